import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, KNOWN_AUTH_SECRETS, authSecretProblem, resolveAuthSecret } from './auth-secret';

const OLD_DEFAULT = 'matside-development-secret-change-me-in-production';
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'matside-secret-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('resolveAuthSecret: a configured AUTH_SECRET', () => {
  it('refuses the old repository default and any value of .env.example, naming the variable', () => {
    const envExample = readFileSync(path.resolve(import.meta.dirname, '../../.env.example'), 'utf8');
    const exampleValue = /^AUTH_SECRET=(.*)$/m.exec(envExample)?.[1]?.trim();
    expect(exampleValue, '.env.example leaves AUTH_SECRET empty: the first start generates one').toBe('');
    expect(KNOWN_AUTH_SECRETS).toContain(OLD_DEFAULT);
    for (const value of [OLD_DEFAULT, `${OLD_DEFAULT}-2`, 'please-change-me-to-something-long-enough-ok']) {
      expect(() => resolveAuthSecret({ configured: value, dataDir })).toThrow(/^Invalid environment: AUTH_SECRET /);
    }
  });

  it('refuses short and low-variety secrets', () => {
    expect(authSecretProblem('a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P')).toMatch(
      /AUTH_SECRET must be at least 32 characters \(it has 31\)/,
    );
    expect(authSecretProblem('ab'.repeat(20))).toMatch(/AUTH_SECRET has too few distinct characters/);
    expect(() => resolveAuthSecret({ configured: 'short', dataDir })).toThrow(/AUTH_SECRET must be at least 32/);
  });

  it('uses a random configured secret as it is and writes no file', () => {
    const value = 'q8Vn3xTz0LmR5wKc2YpH7sJd4FgB9aUe';
    expect(authSecretProblem(value)).toBeNull();
    expect(resolveAuthSecret({ configured: value, dataDir })).toBe(value);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('resolveAuthSecret: AUTH_SECRET unset', () => {
  it('generates a random secret on the first start into DATA_DIR (mode 0600), told once, and reads it later', () => {
    const told: string[] = [];
    const nested = path.join(dataDir, 'not-yet');
    const first = resolveAuthSecret({ configured: undefined, dataDir: nested, onGenerated: (file) => told.push(file) });
    const file = path.join(nested, AUTH_SECRET_FILE);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(authSecretProblem(first)).toBeNull();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(told).toEqual([file]);
    expect(told.join()).not.toContain(first);

    const second = resolveAuthSecret({ configured: undefined, dataDir: nested, onGenerated: (f) => told.push(f) });
    expect(second).toBe(first);
    expect(told).toHaveLength(1);
    expect(readdirSync(nested)).toEqual([AUTH_SECRET_FILE]);
  });

  it('two folders get two different secrets', () => {
    const other = path.join(dataDir, 'other');
    expect(resolveAuthSecret({ configured: undefined, dataDir })).not.toBe(
      resolveAuthSecret({ configured: undefined, dataDir: other }),
    );
  });

  it('a rival process that wrote the file first wins, and both use its secret', () => {
    const rival = 'R'.repeat(8) + 'ival-secret-written-first-0123456789';
    const told: string[] = [];
    const secret = resolveAuthSecret({
      configured: undefined,
      dataDir,
      onGenerated: (file) => told.push(file),
      beforeLink: (file) => writeFileSync(file, `${rival}\n`, { mode: 0o600 }),
    });
    expect(secret).toBe(rival);
    expect(told).toEqual([]);
    expect(readdirSync(dataDir)).toEqual([AUTH_SECRET_FILE]);
  });

  it('narrows a kept file readable by others to 0600, and refuses a damaged one', () => {
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    writeFileSync(file, 'k'.repeat(4) + 'ept-secret-from-an-earlier-start-xyz', { mode: 0o644 });
    expect(resolveAuthSecret({ configured: undefined, dataDir })).toBe('kkkkept-secret-from-an-earlier-start-xyz');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, 'short');
    expect(() => resolveAuthSecret({ configured: undefined, dataDir })).toThrow(
      /AUTH_SECRET: the generated secret .* is damaged/,
    );
  });
});
