import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like-pattern';

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character, nothing else', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike(`O'Neil "x"`)).toBe(`O'Neil "x"`);
  });

  it('containsPattern wraps the escaped text in %', () => {
    expect(containsPattern('a_b')).toBe('%a\\_b%');
  });
});
