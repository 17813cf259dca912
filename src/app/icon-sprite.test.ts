import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(path.join(__dirname, 'globals.css'), 'utf8');
const icons = [...css.matchAll(/@utility (icon-[a-z-]+) \{([^}]*)\}/g)].map(([, name, body]) => ({ name, body }));

describe('the icon-* masks (Chromium builds a document per SVG image in the first style recalc: decision 038)', () => {
  it('are the one SVG image of the stylesheet', () => {
    expect(icons.length).toBeGreaterThan(10);
    expect(css.match(/data:image\/svg\+xml/g)).toHaveLength(1);
    expect(css).toMatch(/--icon-sprite: url\("data:image\/svg\+xml,/);
  });

  it('each show their own cell of the sprite, in the order of their names', () => {
    const n = icons.length;
    const sprite = /--icon-sprite: url\("([^"]*)"\)/.exec(css)![1];
    expect(sprite).toContain(`viewBox='0 0 ${24 * n} 24'`);
    expect([...sprite.matchAll(/translate\((\d+)\)/g)].map((m) => Number(m[1]))).toEqual(
      icons.map((_, cell) => 24 * cell),
    );
    const byName = [...icons].sort((a, b) => (a.name < b.name ? -1 : 1));
    byName.forEach(({ body }, cell) => {
      expect(body).toContain(
        `mask: var(--icon-sprite) calc(100% * ${cell} / ${n - 1}) 0 / ${n * 100}% 100% no-repeat;`,
      );
    });
  });
});
