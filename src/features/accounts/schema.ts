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
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TotpCodeValues = z.infer<typeof TotpCodeSchema>;

/** Stands in for the site's origin where the real one is not at hand (the browser bundle). */
const PLACEHOLDER_ORIGIN = 'https://matside.invalid';
const MAX_NEXT_LENGTH = 2048;

/**
 * Where to go after signing in: `next` resolved the way a browser resolves it (`new URL(next,
 * origin)`), accepted only when it stays on the site's own origin, and returned as a normalised,
 * ASCII-only path. Anything else — another origin, `//host`, `/<TAB>/host` (browsers drop the tab),
 * backslashes, schemes, control characters — falls back to the dashboard.
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
  // A path that itself starts with two slashes (from `/.//host`) would be read as another host.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  if (!/^[\x21-\x7e]+$/.test(path)) return fallback;
  return path;
}
