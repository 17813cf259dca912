// POST /api/internal/startup – called once by our own server (server/index.mjs) when it starts,
// before it lets other requests in: drops the build's empty page shells (src/server/build-phase.ts)
// and, when the cache is this machine's own, everything cached before the start (see below).
// Only with the random token of this start; anything else is the same 404 as a missing route.
import { timingSafeEqual } from 'node:crypto';
import { BUILD_SHELL_TAG } from '@/server/build-phase';
import { dropCachePath, dropCacheTag } from '@/server/cache';
import { env } from '@/server/env';
import { AppError } from '@/server/http/app-error';
import { handleRoute } from '@/server/http/route-handler';
import { startJobWorkers } from '@/server/jobs/worker';
import { markStartupPurgeDone } from '@/server/observability/startup-state';

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
  // Without REDIS_URL the cache lives in .next/cache and outlives the process, but the server cannot
  // know what happened to the database while it was down (a restore, a seed, a test run on another
  // database): every cached page and read is dropped (the root layout's path covers them all, data
  // included) and renders anew on its first request. A shared cache is kept current by the instances
  // that write while this one is down, so it stays (decision 022).
  if (!env.REDIS_URL) dropCachePath('/', 'layout');
  // The job worker starts with the server, so jobs queued before a restart (or a crash) run now.
  await startJobWorkers();
  markStartupPurgeDone(); // GET /api/ready waits for it
  return new Response(null, { status: 204 });
});
