// Types of route-pattern.mjs for the app's TypeScript (allowJs is off).
import type { RoutePatterns } from './route-matcher.mjs';

export { createRouteMatcher, type RoutePatterns } from './route-matcher.mjs';
export function loadRoutePatterns(dir: string): Required<RoutePatterns>;
export function loadRouteMatcher(dir: string): (url: string) => string;
