import { describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES, formFactor, lighthousePages } from './lighthouse-audit';

describe('lighthousePages', () => {
  it('audits every page when LIGHTHOUSE_ONLY is unset or empty', () => {
    expect(lighthousePages(undefined)).toEqual(LIGHTHOUSE_PAGES);
    expect(lighthousePages('')).toEqual(LIGHTHOUSE_PAGES);
  });

  it('keeps only the named pages, in the bench order, spaces ignored', () => {
    expect(lighthousePages(' wrestlers , home').map((page) => page.name)).toEqual(['home', 'wrestlers']);
    expect(lighthousePages('search').map((page) => page.path)).toEqual(['/advanced_search?q=an']);
  });

  it('names the unknown pages and the known ones instead of auditing nothing', () => {
    expect(() => lighthousePages('wrestlers,profil')).toThrow(
      'LIGHTHOUSE_ONLY names unknown pages (profil); known: home, wrestlers, profile, search, dashboard, moderation',
    );
  });
});

describe('formFactor', () => {
  it("is Lighthouse's mobile preset unless LIGHTHOUSE_FORM_FACTOR says desktop", () => {
    expect(formFactor(undefined)).toBe('mobile');
    expect(formFactor(' ')).toBe('mobile');
    expect(formFactor('mobile')).toBe('mobile');
    expect(formFactor(' desktop ')).toBe('desktop');
  });

  it('refuses a device it does not know instead of measuring the phone', () => {
    expect(() => formFactor('tablet')).toThrow('LIGHTHOUSE_FORM_FACTOR is tablet: it is mobile or desktop');
  });
});
