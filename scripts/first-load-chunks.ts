// The chunks a browser loads with a page, before it is interactive, read from the production build
// (.next): Next's root main files (runtime, React, router), which every route loads, plus the client
// chunks of every entry in the route's client-reference manifest (its layouts, error and not-found
// boundaries, loading states and the page itself). global-error's chunks come as script tags too,
// but its code runs only when the root layout itself fails: the budget leaves them out, the compile
// hints keep them (every script the page loads). Shared by the JavaScript budget
// (check-js-budget.ts) and the compile hints (compile-hints.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/** Next's runtime files every route loads, as paths inside `.next` ('static/chunks/….js'). */
export function rootMainFiles(nextDir: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles?: string[];
  };
  if (!manifest.rootMainFiles) throw new Error('build-manifest.json has no rootMainFiles (a Next.js upgrade?)');
  return manifest.rootMainFiles;
}

/** The build's page entries by URL path: '/(home)/page' is '/'. */
export function pageEntries(nextDir: string): Map<string, string> {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'server', 'app-paths-manifest.json'), 'utf8')) as Record<
    string,
    string
  >;
  const entries = new Map<string, string>();
  for (const entry of Object.keys(manifest).filter((r) => r.endsWith('/page'))) {
    const url = entry.replace(/\/\([^/]+\)/g, '').replace(/\/page$/, '') || '/';
    entries.set(url, entry);
  }
  return entries;
}

/** The client chunks of one page entry (a script that assigns globalThis.__RSC_MANIFEST[entry]). */
export function entryChunks(nextDir: string, entry: string, withGlobalError = false): string[] {
  const file = path.join(nextDir, 'server', 'app', `${entry}_client-reference-manifest.js`);
  if (!existsSync(file)) throw new Error(`no client manifest for ${entry} (${file}): is the build current?`);
  const sandbox: {
    globalThis?: unknown;
    __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }>;
  } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[entry];
  if (!manifest?.entryJSFiles)
    throw new Error(`the client manifest of ${entry} has no entryJSFiles (a Next.js upgrade?)`);
  return Object.entries(manifest.entryJSFiles)
    .filter(([name]) => withGlobalError || !name.endsWith('/global-error'))
    .flatMap(([, chunks]) => chunks);
}

/** Every chunk one page entry loads at start, each once (global-error's: see above). */
export function firstLoadChunks(
  nextDir: string,
  entry: string,
  { mainFiles = rootMainFiles(nextDir), withGlobalError = false } = {},
): string[] {
  return [...new Set([...mainFiles, ...entryChunks(nextDir, entry, withGlobalError)])];
}
