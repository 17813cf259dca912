// Phones and e-mails are stored normalised so a lookup typed any way finds the row. The one phone
// rule (decision 046): no country code means US; stored as E.164 without '+'; shown nationally.
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

const PHONE_CHARACTERS = /^[\d\s()+.\-/]+$/;

/** '+1 888 004 1578', '888-004-1578' and '(888) 004 1578' are all '18880041578'; null if not a whole number. */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text) || !/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isPossible()) return null;
  if (parsed.countryCallingCode === '1' && !/^[2-9]/.test(parsed.nationalNumber)) return null;
  return parsed.number.slice(1);
}

/**
 * A North American number's stored form: '1', an area code starting 2-9 and seven digits. Every such
 * number is formatted '(AAA) EEE-NNNN' by libphonenumber too (its parse, ~17 µs a number, only looks
 * up which NANP country it belongs to); the contact-normalize test checks both agree.
 */
const STORED_NORTH_AMERICAN = /^1[2-9]\d{9}$/;

/** '(888) 004-1578' in North America, '+49 89 1234567' elsewhere; unreadable text as it is. */
export function displayPhone(stored: string): string {
  if (STORED_NORTH_AMERICAN.test(stored)) return `(${stored.slice(1, 4)}) ${stored.slice(4, 7)}-${stored.slice(7)}`;
  const digits = phoneDigits(stored);
  const parsed = digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  if (!parsed?.isPossible()) return stored;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

/** A whole number's stored form, else its digits (a fragment still finds every number holding it). */
export function phoneSearchDigits(value: string): string {
  return normalizePhone(value) ?? phoneDigits(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Spec §5 3-3-4 mask. A country code is kept ('+…'); an 11-digit US number drops its trunk '1'. */
export function formatPhoneMask(value: string): string {
  if (value.trim().startsWith('+')) return new AsYouType().input(`+${phoneDigits(value).slice(0, 15)}`);
  const typed = phoneDigits(value).replace(/^0+/, '');
  const digits = (typed.length > 10 && typed.startsWith('1') ? typed.slice(1) : typed).slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean);
  return parts.join('-');
}

export function looksLikePhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length >= 3 && PHONE_CHARACTERS.test(value.trim());
}

/** A report's own address is also its first e-mail row. */
export function distinctEmails<T>(items: readonly T[], email: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = normalizeEmail(email(item));
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
