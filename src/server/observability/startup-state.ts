import 'server-only';
import { env } from '../env';

// The start-up purge (decision 022). On globalThis: the routes reading it may be bundled apart.
const KEY = Symbol.for('matside.startupPurgeDone');
const state = globalThis as { [KEY]?: boolean };

export function markStartupPurgeDone(): void {
  state[KEY] = true;
}

/** Only a production server started by server/index.mjs has build shells to drop. */
export function startupPurgeState(): 'done' | 'pending' | 'not needed' {
  if (env.NODE_ENV !== 'production' || !env.MATSIDE_STARTUP_TOKEN) return 'not needed';
  return state[KEY] ? 'done' : 'pending';
}
