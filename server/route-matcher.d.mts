// Types of route-matcher.mjs for the app's TypeScript (allowJs is off).

export interface RoutePatterns {
  staticRoutes?: { page: string }[];
  dynamicRoutes?: { page: string; regex: string }[];
}

export function createRouteMatcher(patterns: RoutePatterns, publicPaths?: string[]): (url: string) => string;
