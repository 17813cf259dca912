import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Each case loads env.ts in a fresh Node with only the variables given, as a start does.

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const PROBE = `import('./src/server/env.ts').then(({ env }) => {
  const { createHash } = require('node:crypto');
  console.log('secret-sha256=' + createHash('sha256').update(env.AUTH_SECRET).digest('hex'));
});`;

function start(variables: Record<string, string>) {
  const {
    AUTH_SECRET: _secret,
    DATA_ENCRYPTION_KEY: _dataKey,
    APP_ENV: _appEnv,
    NEXT_PHASE: _phase,
    ...inherited
  } = process.env;
  const result = spawnSync(process.execPath, [tsx, '--conditions=react-server', '-e', PROBE], {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'production', ...variables },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'matside-env-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('AUTH_SECRET at start', () => {
  it('unset: the first start generates one into DATA_DIR and says so once; the next start reads the same', async () => {
    const first = start({ DATA_DIR: dataDir, AUTH_SECRET: '' });
    expect(first.status, first.err).toBe(0);
    expect(first.out).toContain(`generated a random secret into ${path.join(dataDir, 'auth-secret')} (mode 0600)`);
    expect((await stat(path.join(dataDir, 'auth-secret'))).mode & 0o777).toBe(0o600);
    const second = start({ DATA_DIR: dataDir });
    expect(second.status, second.err).toBe(0);
    expect(second.out).not.toContain('generated');
    const hash = (out: string) => /secret-sha256=([0-9a-f]{64})/.exec(out)?.[1];
    expect(hash(second.out)).toBe(hash(first.out));
    expect(hash(first.out)).toBeTruthy();
  }, 120_000);

  it('the old repository default is refused whatever APP_ENV, with a message naming AUTH_SECRET', () => {
    for (const appEnv of ['development', 'production']) {
      const run = start({
        DATA_DIR: dataDir,
        APP_ENV: appEnv,
        APP_URL: 'https://matside.example',
        // Real addresses, so production's mail-address check is not what refuses the start.
        MAIL_FROM: 'no-reply@matside.com',
        CONTACT_TO: 'support@matside.com',
        AUTH_SECRET: 'matside-development-secret-change-me-in-production',
      });
      expect(run.status).not.toBe(0);
      expect(run.err).toContain('Invalid environment: AUTH_SECRET is a value published in the repository');
      expect(run.out).not.toContain('secret-sha256=');
    }
  }, 120_000);

  it('a short secret is refused', () => {
    const run = start({ DATA_DIR: dataDir, AUTH_SECRET: 'Xy7#kq2' });
    expect(run.status).not.toBe(0);
    expect(run.err).toContain('AUTH_SECRET must be at least 32 characters');
  }, 60_000);

  it('`next build` generates nothing and refuses to hand out a secret', async () => {
    const buildDir = path.join(dataDir, 'build');
    const run = start({ DATA_DIR: buildDir, NEXT_PHASE: 'phase-production-build' });
    expect(run.status).not.toBe(0);
    expect(run.err).toContain('AUTH_SECRET is not available during `next build`');
    await expect(stat(buildDir)).rejects.toThrow(/ENOENT/);
  }, 60_000);
});

describe('DATA_ENCRYPTION_KEY at start (decision 053)', () => {
  const production = {
    APP_ENV: 'production',
    APP_URL: 'https://matside.com',
    MAIL_FROM: 'no-reply@matside.com',
    CONTACT_TO: 'support@matside.com',
    AUTH_SECRET: 'q8Vn3xTz0LmR5wKc2YpH7sJd4FgB9aUe',
  };

  it('production refuses to start without one, or with a weak one, naming the variable and generating nothing', async () => {
    const folder = path.join(dataDir, 'production');
    const unset = start({ ...production, DATA_DIR: folder });
    expect(unset.status).not.toBe(0);
    expect(unset.err).toContain('Invalid environment: DATA_ENCRYPTION_KEY must be set in production');
    const weak = start({ ...production, DATA_DIR: folder, DATA_ENCRYPTION_KEY: `v1:${'A'.repeat(43)}` });
    expect(weak.status).not.toBe(0);
    expect(weak.err).toContain('Invalid environment: DATA_ENCRYPTION_KEY version 1 is not a random key');
    await expect(stat(path.join(folder, 'data-encryption-key'))).rejects.toThrow(/ENOENT/);
    const set = start({
      ...production,
      DATA_DIR: folder,
      DATA_ENCRYPTION_KEY: 'v1:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k',
    });
    expect(set.status, set.err).toBe(0);
  }, 120_000);

  it('unset elsewhere: the first start generates one into DATA_DIR (mode 0600) and says so once', async () => {
    const folder = path.join(dataDir, 'demo');
    const first = start({ DATA_DIR: folder });
    expect(first.status, first.err).toBe(0);
    expect(first.out).toContain(`generated a random key into ${path.join(folder, 'data-encryption-key')} (mode 0600)`);
    expect((await stat(path.join(folder, 'data-encryption-key'))).mode & 0o777).toBe(0o600);
    const second = start({ DATA_DIR: folder });
    expect(second.status, second.err).toBe(0);
    expect(second.out).not.toContain('generated a random key');
  }, 120_000);
});
