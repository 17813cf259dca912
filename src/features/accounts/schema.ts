// The server's rules are Better Auth's; these only catch empty fields.
import { z } from 'zod';

const REQUIRED = 'This field is required';

export const LoginSchema = z.object({
  identifier: z.string().trim().min(1, REQUIRED),
  password: z.string().min(1, REQUIRED),
});
export type LoginValues = z.infer<typeof LoginSchema>;

export const TotpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TotpCodeValues = z.infer<typeof TotpCodeSchema>;

const PLACEHOLDER_ORIGIN = 'https://matside.invalid';
const MAX_NEXT_LENGTH = 2048;

/**
 * `next` resolved as a browser would, kept only when it stays on our origin, as a normalised ASCII
 * path; anything else (`//host`, `/<TAB>/host`, backslashes, schemes) falls back to the dashboard.
 */
export function safeNextPath(
  next: string | null | undefined,
  { origin = PLACEHOLDER_ORIGIN, fallback = '/dashboard' }: { origin?: string; fallback?: string } = {},
): string {
  if (typeof next !== 'string' || next === '' || next.length > MAX_NEXT_LENGTH) return fallback;
  let base: URL;
  let url: URL;
  try {
    base = new URL(origin);
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path starting with two slashes (from `/.//host`) would be read as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (!/^[\x21-\x7e]+$/.test(path)) return fallback;
  return path;
}
