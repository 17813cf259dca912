import { describe, expect, it } from 'vitest';
import { env, trustedOrigins } from '@/server/env';

// Outside production, APP_URL follows the served port when unset, and both loopback
// names on that port are trusted origins for sign-in (Better Auth) and forms (the CSRF gate). The
// browser journey is tests/e2e/origins.spec.ts. (Better Auth skips its origin check under Vitest.)

describe('trusted origins in development', () => {
  it('APP_URL follows the served port when unset', () => {
    expect(env.APP_URL).toBe(`http://localhost:${env.PORT}`);
  });

  it('trusts APP_URL and both loopback names on the served port, and nothing else', () => {
    expect([...trustedOrigins].sort()).toEqual(
      [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`].sort(),
    );
  });
});
