import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { unstable_cache } from 'next/cache';
import { env } from './env';

// `next build` must not open the database: cached pages prerender an empty shell tagged
// BUILD_SHELL_TAG, which the server's start expires (decision 022).

export const BUILD_SHELL_TAG = 'build-shell';

export function isBuildPhase(): boolean {
  return env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
}

export async function isBuildShell(): Promise<boolean> {
  if (!isBuildPhase()) return false;
  await unstable_cache(async () => true, ['build-shell'], { tags: [BUILD_SHELL_TAG] })();
  return true;
}
