import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';

// Sign-up must not tell whether an e-mail or username is taken: a new account
// costs an insert, a credential, the verification mail, the profile row and its picture's files,
// a taken one only the "someone tried to sign up" mail, and the answer times told them apart
// (500–700 ms against 970–1,780 ms). Both paths already hash the password and send one mail; the
// rest cannot be made equal, so the part that depends on the address answers no sooner than a
// fixed time after it began. Above the slower path's usual time on a busy machine; sign-up is rare.
export const SIGN_UP_MIN_DURATION_MS = 2_000;

/** Runs `work` and returns (or throws) no sooner than `minimumMs` after it began. */
export async function withSignUpFloor<T>(work: () => Promise<T>, minimumMs = SIGN_UP_MIN_DURATION_MS): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const rest = minimumMs - (performance.now() - started);
    if (rest > 0) await sleep(rest);
  }
}
