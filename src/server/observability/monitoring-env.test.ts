import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';

const base = {
  AUTH_SECRET: 'a-real-secret-of-at-least-thirty-two-characters',
  DATA_ENCRYPTION_KEY: 'v1:Qz7mN2pX9vK4tR8wL1cJ6hF3dS5gA0bY-uE_iO7nM2k',
};

describe('SENTRY_DSN', () => {
  it('is off when unset or blank', () => {
    expect(parseEnv(base).SENTRY_DSN).toBeUndefined();
    expect(parseEnv({ ...base, SENTRY_DSN: '  ' }).SENTRY_DSN).toBeUndefined();
  });
  it('takes a Sentry or GlitchTip DSN', () => {
    const dsn = 'https://0123abcd@o42.ingest.sentry.io/4501';
    expect(parseEnv({ ...base, SENTRY_DSN: dsn }).SENTRY_DSN).toBe(dsn);
  });
  it('refuses anything else, naming the variable', () => {
    expect(() => parseEnv({ ...base, SENTRY_DSN: 'not a url' })).toThrow('SENTRY_DSN');
    expect(() => parseEnv({ ...base, SENTRY_DSN: 'ftp://key@host/1' })).toThrow('SENTRY_DSN');
  });
});
