import { describe, expect, it } from 'vitest';
import { checkCsrf, type CsrfRequestFacts } from './csrf';

const base: CsrfRequestFacts = {
  method: 'POST',
  host: 'matside.test',
  origin: null,
  referer: null,
  secFetchSite: null,
};

describe('checkCsrf', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('lets safe method %s through even cross-site', (method) => {
    expect(checkCsrf({ ...base, method, origin: 'https://evil.example', secFetchSite: 'cross-site' })).toEqual({
      ok: true,
    });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('accepts %s from our own origin', (method) => {
    expect(checkCsrf({ ...base, method, origin: 'https://matside.test', secFetchSite: 'same-origin' })).toEqual({
      ok: true,
    });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses %s from a foreign origin', (method) => {
    expect(checkCsrf({ ...base, method, origin: 'http://evil.example' })).toEqual({
      ok: false,
      reason: 'origin-mismatch',
    });
  });

  it('compares the port too', () => {
    expect(checkCsrf({ ...base, host: '127.0.0.1:3100', origin: 'http://127.0.0.1:3100' }).ok).toBe(true);
    expect(checkCsrf({ ...base, host: '127.0.0.1:3100', origin: 'http://127.0.0.1:3101' }).ok).toBe(false);
  });

  it('does not accept a look-alike host', () => {
    expect(checkCsrf({ ...base, origin: 'https://matside.test.evil.example' }).ok).toBe(false);
    expect(checkCsrf({ ...base, origin: 'https://evil.example/?https://matside.test' }).ok).toBe(false);
  });

  it('refuses whatever the Origin says when the browser reports cross-site', () => {
    expect(checkCsrf({ ...base, origin: 'https://matside.test', secFetchSite: 'cross-site' })).toEqual({
      ok: false,
      reason: 'cross-site',
    });
  });

  it('refuses the opaque "null" origin', () => {
    expect(checkCsrf({ ...base, origin: 'null' })).toEqual({ ok: false, reason: 'opaque-origin' });
  });

  it('refuses an unparsable origin', () => {
    expect(checkCsrf({ ...base, origin: 'not a url' }).ok).toBe(false);
  });

  it('falls back to the Referer when Origin is absent', () => {
    expect(checkCsrf({ ...base, referer: 'https://matside.test/contact' }).ok).toBe(true);
    expect(checkCsrf({ ...base, referer: 'https://evil.example/page' })).toEqual({
      ok: false,
      reason: 'referer-mismatch',
    });
  });

  it('lets non-browser clients without Origin or Referer through', () => {
    expect(checkCsrf(base)).toEqual({ ok: true });
  });

  it('trusts the load balancer host and configured origins', () => {
    const behindLb = { ...base, host: 'app-3.internal:3000', origin: 'https://matside.example' };
    expect(checkCsrf(behindLb).ok).toBe(false);
    expect(checkCsrf({ ...behindLb, forwardedHost: 'matside.example, proxy.internal' }).ok).toBe(true);
    expect(checkCsrf({ ...behindLb, trustedOrigins: ['https://matside.example'] }).ok).toBe(true);
  });

  it('ignores host case', () => {
    expect(checkCsrf({ ...base, host: 'Matside.TEST', origin: 'https://matside.test' }).ok).toBe(true);
  });
});
