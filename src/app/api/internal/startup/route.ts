// POST /api/internal/startup – our server's call at start: drops the build's page shells (decision
// 022). Only with this start's token; anything else is a 404.
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
  // Without Redis the local cache outlives the process but not what happened to the database
  // meanwhile: drop it all. A shared cache is kept current by the other instances.
  if (!env.REDIS_URL) dropCachePath('/', 'layout');
  // Jobs queued before a restart run now.
  await startJobWorkers();
  markStartupPurgeDone(); // GET /api/ready waits for it
  return new Response(null, { status: 204 });
});
