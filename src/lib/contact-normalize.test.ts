import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import {
  displayPhone,
  distinctEmails,
  formatPhoneMask,
  looksLikePhone,
  normalizeEmail,
  normalizePhone,
  phoneDigits,
  phoneSearchDigits,
} from './contact-normalize';

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

  it('keeps a typed country code instead of cutting the number (the "+1" mangling)', () => {
    expect(formatPhoneMask('+1 (312) 555-0142')).toBe('+1 312 555 0142');
    expect(formatPhoneMask('+')).toBe('+');
    expect(formatPhoneMask('+49 89 1234567')).toBe('+49 89 1234567');
    expect(formatPhoneMask('1 312 555 0142')).toBe('312-555-0142');
    expect(formatPhoneMask('13125550142')).toBe('312-555-0142');
    expect(formatPhoneMask('1312555014')).toBe('131-255-5014');
  });

  it('tells phone-like search texts apart', () => {
    expect(looksLikePhone('555-019')).toBe(true);
    expect(looksLikePhone('(555) 019 9731')).toBe(true);
    expect(looksLikePhone('john')).toBe(false);
    expect(looksLikePhone('12')).toBe(false);
    expect(looksLikePhone('555')).toBe(true);
    expect(looksLikePhone(' 312 ')).toBe(true);
  });

  it('masks what people paste: leading zeros, a space before the "+", more digits than a number has', () => {
    expect(formatPhoneMask('00 312 555 0142')).toBe('312-555-0142');
    expect(formatPhoneMask(' +1 312 555 0142')).toBe('+1 312 555 0142');
    expect(formatPhoneMask('+1 312 555 0142 9999 9999')).toBe(formatPhoneMask('+1 312 555 0142 9999'));
    expect(phoneDigits(formatPhoneMask('+1 312 555 0142 9999 9999'))).toHaveLength(15);
  });
});

describe('normalizePhone: one stored form (E.164 digits) for every way of typing a number', () => {
  it('reads a US number with or without its country code and any punctuation', () => {
    for (const typed of [
      '+1 888 004 1578',
      '888-004-1578',
      '(888) 004 1578',
      '888.004.1578',
      '8880041578',
      '18880041578',
      '1 888 004 1578',
      '1-888-004-1578',
      '+1 (888) 004-1578',
      '+18880041578',
      '  888 004 1578  ',
      '888/004/1578',
    ]) {
      expect(normalizePhone(typed), typed).toBe('18880041578');
    }
  });
  it("reads another country's number by its code", () => {
    expect(normalizePhone('+49 89 1234567')).toBe('49891234567');
    expect(normalizePhone('+44 7700 900123')).toBe('447700900123');
    expect(normalizePhone('+39 06 1234 5678')).toBe('390612345678');
  });
  it('refuses a digit or two that the library cannot read at all, without throwing', () => {
    for (const text of ['1', '(1)', '+0', ' 0 ']) expect(normalizePhone(text), text).toBeNull();
  });

  it('refuses what cannot be a whole number', () => {
    for (const typed of [
      '',
      '   ',
      '+',
      '555-0142',
      '1234',
      '12345678901234567',
      '0123456789',
      '1123456789',
      '888-004-157',
      '888-004-15788',
      'call 888 004 1578',
      '888-004-1578 ext 2',
      '07700 900123',
      '+1 888 004',
      '---',
    ]) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });
});

describe('displayPhone', () => {
  it('shows a North American number in national form, another with its country code', () => {
    expect(displayPhone('18880041578')).toBe('(888) 004-1578');
    expect(displayPhone('13125550142')).toBe('(312) 555-0142');
    expect(displayPhone('49891234567')).toBe('+49 89 1234567');
  });
  it('shows what no rule could read as it is', () => {
    expect(displayPhone('5550142')).toBe('5550142');
    expect(displayPhone('')).toBe('');
  });
  it('formats every stored North American number as libphonenumber does', () => {
    // Every area code 200-999, exchanges and lines spread over their ranges (0xx and 1xx included).
    for (let area = 200; area <= 999; area += 1) {
      const exchange = String((area * 37) % 1000).padStart(3, '0');
      const stored = `1${area}${exchange}${String((area * 7919) % 10000).padStart(4, '0')}`;
      expect(displayPhone(stored), stored).toBe(parsePhoneNumberFromString(`+${stored}`)!.formatNational());
    }
  });
  it('leaves to libphonenumber what is not a stored North American number', () => {
    expect(displayPhone('11234567890')).toBe(parsePhoneNumberFromString('+11234567890')!.formatNational());
    expect(displayPhone('+1 888 004 1578')).toBe('(888) 004-1578');
    expect(displayPhone('188800415789')).toBe('188800415789');
  });
  it('shows again what normalizePhone stored, for every way of typing it', () => {
    for (const typed of ['+1 888 004 1578', '888-004-1578', '(888) 004 1578']) {
      expect(displayPhone(normalizePhone(typed)!)).toBe('(888) 004-1578');
    }
  });
});

describe('phoneSearchDigits', () => {
  it('looks for the stored form of a whole number, else for the digits typed', () => {
    expect(phoneSearchDigits('+1 888 004 1578')).toBe('18880041578');
    expect(phoneSearchDigits('888-004-1578')).toBe('18880041578');
    expect(phoneSearchDigits('(888) 004 1578')).toBe('18880041578');
    expect(phoneSearchDigits('004-1578')).toBe('0041578');
    expect(phoneSearchDigits('555')).toBe('555');
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
