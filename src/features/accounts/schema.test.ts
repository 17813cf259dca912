import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LoginSchema, safeNextPath, TotpCodeSchema } from './schema';

describe('login schemas', () => {
  it('requires both fields with the spec generic text', () => {
    const result = LoginSchema.safeParse({ identifier: ' ', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['This field is required', 'This field is required']);
  });
  it('wants six digits for a TOTP code', () => {
    expect(TotpCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(TotpCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
  it('only follows our own paths after sign-in', () => {
    expect(safeNextPath('/girl/timewasters')).toBe('/girl/timewasters');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('https://evil.example')).toBe('/dashboard');
    expect(safeNextPath('/\\evil.example')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });
});

describe('safeNextPath', () => {
  const SITE = 'http://localhost:3000';
  const OTHER = 'https://other.example';

  function staysOnSite(path: string): boolean {
    return new URL(path, SITE).origin === SITE && new URL(path, OTHER).origin === OTHER;
  }

  it('refuses the tricks a browser reads as another host', () => {
    for (const next of [
      '/\t/evil.example',
      '/\t\t/evil.example',
      '/\n/evil.example',
      '\t//evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      'http://evil.example/dashboard',
      'http:evil.example',
      '//localhost:3000@evil.example',
    ]) {
      const path = safeNextPath(next, { origin: SITE });
      expect(staysOnSite(path), `${JSON.stringify(next)} → ${path}`).toBe(true);
    }
    expect(safeNextPath('/\t/evil.example')).toBe('/dashboard');
  });

  it('keeps our own paths, absolute ones on our origin included, normalised and ASCII', () => {
    expect(safeNextPath('/profile/Gina%20Slam?tab=1#top')).toBe('/profile/Gina%20Slam?tab=1#top');
    expect(safeNextPath(`${SITE}/girl/bookings`, { origin: SITE })).toBe('/girl/bookings');
    expect(safeNextPath('/profile/Zoë', { origin: SITE })).toBe('/profile/Zo%C3%AB');
    expect(safeNextPath('/a\r\nSet-Cookie:x=1', { origin: SITE })).toBe('/aSet-Cookie:x=1');
  });

  it('never throws and never leaves the site, whatever it is given (fuzzed)', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      '.',
      '..',
      '%2f',
      '%5c',
      '@',
      ':',
      '?',
      '#',
      'evil.example',
      'localhost:3000',
      'http:',
      'é',
      '\u0000',
      ' ',
    );
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(hostile, (next) => {
        const path = safeNextPath(next, { origin: SITE });
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(/^[\x21-\x7e]+$/.test(path)).toBe(true);
        expect(staysOnSite(path)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  }, 30_000); // 5,000 runs: seconds on a loaded 2-core machine
});
