// The pure half of route-pattern.mjs: the route pattern of a path, given a routes manifest's
// patterns. No Node imports, so the browser's error reports use the same matcher with the patterns
// GET /api/monitoring-config hands it (src/lib/monitoring/route-of.ts).

const NEXT_ASSETS = ['/_next/static', '/_next/image', '/_next/data'];

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
