import 'server-only';
import { env } from '../env';

// Whether this process has done its start-up purge (POST /api/internal/startup: the build's page
// shells and, without Redis, every page cached before the start are dropped, decision 022).
// On globalThis: the start-up route and the readiness route may be bundled apart.
const KEY = Symbol.for('matside.startupPurgeDone');
const state = globalThis as { [KEY]?: boolean };

export function markStartupPurgeDone(): void {
  state[KEY] = true;
}

/**
 * Done, or not needed: only a production server started by server/index.mjs (which sets the start-up
 * token) makes that call; `next dev` and the tests have no build shells to drop.
 */
export function startupPurgeState(): 'done' | 'pending' | 'not needed' {
  if (env.NODE_ENV !== 'production' || !env.MATSIDE_STARTUP_TOKEN) return 'not needed';
  return state[KEY] ? 'done' : 'pending';
}
