// Part of `npm run build`, after `next build`: every chunk a page loads at start (first-load-chunks.ts)
// gets V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, as its first line
// (docs/decisions/038-main-thread-work.md).
//
// Without it, Chrome compiles each function of a chunk on its first call, on the main thread: a
// cached page arrives whole, so the bootstrap that runs Next's runtime, React and the page's client
// modules compiled them inside one long task. With it, Chrome (136 and later) compiles the whole chunk
// eagerly on a background thread while the file is still downloading; other browsers read a comment.
// Only the chunks a page's script tags load (global-error's too, though its code seldom runs: the
// hint costs a background compile of 6 KB): a chunk loaded later (a dialog, a form) keeps V8's lazy
// compilation.
//
// Idempotent (a hinted file is left as it is); prints how many files it hinted.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { firstLoadChunks, pageEntries, rootMainFiles } from './first-load-chunks';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to every first-load chunk of every page in `nextDir`; returns the files it changed. */
export function addCompileHints(nextDir: string): { hinted: string[]; total: number } {
  const mainFiles = rootMainFiles(nextDir);
  const files = new Set(mainFiles);
  for (const entry of pageEntries(nextDir).values()) {
    for (const file of firstLoadChunks(nextDir, entry, { mainFiles, withGlobalError: true })) files.add(file);
  }
  const hinted: string[] = [];
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const full = path.join(nextDir, file);
    const source = readFileSync(full, 'utf8');
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(full, COMPILE_HINT + source);
    hinted.push(file);
  }
  return { hinted, total: files.size };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const nextDir = path.resolve(import.meta.dirname, '..', '.next');
  if (!existsSync(path.join(nextDir, 'BUILD_ID'))) {
    console.error('[compile-hints] no production build in .next: run `next build` first');
    process.exit(1);
  }
  try {
    const { hinted, total } = addCompileHints(nextDir);
    console.log(`[compile-hints] ${hinted.length} of ${total} first-load chunks hinted for eager compilation`);
  } catch (error) {
    console.error(`[compile-hints] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
