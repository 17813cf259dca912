// The share of comment lines in src: non-blank lines that start with `//`, `/*` or `{/*`, or sit
// inside a block comment. `npm run comment-share` prints it and the folders with the most comments.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE = /\.(?:ts|tsx|mjs|js)$/;

export interface LineCount {
  comments: number;
  lines: number;
}

export function countLines(text: string): LineCount {
  let comments = 0;
  let lines = 0;
  let inBlock = false;
  for (const line of text.split('\n')) {
    const s = line.trim();
    if (!s) continue;
    lines += 1;
    let comment = false;
    if (inBlock) {
      comment = true;
      if (s.includes('*/')) inBlock = false;
    } else if (s.startsWith('//') || s.startsWith('{/*')) {
      comment = true;
    } else if (s.startsWith('/*')) {
      comment = true;
      if (!s.includes('*/')) inBlock = true;
    }
    if (comment) comments += 1;
  }
  return { comments, lines };
}

export interface CommentShare extends LineCount {
  /** By the path's first three segments (`src/features/girls`, `src/proxy.ts`). */
  folders: Map<string, LineCount>;
}

export function commentShare(root: string, folder = 'src'): CommentShare {
  const total: CommentShare = { comments: 0, lines: 0, folders: new Map() };
  const entries = readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !SOURCE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const count = countLines(readFileSync(file, 'utf8'));
    const key = path.relative(root, file).split(path.sep).slice(0, 3).join('/');
    const sum = total.folders.get(key) ?? { comments: 0, lines: 0 };
    total.folders.set(key, { comments: sum.comments + count.comments, lines: sum.lines + count.lines });
    total.comments += count.comments;
    total.lines += count.lines;
  }
  return total;
}

export const percent = ({ comments, lines }: LineCount): number => (lines === 0 ? 0 : (100 * comments) / lines);

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const share = commentShare(path.resolve(import.meta.dirname, '..'), process.argv[2] ?? 'src');
  console.log(`${share.comments}/${share.lines} = ${percent(share).toFixed(1)}%`);
  const top = [...share.folders].sort(([, a], [, b]) => b.comments - a.comments).slice(0, 25);
  for (const [folder, count] of top) {
    console.log(`${folder} ${count.comments} ${count.lines} ${percent(count).toFixed(0)}%`);
  }
}
