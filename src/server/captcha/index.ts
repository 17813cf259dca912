import 'server-only';
import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { env } from '../env';
import { DatabaseUsedChallengeStore } from './database-used-challenge-store';
import type { UsedChallengeStore } from './used-challenge-store';

export { MemoryUsedChallengeStore, type UsedChallengeStore } from './used-challenge-store';
export { DatabaseUsedChallengeStore } from './database-used-challenge-store';

/*
 * Self-hosted ALTCHA in deterministic mode: the server signs the derived key, so verifying is two
 * HMACs; the browser does at most 250k PBKDF2 rounds (a few hundred ms on a phone).
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_COST = 100;
export const CAPTCHA_COUNTER_MIN = 500;
export const CAPTCHA_COUNTER_MAX = 2_500;
export const CAPTCHA_TTL_SECONDS = 10 * 60;
const MAX_PAYLOAD_LENGTH = 4_096;

function deriveSecret(purpose: string): string {
  return createHmac('sha256', env.AUTH_SECRET).update(`matside:captcha:${purpose}`).digest('hex');
}

let secrets: { signature: string; key: string } | undefined;
function getSecrets() {
  secrets ??= { signature: deriveSecret('challenge-signature'), key: deriveSecret('key-signature') };
  return secrets;
}

// Shared, so a solution replayed against another instance is refused too.
let sharedStore: UsedChallengeStore | undefined;
function defaultStore(): UsedChallengeStore {
  sharedStore ??= new DatabaseUsedChallengeStore();
  return sharedStore;
}

export interface CreateCaptchaChallengeOptions {
  now?: Date;
  ttlSeconds?: number;
  counterMin?: number;
  counterMax?: number;
  cost?: number;
}

export async function createCaptchaChallenge(options: CreateCaptchaChallengeOptions = {}): Promise<Challenge> {
  const { signature, key } = getSecrets();
  const now = options.now ?? new Date();
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: options.cost ?? CAPTCHA_COST,
    counter: randomInt(options.counterMax ?? CAPTCHA_COUNTER_MAX, options.counterMin ?? CAPTCHA_COUNTER_MIN),
    deriveKey,
    expiresAt: Math.floor(now.getTime() / 1000) + (options.ttlSeconds ?? CAPTCHA_TTL_SECONDS),
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: key,
  });
}

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().min(1),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

export type CaptchaFailure = 'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed';
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface VerifyCaptchaOptions {
  store?: UsedChallengeStore;
}

function decodePayload(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Signature, solution, expiry, and first use: a successful check uses the challenge up. */
export async function verifyCaptcha(
  payload: string | undefined | null,
  options: VerifyCaptchaOptions = {},
): Promise<CaptchaResult> {
  if (!payload || payload.trim() === '') return { ok: false, reason: 'missing' };
  if (payload.length > MAX_PAYLOAD_LENGTH) return { ok: false, reason: 'malformed' };
  const raw = decodePayload(payload.trim());
  const parsed = PayloadSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  // The signature covers the object's exact parameters.
  const { challenge, solution } = raw as { challenge: Challenge; solution: z.infer<typeof PayloadSchema>['solution'] };
  const { expiresAt, keySignature } = parsed.data.challenge.parameters;
  if (expiresAt === undefined || !keySignature) {
    return { ok: false, reason: 'invalid' };
  }

  const { signature, key } = getSecrets();
  let result;
  try {
    result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };

  // Only verified payloads reach the store, so junk cannot fill it.
  const store = options.store ?? defaultStore();
  const firstUse = await store.markUsed(parsed.data.challenge.signature, expiresAt);
  return firstUse ? { ok: true } : { ok: false, reason: 'replayed' };
}
