// Part of `npm run build`, after compile-hints.ts (which edits chunks in place): every script and
// stylesheet under .next/static gets a Brotli copy at quality 11 beside it (`<file>.br`), and
// .next/precompressed.json lists them for server/precompressed.mjs (decision 038, session 36).
// Quality 11 is too slow to run per request (about 0.3 s for React DOM) and 13 % smaller than the
// gzip it replaces. A copy newer than its file is kept; prints progress and the bytes saved.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED_MANIFEST } from '../server/precompressed.mjs';

const COMPRESSED_TYPES = new Set(['.js', '.css']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && COMPRESSED_TYPES.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export interface CompressedStatic {
  files: number;
  written: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Writes the missing or stale `.br` copies under `nextDir`/static and the manifest. */
export function compressStatic(nextDir: string, progress: (done: number, total: number) => void = () => {}) {
  const files = filesUnder(path.join(nextDir, 'static'));
  const manifest: Record<string, { br: string; size: number }> = {};
  const result: CompressedStatic = { files: files.length, written: 0, brotliBytes: 0, gzipBytes: 0 };
  files.forEach((file, index) => {
    const copy = `${file}.br`;
    const source = readFileSync(file);
    if (!existsSync(copy) || statSync(copy).mtimeMs < statSync(file).mtimeMs) {
      writeFileSync(
        copy,
        brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        }),
      );
      result.written += 1;
    }
    const size = statSync(copy).size;
    const relative = path.relative(nextDir, file).split(path.sep).join('/');
    manifest[`/_next/${relative}`] = { br: `${relative}.br`, size };
    result.brotliBytes += size;
    result.gzipBytes += gzipSync(source).length;
    progress(index + 1, files.length);
  });
  writeFileSync(path.join(nextDir, PRECOMPRESSED_MANIFEST), JSON.stringify(manifest));
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const nextDir = path.resolve(import.meta.dirname, '..', '.next');
  if (!existsSync(path.join(nextDir, 'BUILD_ID'))) {
    console.error('[compress-static] no production build in .next: run `next build` first');
    process.exit(1);
  }
  const started = Date.now();
  const result = compressStatic(nextDir, (done, total) => {
    if (done % 50 === 0 || done === total) console.log(`[compress-static] ${done} of ${total} files`);
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `[compress-static] ${result.written} Brotli copies written; ${result.files} files are ${kb(result.brotliBytes)} ` +
      `in Brotli against ${kb(result.gzipBytes)} in gzip, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
