// Phones and e-mails are stored normalised (E.164 digits; trimmed lower case) so that a lookup
// typed with any punctuation, case or country code finds the stored row. Shared by browser and
// server. The one phone rule (docs/decisions/046): libphonenumber-js reads the number, a number
// without a country code is a US one, the stored form is E.164 without its '+' (the country code
// and the number, digits only), shown in national form.
import { AsYouType, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The country of a number typed without a country code: the site is US-first (decision 046). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/** Digits only: '(555) 019-9731' → '5550199731'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Only digits, spaces and phone punctuation ('+', '(', ')', '.', '-', '/'). */
const PHONE_CHARACTERS = /^[\d\s()+.\-/]+$/;

/**
 * The stored form of a phone number typed in any usual way: E.164 digits without the '+'
 * ('+1 888 004 1578', '888-004-1578', '(888) 004 1578' and '1 888 004 1578' are all
 * '18880041578'), or null when the text cannot be a whole phone number (a number of the wrong
 * length, letters, a North American number whose area code starts with 0 or 1).
 */
export function normalizePhone(value: string): string | null {
  const text = value.trim();
  if (!PHONE_CHARACTERS.test(text) || !/\d/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isPossible()) return null;
  if (parsed.countryCallingCode === '1' && !/^[2-9]/.test(parsed.nationalNumber)) return null;
  return parsed.number.slice(1);
}

/**
 * A stored number as people read it: a North American one in national form ('(888) 004-1578'),
 * another country's with its country code ('+49 89 1234567'). Text that is not a stored E.164
 * number (a row no rule could read) is shown as it is.
 */
export function displayPhone(stored: string): string {
  const digits = phoneDigits(stored);
  const parsed = digits ? parsePhoneNumberFromString(`+${digits}`) : undefined;
  if (!parsed?.isPossible()) return stored;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * The digits a phone-like search text looks for inside stored numbers: the stored form of a whole
 * number (so '+1 888 004 1578' and '888-004-1578' find the same row), else its digits (a fragment
 * such as '004-1578' still finds every number containing them).
 */
export function phoneSearchDigits(value: string): string {
  return normalizePhone(value) ?? phoneDigits(value);
}

/** Trimmed, lower-cased e-mail (the database refuses anything else). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Spec §5 Phone add: the 3-3-4 mask with dashes, first digit 1-9, at most 10 digits. A number typed
 * with its country code keeps it: '+' starts the international form ('+1 312 555 0142'), and the
 * US trunk prefix of an 11-digit '1 312 555 0142' is dropped, not the last digit.
 */
export function formatPhoneMask(value: string): string {
  if (value.trim().startsWith('+')) return new AsYouType().input(`+${phoneDigits(value).slice(0, 15)}`);
  const typed = phoneDigits(value).replace(/^0+/, '');
  const digits = (typed.length > 10 && typed.startsWith('1') ? typed.slice(1) : typed).slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean);
  return parts.join('-');
}

/** A search text that looks like a phone number (mostly digits and phone punctuation). */
export function looksLikePhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length >= 3 && PHONE_CHARACTERS.test(value.trim());
}

/**
 * Each e-mail once, first spelling kept: a report's own address and its added addresses often
 * repeat each other (the report's address is also its first e-mail row).
 */
export function distinctEmails<T>(items: readonly T[], email: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = normalizeEmail(email(item));
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
