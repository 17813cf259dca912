import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { unstable_cache } from 'next/cache';
import { env } from './env';

// `next build` must not open the database (environment notes: several build workers, one PGlite
// folder). Cached pages without path params (/, /wrestlers, /scammers, /reviews) are still
// prerendered by the build: they render an empty shell there, tagged BUILD_SHELL_TAG, and the
// server drops that tag when it starts (server/index.mjs → POST /api/internal/startup), before it
// lets any request in. The first request then renders the page from the database and caches it;
// later renders never carry the tag. Docs: docs/decisions/022-cached-public-pages.md.

export const BUILD_SHELL_TAG = 'build-shell';

export function isBuildPhase(): boolean {
  return env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

/**
 * True while `next build` prerenders: the caller renders its shell without reading the database.
 * The shell's cache entry is tagged BUILD_SHELL_TAG so that the server's start expires it.
 */
export async function isBuildShell(): Promise<boolean> {
  if (!isBuildPhase()) return false;
  await unstable_cache(async () => true, ['build-shell'], { tags: [BUILD_SHELL_TAG] })();
  return true;
}
