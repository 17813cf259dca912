import { describe, expect, it, vi } from 'vitest';

const parse = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('libphonenumber-js/min', async (importOriginal) => {
  const original = await importOriginal<typeof import('libphonenumber-js/min')>();
  return {
    ...original,
    parsePhoneNumberFromString: (...args: Parameters<typeof original.parsePhoneNumberFromString>) => {
      parse.calls.push(args[0]);
      return original.parsePhoneNumberFromString(...args);
    },
  };
});

const { displayPhone } = await import('./contact-normalize');

describe('displayPhone on a card', () => {
  it('formats a stored North American number without parsing it, another country through libphonenumber', () => {
    expect(displayPhone('18880041578')).toBe('(888) 004-1578');
    expect(displayPhone('13125550142')).toBe('(312) 555-0142');
    expect(parse.calls).toEqual([]);
    expect(displayPhone('49891234567')).toBe('+49 89 1234567');
    expect(parse.calls).toEqual(['+49891234567']);
  });
});
