/**
 * A dynamic route segment as typed by the user. Next hands segments over decoded in most cases but
 * not all (e.g. some non-ASCII paths); decoding twice must not throw on a literal '%'.
 */
export function segmentValue(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
