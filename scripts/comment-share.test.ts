import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentShare, countLines, percent } from './comment-share';

// Comments say why, once; history belongs to git and docs/decisions. The limit only goes down.
const COMMENT_SHARE_LIMIT = 7;

const root = path.resolve(import.meta.dirname, '..');

describe('countLines', () => {
  it('counts line, block, JSX and JSDoc comments, and skips blank lines', () => {
    const text = [
      '// a line comment',
      'const a = 1; // a trailing comment is code',
      '',
      '/**',
      ' * a block',
      ' */',
      '/* one line */',
      'const b = 2;',
      '{/* JSX */}',
    ].join('\n');
    expect(countLines(text)).toEqual({ comments: 6, lines: 8 });
  });
});

describe('comment share of src', () => {
  it(`stays under ${COMMENT_SHARE_LIMIT} %`, () => {
    const share = commentShare(root);
    expect(share.lines).toBeGreaterThan(10_000);
    expect(percent(share)).toBeLessThan(COMMENT_SHARE_LIMIT);
  });

  it('counts only source files, by their first three path segments', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'comment-share-'));
    mkdirSync(path.join(dir, 'src/features/a'), { recursive: true });
    writeFileSync(path.join(dir, 'src/features/a/x.ts'), '// why\ncode();\n');
    writeFileSync(path.join(dir, 'src/features/a/y.tsx'), 'code();\n');
    writeFileSync(path.join(dir, 'src/top.ts'), '// why\n');
    writeFileSync(path.join(dir, 'src/notes.md'), '// not code\n');
    const share = commentShare(dir);
    expect({ comments: share.comments, lines: share.lines }).toEqual({ comments: 2, lines: 4 });
    expect(Object.fromEntries(share.folders)).toEqual({
      'src/features/a': { comments: 1, lines: 3 },
      'src/top.ts': { comments: 1, lines: 1 },
    });
    rmSync(dir, { recursive: true, force: true });
  });
});
