/** The login page that comes back to `next` after signing in. */
export function loginHref(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
