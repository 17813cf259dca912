/** `%`, `_` and `\` match themselves inside a LIKE pattern (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
