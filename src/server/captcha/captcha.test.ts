import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createCaptchaChallenge, MemoryUsedChallengeStore, verifyCaptcha } from './index';

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64');
}

async function solve(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return solution;
}

async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solve(challenge);
  return encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });
}

describe('captcha', () => {
  it('issues signed, expiring PBKDF2 challenges', async () => {
    const before = Math.floor(Date.now() / 1000);
    const challenge = await createCaptchaChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.keySignature).toBeTruthy();
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(before + 601);
  });

  it('accepts a solved challenge once and refuses the replay', async () => {
    const store = new MemoryUsedChallengeStore();
    const payload = await solvedPayload(await createCaptchaChallenge());
    expect(await verifyCaptcha(payload, { store })).toEqual({ ok: true });
    expect(await verifyCaptcha(payload, { store })).toEqual({ ok: false, reason: 'replayed' });
  });

  it('solves in well under a second even at the highest counter', async () => {
    const challenge = await createCaptchaChallenge({ counterMin: 2_500, counterMax: 2_500 });
    const started = performance.now();
    await solve(challenge);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('refuses an expired challenge', async () => {
    const store = new MemoryUsedChallengeStore();
    const challenge = await createCaptchaChallenge({ now: new Date(Date.now() - 11 * 60 * 1000) });
    expect(await verifyCaptcha(await solvedPayload(challenge), { store })).toEqual({ ok: false, reason: 'expired' });
    expect(store.size).toBe(0);
  });

  it('refuses tampered parameters, a wrong solution and a foreign signature', async () => {
    const store = new MemoryUsedChallengeStore();
    const challenge = await createCaptchaChallenge();
    const solution = await solve(challenge);

    const longer = { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 86_400 };
    expect(
      await verifyCaptcha(encode({ challenge: { parameters: longer, signature: challenge.signature }, solution }), {
        store,
      }),
    ).toEqual({
      ok: false,
      reason: 'invalid',
    });

    const wrongKey = { ...solution, derivedKey: solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    expect(await verifyCaptcha(encode({ challenge, solution: wrongKey }), { store })).toEqual({
      ok: false,
      reason: 'invalid',
    });

    const forged = { ...challenge, signature: 'ab'.repeat(32) };
    expect(await verifyCaptcha(encode({ challenge: forged, solution }), { store })).toEqual({
      ok: false,
      reason: 'invalid',
    });

    // None of the refusals used the challenge up: the genuine payload still works.
    expect(await verifyCaptcha(encode({ challenge, solution }), { store })).toEqual({ ok: true });
  });

  it('refuses missing, malformed and widget test-mode payloads', async () => {
    expect(await verifyCaptcha('')).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyCaptcha(undefined)).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyCaptcha('not base64 json')).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyCaptcha(encode({ challenge: null, solution: null, test: true }))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(await verifyCaptcha('A'.repeat(10_000))).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('MemoryUsedChallengeStore', () => {
  it('forgets ids after they expire and stays bounded', async () => {
    let now = 1_000_000;
    const store = new MemoryUsedChallengeStore({ maxEntries: 3, now: () => now });
    expect(await store.markUsed('a', 1_000 + 60)).toBe(true);
    expect(await store.markUsed('a', 1_000 + 60)).toBe(false);
    now += 61_000;
    expect(await store.markUsed('a', 1_061 + 60)).toBe(true); // expired entry may be reused (the challenge itself is expired by then)
    await store.markUsed('b', 2_000);
    await store.markUsed('c', 2_000);
    await store.markUsed('d', 2_000);
    expect(store.size).toBeLessThanOrEqual(3);
  });
});
