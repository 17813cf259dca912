import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';

// Sign-up time told a taken address from a free one (0.6 s vs 1.4 s): the answer waits for a fixed
// floor above the slower path.
export const SIGN_UP_MIN_DURATION_MS = 2_000;

export async function withSignUpFloor<T>(work: () => Promise<T>, minimumMs = SIGN_UP_MIN_DURATION_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const rest = minimumMs - (performance.now() - started);
    if (rest > 0) await sleep(rest);
  }
}
