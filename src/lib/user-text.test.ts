import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Text people wrote wraps through one class, `user-text` (src/app/globals.css: overflow-wrap
// anywhere). `break-words` lets a long word widen a flex item and with it the page, so it may not
// come back; `whitespace-pre-line` marks a container of written text, which must wrap too.

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
