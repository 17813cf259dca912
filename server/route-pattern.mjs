// The route pattern of a request path, for the metrics' `route` label: `/profile/[stageName]`,
// never `/profile/anna`, so the number of series is bounded by the app's routes, not by the URLs
// anyone can make up. Patterns come from the build's routes manifest (every page and route
// handler, static and dynamic); Next's own assets count as one route each, files of public/ as
// one, and anything else (a 404) as `unmatched`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NEXT_ASSETS = ['/_next/static', '/_next/image', '/_next/data'];

function publicFiles(dir, prefix = '') {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
}

/**
 * A matcher over a routes manifest (`.next/routes-manifest.json`'s staticRoutes and dynamicRoutes)
 * and the paths of public/. Exported with plain arguments for the unit tests.
 */
export function createRouteMatcher({ staticRoutes = [], dynamicRoutes = [] }, publicPaths = []) {
  const exact = new Map(staticRoutes.map((route) => [route.page, route.page]));
  const files = new Set(publicPaths);
  const dynamic = dynamicRoutes.map((route) => ({ page: route.page, regex: new RegExp(route.regex) }));
  return function routeOf(url) {
    const pathname = String(url ?? '/').split(/[?#]/, 1)[0] || '/';
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const asset = NEXT_ASSETS.find((prefix) => trimmed === prefix || trimmed.startsWith(`${prefix}/`));
    if (asset) return asset;
    if (exact.has(trimmed)) return exact.get(trimmed);
    for (const route of dynamic) if (route.regex.test(trimmed)) return route.page;
    if (files.has(trimmed)) return 'public-file';
    return 'unmatched';
  };
}

/** The matcher of the build in `dir` (.next); without a build (development), every path is `unmatched`. */
export function loadRouteMatcher(dir) {
  let manifest = {};
  try {
    manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
  } catch {
    // `npm run dev` before its first compile: patterns are unknown, the label stays bounded.
  }
  return createRouteMatcher(manifest, publicFiles(path.join(dir, 'public')));
}
