import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DATA_KEY_FILE,
  DataKeyring,
  dataKeyProblem,
  newKeyEntry,
  normalizeContact,
  resolveDataKeys,
} from './data-keys';

const V1 = 'v1:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k';
const V2 = 'v2:Hb3kT9qW2zL7xC5vN1mP8sD4fG6jR0yU-aE_iO3nK7w';
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'matside-data-key-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('normalizeContact: the form that is hashed', () => {
  it('reads a phone by the one phone rule: every usual spelling of a number is its E.164 digits', () => {
    for (const typed of ['+1 888 004 1578', '888-004-1578', '(888) 004 1578', '1 888 004 1578', '888.004.1578']) {
      expect(normalizeContact('phone', typed)).toBe('18880041578');
    }
    expect(normalizeContact('phone', '+49 89 1234567')).toBe('49891234567');
    // A number the rule cannot read is matched by its digits, as it is stored.
    expect(normalizeContact('phone', '555-0199')).toBe('5550199');
    expect(normalizeContact('phone', ' - ')).toBeNull();
  });

  it('lower-cases and trims an e-mail, and reads a handle without @, spaces or case', () => {
    expect(normalizeContact('email', '  Bad.Guy@Example.COM ')).toBe('bad.guy@example.com');
    expect(normalizeContact('email', '   ')).toBeNull();
    expect(normalizeContact('handle', '@BadGuy_77')).toBe('badguy_77');
    expect(normalizeContact('handle', '@@ Bad Guy ')).toBe('badguy');
    expect(normalizeContact('handle', '@')).toBeNull();
    // An e-mail keeps what is inside it; a handle loses spaces anywhere but only a leading @.
    expect(normalizeContact('email', ' A b@Example.com ')).toBe('a b@example.com');
    expect(normalizeContact('email', '@x@y.com')).toBe('@x@y.com');
    expect(normalizeContact('handle', ' A b@Example.com ')).toBe('ab@example.com');
  });

  it("reads a handle out of its profile's address and Skype's 'live:' prefix", () => {
    for (const spelling of [
      'https://www.facebook.com/Bad.Guy77/',
      'facebook.com/bad.guy77?ref=share',
      'm.facebook.com/BAD.GUY77',
      'http://instagram.com/bad.guy77#top',
      'x.com/bad.guy77',
      'twitter.com/@bad.guy77',
      'live:Bad.Guy77',
      '@bad.guy77',
    ])
      expect(normalizeContact('handle', spelling), spelling).toBe('bad.guy77');
    // Another site's address stays whole; a bare 'facebook.com/' leaves nothing to match.
    expect(normalizeContact('handle', 'myspace.com/bad.guy77')).toBe('myspace.com/bad.guy77');
    expect(normalizeContact('handle', 'https://facebook.com/')).toBe('https://facebook.com/');
    expect(normalizeContact('handle', 'live:')).toBeNull();
  });
});

describe('DataKeyring: sealing', () => {
  it('opens what it sealed, and never seals the same text twice alike', () => {
    const ring = new DataKeyring(V1);
    const a = ring.seal('888-004-1578', 'timewaster_phones.phone_number');
    const b = ring.seal('888-004-1578', 'timewaster_phones.phone_number');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('1578');
    expect(ring.open(a, 'timewaster_phones.phone_number')).toBe('888-004-1578');
    expect(ring.open(ring.seal('', 'x'), 'x')).toBe('');
    expect(ring.open(ring.seal('Zoë 😀', 'x'), 'x')).toBe('Zoë 😀');
    expect(DataKeyring.versionOf(a)).toBe(1);
    expect(DataKeyring.versionOf('18880041578')).toBeNull();
  });

  it('refuses a value altered, moved to another column, or sealed under a key it does not hold', () => {
    const ring = new DataKeyring(V1);
    const sealed = ring.seal('bad.guy@example.com', 'timewaster_emails.email');
    expect(() => ring.open(sealed, 'timewasters.email')).toThrow();
    const body = sealed.split('.')[2]!;
    const flipped = `${sealed.slice(0, -body.length)}${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => ring.open(flipped, 'timewaster_emails.email')).toThrow();
    expect(() => ring.open('not sealed', 'timewaster_emails.email')).toThrow('not a sealed value');
    expect(() => ring.open(`x${sealed}`, 'timewaster_emails.email')).toThrow('not a sealed value');
    expect(() => ring.open(`${sealed}!`, 'timewaster_emails.email')).toThrow('not a sealed value');
    expect(DataKeyring.versionOf(`x${sealed}`)).toBeNull();
    expect(DataKeyring.versionOf(`${sealed}!`)).toBeNull();
    expect(() => new DataKeyring(V2).open(sealed, 'timewaster_emails.email')).toThrow(
      'data key version 1 is not in DATA_ENCRYPTION_KEY',
    );
    expect(() => new DataKeyring(newKeyEntry(1)).open(sealed, 'timewaster_emails.email')).toThrow();
  });
});

describe('DataKeyring: what is stored stays readable', () => {
  // Known answers: a change to the derivation (HKDF labels, encodings, the hashed text) would orphan
  // every sealed row and every stored hash, so it must be a new key version, never an edit.
  it('opens a value sealed by an earlier build, and hashes as it did', () => {
    const ring = new DataKeyring(V1);
    expect(
      ring.open('v1.8bApZnFxu4BfuYs5.b7vYsr3FCckvMSTbxJHj-m2Pf710cleUVGAzkfxIl6Fo', 'timewaster_phones.phone_number'),
    ).toBe('888-004-1578 Zoë');
    expect(ring.hash('phone', '888-004-1578')).toBe('FkNJtu70K4RKaF3gH5E4428dtHTEUyRJ_8KIELMjOgg');
    expect(ring.hash('email', 'Bad@Guy.com')).toBe('eTV5mHigiSCZyzZ6wpbtpG0d8pWUBn87LCa5tbeqDQA');
  });
});

describe('DataKeyring: keyed hashes', () => {
  it('hashes every spelling of one contact alike, and different kinds, values and keys differently', () => {
    const ring = new DataKeyring(V1);
    const phone = ring.hash('phone', '888-004-1578');
    expect(phone).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ring.hash('phone', '+1 (888) 004 1578')).toBe(phone);
    expect(ring.hash('phone', '888-004-1579')).not.toBe(phone);
    expect(ring.hash('email', 'Bad@Guy.com')).toBe(ring.hash('email', ' bad@guy.com'));
    expect(ring.hash('handle', '18880041578')).not.toBe(phone);
    expect(new DataKeyring(newKeyEntry(1)).hash('phone', '888-004-1578')).not.toBe(phone);
    expect(ring.hash('email', '  ')).toBeNull();
    expect(ring.lookupHashes('email', '  ')).toEqual([]);
  });

  it('during a rotation seals and hashes with the newest version and still opens and finds the older', () => {
    const old = new DataKeyring(V1);
    const both = new DataKeyring(`${V1}, ${V2}`);
    expect(both.current).toBe(2);
    expect(both.versions).toEqual([2, 1]);
    const sealedOld = old.seal('@badguy', 'timewasters.instagram');
    expect(both.open(sealedOld, 'timewasters.instagram')).toBe('@badguy');
    expect(DataKeyring.versionOf(both.seal('@badguy', 'timewasters.instagram'))).toBe(2);
    const lookup = both.lookupHashes('handle', 'BadGuy');
    expect(lookup).toEqual([both.hash('handle', 'badguy', 2), old.hash('handle', 'badguy')]);
    expect(lookup[0]).not.toBe(lookup[1]);
    // The hash key is not the encryption key: a hash is no key stream of the sealed value.
    expect(both.hash('handle', 'badguy', 1)).toBe(old.hash('handle', 'badguy'));
  });
});

describe('dataKeyProblem: a configured DATA_ENCRYPTION_KEY', () => {
  it('accepts random 32-byte keys, one or several versions', () => {
    expect(dataKeyProblem(V1)).toBeNull();
    expect(dataKeyProblem(`${V1},${V2}`)).toBeNull();
    expect(dataKeyProblem(newKeyEntry(7))).toBeNull();
    const sixteen = Buffer.from(Array.from({ length: 32 }, (_, i) => i % 16)).toString('base64url');
    expect(dataKeyProblem(`v1:${sixteen}`)).toBeNull();
    const fifteen = Buffer.from(Array.from({ length: 32 }, (_, i) => i % 15)).toString('base64url');
    expect(dataKeyProblem(`v1:${fifteen}`)).toMatch(/version 1 is not a random key/);
    const ring = new DataKeyring(`${newKeyEntry(12)},${newKeyEntry(3)}`);
    expect(ring.versions).toEqual([12, 3]);
    expect(DataKeyring.versionOf(ring.seal('x', 'c'))).toBe(12);
  });

  it.each([
    ['', /must be one or more comma-separated/],
    ['Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k', /must be one or more comma-separated/],
    ['v0:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k', /must be one or more comma-separated/],
    ['v1:c2hvcnQ', /version 1 must be 32 bytes \(it has 5\)/],
    [`v1:${Buffer.alloc(32, 'a').toString('base64url')}`, /version 1 is not a random key/],
    ['v1:change-me-change-me-change-me-change-me-ab', /version 1 is not a random key/],
    ['v1:changeme', /version 1 is not a random key/],
    ['v1:your_key_here', /version 1 is not a random key/],
    ['v1:YOURKEY', /version 1 is not a random key/],
    [`x${V1}`, /must be one or more comma-separated/],
    [`${V1}=`, /must be one or more comma-separated/],
    [`${V1}!`, /must be one or more comma-separated/],
    ['va:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k', /must be one or more comma-separated/],
    ['v1:', /must be one or more comma-separated/],
    [`${V1},${V1}`, /names version 1 twice/],
  ])('refuses %j, naming the variable', (value, message) => {
    expect(dataKeyProblem(value)).toMatch(message);
    expect(dataKeyProblem(value)).toMatch(/^DATA_ENCRYPTION_KEY /);
    expect(() => new DataKeyring(value)).toThrow(/^Invalid environment: DATA_ENCRYPTION_KEY /);
  });
});

describe('resolveDataKeys', () => {
  it('uses a configured key as it is and writes no file; refuses a weak one', () => {
    expect(resolveDataKeys({ configured: V1, dataDir, production: true })).toBe(V1);
    expect(readdirSync(dataDir)).toEqual([]);
    expect(() => resolveDataKeys({ configured: 'v1:c2hvcnQ', dataDir, production: false })).toThrow(
      /^Invalid environment: DATA_ENCRYPTION_KEY version 1 must be 32 bytes/,
    );
  });

  it('refuses to start in production without a configured key, and generates none', () => {
    expect(() => resolveDataKeys({ configured: undefined, dataDir, production: true })).toThrow(
      'Invalid environment: DATA_ENCRYPTION_KEY must be set in production',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('outside production generates a key into DATA_DIR once (mode 0600), told once, and reads it later', () => {
    const told: string[] = [];
    const nested = path.join(dataDir, 'not', 'yet');
    const first = resolveDataKeys({
      configured: undefined,
      dataDir: nested,
      production: false,
      onGenerated: (f) => told.push(f),
    });
    const file = path.join(nested, DATA_KEY_FILE);
    expect(first).toMatch(/^v1:[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(told).toEqual([file]);
    const again = resolveDataKeys({
      configured: undefined,
      dataDir: nested,
      production: false,
      onGenerated: (f) => told.push(f),
    });
    expect(again).toBe(first);
    expect(told).toHaveLength(1);
    expect(readdirSync(nested)).toEqual([DATA_KEY_FILE]);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it('refuses a damaged key file instead of generating a new key over it (the sealed rows need the old one)', () => {
    const file = path.join(dataDir, DATA_KEY_FILE);
    writeFileSync(file, 'v1:c2hvcnQ\n', { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(() => resolveDataKeys({ configured: undefined, dataDir, production: false })).toThrow(
      /DATA_ENCRYPTION_KEY version 1 must be 32 bytes .*restore the file from a backup/,
    );
    expect(readFileSync(file, 'utf8')).toBe('v1:c2hvcnQ\n');
  });

  it('reads a hand-made key file and narrows its rights to the owner', () => {
    const file = path.join(dataDir, DATA_KEY_FILE);
    writeFileSync(file, `${V1},${V2}\n`);
    chmodSync(file, 0o644);
    expect(resolveDataKeys({ configured: undefined, dataDir, production: false })).toBe(`${V1},${V2}`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('a folder in the place of the key file stops the start', () => {
    mkdirSync(path.join(dataDir, DATA_KEY_FILE));
    expect(() => resolveDataKeys({ configured: undefined, dataDir, production: false })).toThrow(/EISDIR/);
  });

  it('a rival process that wrote the key first wins, and both use its key', () => {
    const told: string[] = [];
    const key = resolveDataKeys({
      configured: undefined,
      dataDir,
      production: false,
      onGenerated: (file) => told.push(file),
      beforeLink: (file) => writeFileSync(file, `${V2}\n`, { mode: 0o600 }),
    });
    expect(key).toBe(V2);
    expect(told).toEqual([]);
    expect(readdirSync(dataDir)).toEqual([DATA_KEY_FILE]);
    // Without anyone to tell, a generation is silent.
    const other = path.join(dataDir, 'other');
    expect(resolveDataKeys({ configured: undefined, dataDir: other, production: false })).not.toBe(key);
  });
});
