import 'server-only';
import { loadRouteMatcher } from '../../../server/route-pattern.mjs';

// The route pattern of a request path (`/appeal/[token]`), which logs and error reports name
// instead of the path: a path can hold a bearer token (an appeal link) or a person's name. The
// build's routes manifest, read once; without a build (`next dev`) every path is `unmatched`.

let matcher: ((path: string) => string) | undefined;

export function routeOf(path: string): string {
  matcher ??= loadRouteMatcher(process.cwd());
  return matcher(path);
}
