import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Written text wraps through `user-text`: `break-words` lets a long word widen a flex item and the page.

const root = path.resolve(import.meta.dirname, '..');

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const files = componentFiles(root).map((file) => ({
  file: path.relative(root, file),
  lines: readFileSync(file, 'utf8').split('\n'),
}));

describe('user text wraps through the user-text class', () => {
  it('no component uses break-words', () => {
    const found = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) => (/\bbreak-words\b/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('every pre-line text container also has user-text', () => {
    const found = files.flatMap(({ file, lines }) =>
      lines.flatMap((line, i) =>
        /\bwhitespace-pre-(line|wrap)\b/.test(line) && !/\buser-text\b/.test(line) ? [`${file}:${i + 1}`] : [],
      ),
    );
    expect(found).toEqual([]);
  });
});
