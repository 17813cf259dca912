import { describe, expect, it } from 'vitest';
import { distinctEmails, formatPhoneMask, looksLikePhone, normalizeEmail, phoneDigits } from './contact-normalize';

describe('contact normalisation', () => {
  it('keeps only the digits of a phone number', () => {
    expect(phoneDigits('(555) 019-9731')).toBe('5550199731');
    expect(phoneDigits('+1 555.019.9731')).toBe('15550199731');
  });

  it('lower-cases and trims e-mails', () => {
    expect(normalizeEmail('  Canary-TW@Example.TEST ')).toBe('canary-tw@example.test');
  });

  it('masks phones 3-3-4 with a first digit 1-9', () => {
    expect(formatPhoneMask('5550199731')).toBe('555-019-9731');
    expect(formatPhoneMask('0555')).toBe('555');
    expect(formatPhoneMask('55501')).toBe('555-01');
    expect(formatPhoneMask('555019973199')).toBe('555-019-9731');
  });

  it('tells phone-like search texts apart', () => {
    expect(looksLikePhone('555-019')).toBe(true);
    expect(looksLikePhone('(555) 019 9731')).toBe(true);
    expect(looksLikePhone('john')).toBe(false);
    expect(looksLikePhone('12')).toBe(false);
  });
});

describe('distinctEmails', () => {
  it('keeps each address once, whatever its case or spaces, in first-seen order', () => {
    const rows = [
      { id: 0, email: 'Joe@Example.com' },
      { id: 1, email: 'joe@example.com' },
      { id: 2, email: 'other@example.com' },
      { id: 3, email: ' JOE@example.com ' },
      { id: 4, email: '' },
    ];
    expect(distinctEmails(rows, (r) => r.email).map((r) => r.id)).toEqual([0, 2]);
  });
});
