// LIKE patterns from user text: the one place that escapes it, for every search and filter.

/** `%`, `_` and `\` match themselves inside a LIKE pattern (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern that matches `text` anywhere: `%text%`, escaped. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
