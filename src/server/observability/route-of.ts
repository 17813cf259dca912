import 'server-only';
import { loadRouteMatcher } from '../../../server/route-pattern.mjs';

// Logs and reports name the route pattern, never the path (which can hold a token or a name).

let matcher: ((path: string) => string) | undefined;

export function routeOf(path: string): string {
  matcher ??= loadRouteMatcher(process.cwd());
  return matcher(path);
}
