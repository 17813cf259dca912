// POST /api/internal/startup – called once by our own server (server/index.mjs) when it starts,
// before it lets other requests in: drops the build's empty page shells (src/server/build-phase.ts).
// Only with the random token of this start; anything else is the same 404 as a missing route.
import { timingSafeEqual } from 'node:crypto';
import { BUILD_SHELL_TAG } from '@/server/build-phase';
import { dropCacheTag } from '@/server/cache';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { handleRoute } from '@/server/http/route-handler';

export const dynamic = 'force-dynamic';

function tokenMatches(given: string | null): boolean {
  const expected = env.MATSIDE_STARTUP_TOKEN;
  if (!expected || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const POST = handleRoute(async (request: Request) => {
  if (!tokenMatches(request.headers.get('x-matside-startup-token'))) throw new AppError('not_found');
  dropCacheTag(BUILD_SHELL_TAG);
  return new Response(null, { status: 204 });
});
