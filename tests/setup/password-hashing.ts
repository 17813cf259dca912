import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';

// Integration tests hash passwords at a test cost (decision 033). Better Auth
// hashes and verifies a password with scrypt N=16384, r=16: about 80 ms of CPU each, and a file
// creates and signs in dozens of accounts (auth.test.ts: 80 hashes, half its CPU). Here the same
// calls run with N=1024, 16 times cheaper: hash and verify still go through Better Auth's code and
// must agree, a wrong password is still refused; only the cost differs. The e2e servers and
// production keep the real cost, and a test about the cost itself (sign-up-timing.test.ts) calls
// `realPasswordHashing()`.

const BETTER_AUTH_COST = 16_384;
const TEST_COST = 1_024;
const realScrypt = crypto.scrypt;

type ScryptOptions = crypto.ScryptOptions;

function cheapScrypt(
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  optionsOrCallback: ScryptOptions | ((error: Error | null, key: Buffer) => void),
  callback?: (error: Error | null, key: Buffer) => void,
): void {
  if (typeof optionsOrCallback === 'function') return realScrypt(password, salt, keylen, optionsOrCallback);
  const options = optionsOrCallback.N === BETTER_AUTH_COST ? { ...optionsOrCallback, N: TEST_COST } : optionsOrCallback;
  return realScrypt(password, salt, keylen, options, callback!);
}

/** Node's `scrypt` (also as imported by Better Auth, through the live ESM binding) at the test cost. */
export function testPasswordHashing(): void {
  crypto.scrypt = cheapScrypt as typeof crypto.scrypt;
  syncBuiltinESMExports();
}

/** Back to the real cost, for a test that measures it. */
export function realPasswordHashing(): void {
  crypto.scrypt = realScrypt;
  syncBuiltinESMExports();
}

testPasswordHashing();
