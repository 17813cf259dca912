// npm run check:js-budget – first-load JavaScript of every public route, gzipped, against the budget.
//
// Reads the production build (.next, `npm run build` first): for each route, the chunks a browser
// loads before the page is interactive are Next's root main files (runtime, React, router) plus the
// client chunks of every entry in that route's client-reference manifest (its layouts, error and
// not-found boundaries, loading states and the page itself). global-error is left out: it loads only
// when the root layout itself fails. Each distinct chunk is gzipped (level 9, as Next's own size
// report did) and counted once per route. Exits 1 naming the route and its heaviest chunks when a
// route is over budget, so the failing chunk is in the CI log.
//
// Settings: JS_BUDGET_KB (120), `--all` prints every route, not only the public ones.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import vm from 'node:vm';

const root = path.resolve(import.meta.dirname, '..');
const nextDir = path.join(root, '.next');
const budgetKb = Number(process.env.JS_BUDGET_KB ?? 120);

/** Routes a visitor reaches without signing in (the spec's public pages, sign-in and sign-up forms). */
export const PUBLIC_ROUTES = [
  '/',
  '/wrestlers',
  '/wrestlers/type/[type]',
  '/profile/[stageName]',
  '/scammers',
  '/scammer/[stage_name]',
  '/reviews',
  '/review/[stage_name]',
  '/problem-girl/[id]',
  '/sessiongirls/[username]',
  '/client/[username]',
  '/advanced_search',
  '/login',
  '/contact',
  '/female_registration',
  '/male_registration',
  '/migrate-profile',
  '/scammers/report',
  '/ai/chat/get-info/[stageName]',
  '/privacy-policy',
  '/terms-and-conditions',
  '/_not-found',
];

interface RouteSize {
  route: string;
  gzipBytes: number;
  chunks: { file: string; gzipBytes: number }[];
}

function fail(message: string): never {
  console.error(`[js-budget] ${message}`);
  process.exit(1);
}

const gzipCache = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(nextDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The client-reference manifest of one route: a script that assigns globalThis.__RSC_MANIFEST[route]. */
function entryChunks(route: string): string[] {
  const file = path.join(nextDir, 'server', 'app', `${route}_client-reference-manifest.js`);
  if (!existsSync(file)) fail(`no client manifest for ${route} (${path.relative(root, file)}): is the build current?`);
  const sandbox: {
    globalThis?: unknown;
    __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }>;
  } = {};
  sandbox.globalThis = sandbox;
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox);
  const manifest = sandbox.__RSC_MANIFEST?.[route];
  if (!manifest?.entryJSFiles) fail(`the client manifest of ${route} has no entryJSFiles (a Next.js upgrade?)`);
  return Object.entries(manifest.entryJSFiles)
    .filter(([entry]) => !entry.endsWith('/global-error'))
    .flatMap(([, chunks]) => chunks);
}

export function measureRoute(route: string, entry: string, rootMainFiles: string[]): RouteSize {
  const files = [...new Set([...rootMainFiles, ...entryChunks(entry)])];
  const chunks = files
    .map((file) => ({ file, gzipBytes: gzippedSize(file) }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { route, gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks };
}

/** The build's page entries by URL path: '/(home)/page' is '/'. */
function pageEntries(): Map<string, string> {
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

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function main() {
  if (!existsSync(path.join(nextDir, 'BUILD_ID'))) fail('no production build in .next: run `npm run build` first');
  const buildManifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const entries = pageEntries();
  const routes = process.argv.includes('--all') ? [...entries.keys()].sort() : PUBLIC_ROUTES;
  const sizes = routes.map((route) => {
    const entry = entries.get(route);
    if (!entry) fail(`the build has no page for ${route}: was it moved? (update PUBLIC_ROUTES)`);
    return measureRoute(route, entry, buildManifest.rootMainFiles);
  });
  const over = sizes.filter((s) => s.gzipBytes > budgetKb * 1024);

  console.log(`[js-budget] first-load JS, gzipped, budget ${budgetKb} KB per public route`);
  for (const s of sizes.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    const mark = s.gzipBytes > budgetKb * 1024 ? 'OVER' : 'ok  ';
    console.log(`  ${mark} ${kb(s.gzipBytes).padStart(6)} KB  ${s.route}`);
  }
  if (over.length === 0) {
    console.log(`[js-budget] ${sizes.length} routes within ${budgetKb} KB`);
    return;
  }
  for (const s of over) {
    console.error(
      `[js-budget] ${s.route} is ${kb(s.gzipBytes)} KB, over the ${budgetKb} KB budget by ${kb(s.gzipBytes - budgetKb * 1024)} KB. Heaviest chunks:`,
    );
    for (const c of s.chunks.slice(0, 6)) console.error(`    ${kb(c.gzipBytes).padStart(6)} KB  .next/${c.file}`);
  }
  fail(`${over.length} route(s) over budget (find what a chunk holds: ANALYZE=1 npm run build, or grep the chunk)`);
}

main();
