export function loginHref(next: string): string {
  return `/login?next=${encodeURIComponent(next)}`;
}
