import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonVariants, type ButtonSize, type ButtonVariant } from './button';
import { Chip, type ChipTone } from './chip';
import { DataTable } from './data-table';
import { Switch } from './switch';
import { Switch as SwitchPrimitive } from 'radix-ui';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg', 'icon'];

/** The `@layer components { … }` blocks of globals.css, where a caller's utilities win over them. */
function componentLayers(): string {
  const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
  return css
    .split('@layer components {')
    .slice(1)
    .map((rest) => {
      let depth = 1;
      let end = 0;
      while (depth > 0) {
        const ch = rest[end++];
        if (ch === '{') depth += 1;
        else if (ch === '}') depth -= 1;
      }
      return rest.slice(0, end);
    })
    .join('\n');
}

describe('Button', () => {
  it('carries one class for its variant and one for its size, not their utilities', () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toBe(
      '<button type="button" class="btn-primary btn-md">Save</button>',
    );
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        expect(buttonVariants({ variant, size })).toBe(`btn-${variant} btn-${size}`);
      }
    }
  });

  it("puts the caller's classes after its own", () => {
    expect(buttonVariants({ size: 'sm', className: 'mt-3' })).toBe('btn-primary btn-sm mt-3');
    expect(renderToStaticMarkup(<Button variant="ghost" className="text-danger-strong" />)).toContain(
      'class="btn-ghost btn-md text-danger-strong"',
    );
  });

  it('finds every variant and size class in the components layer of globals.css', () => {
    const layers = componentLayers();
    for (const name of [...VARIANTS, ...SIZES]) expect(layers).toMatch(new RegExp(`\\.btn-${name}\\b`));
  });
});

describe('Switch', () => {
  it("carries the switch classes, and a caller's after them", () => {
    const markup = renderToStaticMarkup(<Switch checked aria-label="Active for Anna" />);
    expect(markup).toContain('class="switch"');
    expect(markup).toContain('<span data-state="checked" class="switch-thumb"></span>');
    expect(renderToStaticMarkup(<Switch checked={false} className="mt-1" />)).toContain('class="switch mt-1"');
    const layers = componentLayers();
    expect(layers).toMatch(/\.switch \{/);
    expect(layers).toMatch(/\.switch-thumb \{/);
  });

  it("is Radix's switch markup without Radix (and without the hidden input Radix drops outside a form)", () => {
    for (const [checked, disabled] of [
      [true, false],
      [false, false],
      [true, true],
    ]) {
      const radix = renderToStaticMarkup(
        <SwitchPrimitive.Root className="switch" aria-label="Show Profile" checked={checked} disabled={disabled}>
          <SwitchPrimitive.Thumb className="switch-thumb" />
        </SwitchPrimitive.Root>,
      ).replace(/<input [^>]*\/>$/, '');
      expect(renderToStaticMarkup(<Switch aria-label="Show Profile" checked={checked} disabled={disabled} />)).toBe(
        radix,
      );
    }
  });
});

describe('Chip', () => {
  it('carries one class for its tone, and a link its hover after it', () => {
    const tones: ChipTone[] = ['neutral', 'accent', 'danger', 'warning', 'success', 'info'];
    const layers = componentLayers();
    for (const tone of tones) {
      expect(renderToStaticMarkup(<Chip tone={tone}>Confirmed</Chip>)).toBe(
        `<span class="chip-${tone}"><span class="truncate">Confirmed</span></span>`,
      );
      expect(layers).toMatch(new RegExp(`\\.chip-${tone}\\b`));
    }
    expect(renderToStaticMarkup(<Chip href="https://example.test">Site</Chip>)).toContain(
      'class="chip-neutral transition-colors hover:border-accent hover:text-accent-strong"',
    );
  });
});

describe('a table cell', () => {
  it('carries one class, and its label another', () => {
    const html = renderToStaticMarkup(
      <DataTable
        caption="Guys"
        columns={[{ accessorKey: 'name', header: 'Name' }]}
        data={[{ name: 'demo_guy' }]}
        hideFilter
      />,
    );
    expect(html).toContain(
      '<td class="table-grid-cell"><span aria-hidden="true" class="table-grid-label">Name</span>demo_guy</td>',
    );
    expect(componentLayers()).toMatch(/\.table-grid-cell \{/);
    expect(componentLayers()).toMatch(/\.table-grid-label \{/);
  });
});
