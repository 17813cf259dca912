// Phones and e-mails are stored normalised (digits only; trimmed lower case) so that a lookup
// typed with any punctuation or case finds the stored row. Shared by browser and server.

/** Digits only: '(555) 019-9731' → '5550199731'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/** Trimmed, lower-cased e-mail (the database refuses anything else). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Spec §5 Phone add: the 3-3-4 mask with dashes, first digit 1-9, at most 10 digits. */
export function formatPhoneMask(value: string): string {
  const digits = phoneDigits(value).replace(/^0+/, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean);
  return parts.join('-');
}

/** A search text that looks like a phone number (mostly digits and phone punctuation). */
export function looksLikePhone(value: string): boolean {
  const digits = phoneDigits(value);
  return digits.length >= 3 && /^[\d\s()+.\-/]+$/.test(value.trim());
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
