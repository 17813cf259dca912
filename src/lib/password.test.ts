import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords';
import {
  PASSWORD_HINT,
  PASSWORD_PATTERN,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_SPECIAL_CHARACTERS,
  PASSWORD_TOO_COMMON_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  PasswordSchema,
  passwordProblem,
} from './password';

describe('password rule (spec §5)', () => {
  it('carries the spec message verbatim', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Must Contain 9 Characters, One Uppercase, One Lowercase, One Number and one special case Character',
    );
  });

  it.each(['MatsideDemo2026!', 'Grappl3rKing', 'Abcdefgh9', 'Zz9@$!%*#?&'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it.each([
    ['too short (8)', 'Abcdef9!'],
    ['no upper-case letter', 'grappler9king'],
    ['no lower-case letter', 'GRAPPLER9KING'],
    ['no digit', 'GrapplerKing!'],
    ['a symbol outside @$!%*#?&', 'Grappler9-King'],
    ['a space', 'Grappler 9King'],
    ['a non-ASCII letter', 'Grapplér9King'],
    ['empty', ''],
  ])('refuses a password with %s', (_label, password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('accepts exactly 9 and 128 characters, refuses 129', () => {
    expect(passwordProblem('Wrestle9x')).toBeNull();
    const base = 'Wr9';
    expect(passwordProblem(base + 'x'.repeat(125))).toBeNull();
    expect(passwordProblem(base + 'x'.repeat(126))).toBe(PASSWORD_TOO_LONG_MESSAGE);
  });

  it('refuses common passwords whatever their case', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(passwordProblem('Password123')).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    expect(passwordProblem('Welcome2026')).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    expect(passwordProblem('QWERTY123a')).toBeNull(); // not on the list: it passes
  });

  it('refuses a non-string with the rule message', () => {
    const result = PasswordSchema.safeParse(undefined);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
  });
});

describe('the hint shown under a new password', () => {
  const allowed = (char: string) => PASSWORD_PATTERN.test(`Grappler9${char}`);

  it('names exactly the special characters the pattern accepts', () => {
    const printable = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    const specials = printable.filter((char) => !/[A-Za-z\d]/.test(char) && allowed(char));
    expect(specials).toEqual([...PASSWORD_SPECIAL_CHARACTERS].sort());
    for (const char of specials) expect(PASSWORD_HINT).toContain(char);
    expect(PASSWORD_HINT).toContain('@ $ ! % * # ? &');
  });

  it('leaves out - _ . and spaces, which the pattern refuses', () => {
    for (const char of ['-', '_', '.', ' ']) {
      expect(allowed(char)).toBe(false);
      expect(PASSWORD_HINT.split('count:')[1]).not.toContain(` ${char} `);
    }
  });
});
