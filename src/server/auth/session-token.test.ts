import { describe, expect, it, vi } from 'vitest';

const context = {
  authCookies: { sessionToken: { name: 'matside.session_token' } },
  secret: 'a-test-secret-of-32-characters!!',
};
vi.mock('./auth', () => ({ getAuth: async () => ({ $context: Promise.resolve(context) }) }));

const { readCookie, sessionTokenFromHeaders, verifiedValue } = await import('./session-token');

// Written by better-call's serializeSignedCookie('matside.session_token', 'tok_en.123', secret), as
// Better Auth sets the cookie at sign-in.
const SIGNED = 'tok_en.123.S%2B5lJsds30qqC6Vd68LIpnKYN3wcWRUfOoMTpA0DzMs%3D';
const SECRET = context.secret;

describe('readCookie', () => {
  it('reads the named cookie, URL-decoded, the first of that name', () => {
    expect(readCookie(`a=1; matside.session_token=${SIGNED}; b=2`, 'matside.session_token')).toBe(
      'tok_en.123.S+5lJsds30qqC6Vd68LIpnKYN3wcWRUfOoMTpA0DzMs=',
    );
    expect(readCookie('x=1;y="quoted%20v"', 'y')).toBe('quoted v');
    expect(readCookie('n=first; n=second', 'n')).toBe('first');
    expect(readCookie('n=%E0%A4%A', 'n')).toBe('%E0%A4%A');
  });

  it('matches whole names only', () => {
    expect(readCookie('xmatside.session_token=a; matside.session_token2=b', 'matside.session_token')).toBeNull();
    expect(readCookie('flag; other=1', 'flag')).toBeNull();
  });
});

describe('verifiedValue', () => {
  const decoded = decodeURIComponent(SIGNED);

  it("accepts Better Auth's own signature and gives the token with its dots", () => {
    expect(verifiedValue(decoded, SECRET)).toBe('tok_en.123');
  });

  it('refuses another secret, a changed token or signature, and malformed values', () => {
    expect(verifiedValue(decoded, `${SECRET}x`)).toBeNull();
    expect(verifiedValue(decoded.replace('tok_en', 'tok_em'), SECRET)).toBeNull();
    expect(verifiedValue(decoded.replace('S+5l', 'S+5m'), SECRET)).toBeNull();
    expect(verifiedValue('tok_en.123', SECRET)).toBeNull();
    expect(verifiedValue(decoded.slice(0, -1), SECRET)).toBeNull();
    expect(verifiedValue(`${decoded.slice(0, -1)}A`, SECRET)).toBeNull();
    expect(verifiedValue(decoded.slice(decoded.indexOf('.S')), SECRET)).toBeNull();
  });
});

describe('sessionTokenFromHeaders', () => {
  it('gives the token of a validly signed session cookie, null otherwise', async () => {
    expect(await sessionTokenFromHeaders(new Headers({ cookie: `matside.session_token=${SIGNED}` }))).toBe(
      'tok_en.123',
    );
    expect(await sessionTokenFromHeaders(new Headers())).toBeNull();
    expect(await sessionTokenFromHeaders(new Headers({ cookie: 'matside.session_token=tok_en.123' }))).toBeNull();
    expect(await sessionTokenFromHeaders(new Headers({ cookie: `better-auth.session_token=${SIGNED}` }))).toBeNull();
  });
});
