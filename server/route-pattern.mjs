// The route pattern of a request path, for the metrics' `route` label: `/profile/[stageName]`,
// never `/profile/anna`, so the number of series is bounded by the app's routes, not by the URLs
// anyone can make up. Patterns come from the build's routes manifest (every page and route
// handler, static and dynamic); Next's own assets count as one route each, files of public/ as
// one, and anything else (a 404) as `unmatched`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRouteMatcher } from './route-matcher.mjs';

export { createRouteMatcher };

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
 * The patterns of the build in `dir` (.next/routes-manifest.json), only what a matcher needs: every
 * page's pattern and each dynamic one's regex. Empty without a build (development).
 */
export function loadRoutePatterns(dir) {
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8'));
    return {
      staticRoutes: (manifest.staticRoutes ?? []).map(({ page }) => ({ page })),
      dynamicRoutes: (manifest.dynamicRoutes ?? []).map(({ page, regex }) => ({ page, regex })),
    };
  } catch {
    // `npm run dev` before its first compile: patterns are unknown, the label stays bounded.
    return { staticRoutes: [], dynamicRoutes: [] };
  }
}

/** The matcher of the build in `dir` (.next); without a build (development), every path is `unmatched`. */
export function loadRouteMatcher(dir) {
  return createRouteMatcher(loadRoutePatterns(dir), publicFiles(path.join(dir, 'public')));
}
