// Sign-in forms (browser). The server's rules are Better Auth's; these only catch empty fields.
import { z } from 'zod';

/** Spec §5 "Generic": empty required field. */
const REQUIRED = 'This field is required';

export const LoginSchema = z.object({
  identifier: z.string().trim().min(1, REQUIRED),
  password: z.string().min(1, REQUIRED),
});
export type LoginValues = z.infer<typeof LoginSchema>;

export const TotpCodeSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TotpCodeValues = z.infer<typeof TotpCodeSchema>;

export const PasswordConfirmSchema = z.object({ password: z.string().min(1, REQUIRED) });
export type PasswordConfirmValues = z.infer<typeof PasswordConfirmSchema>;

/** Only our own paths: `//evil.example` and absolute URLs fall back to the dashboard. */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
