// Pure helpers for the two-factor card (unit-tested).

/** The base32 secret of an otpauth:// URI, in groups of four for typing into an authenticator app. */
export function totpSecretOf(totpURI: string): string | null {
  try {
    const secret = new URL(totpURI).searchParams.get('secret');
    return secret ? secret.replace(/(.{4})/g, '$1 ').trim() : null;
  } catch {
    return null;
  }
}

/** A six-digit code as typed (spaces allowed), or null. */
export function normaliseTotpCode(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  invalidCode: 'Enter the 6-digit code from your authenticator app.',
  passwordRequired: 'Enter your password.',
  wrongCode: 'The code is not valid. Please try again.',
} as const;
