import { describe, expect, it } from 'vitest';
import { abSites } from './lighthouse-ab-sites';

describe('abSites (LIGHTHOUSE_AB_URLS)', () => {
  it('is null when unset or empty: the A/B builds and starts both sides', () => {
    expect(abSites(undefined)).toBeNull();
    expect(abSites('')).toBeNull();
    expect(abSites(' , ')).toBeNull();
  });

  it('names A then B, each by its origin', () => {
    expect(abSites('http://127.0.0.1:4810, http://127.0.0.1:4811/')).toEqual({
      A: 'http://127.0.0.1:4810',
      B: 'http://127.0.0.1:4811',
    });
  });

  it('refuses one site, three, the same one twice, or something not a web address', () => {
    expect(() => abSites('http://127.0.0.1:4810')).toThrow(/two URLs/);
    expect(() => abSites('http://a:1,http://b:2,http://c:3')).toThrow(/two URLs/);
    expect(() => abSites('http://127.0.0.1:4810,http://127.0.0.1:4810/')).toThrow(/same site/);
    expect(() => abSites('http://127.0.0.1:4810,ftp://127.0.0.1:21')).toThrow(/not a web address/);
  });
});
