import 'server-only';

// Error messages can carry what users typed (an SMTP "recipient rejected: jane@…", a driver echoing
// a phone number). Logs must not: mask e-mail addresses and long digit runs before logging.
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/gi;
const LONG_DIGITS = /\+?\d[\d\s().-]{6,}\d/g;

export function scrubPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(LONG_DIGITS, '[number]');
}

/** A log-safe description of an unexpected error: name, code, scrubbed message and stack. */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: scrubPersonalData(error.message),
    stack: error.stack ? scrubPersonalData(error.stack) : undefined,
    ...(error.cause !== undefined ? { cause: describeError(error.cause) } : {}),
  };
}
