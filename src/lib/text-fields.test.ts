import { describe, expect, it } from 'vitest';
import { optionalText, requiredText, tooLong } from './text-fields';

describe('text fields', () => {
  it('a required text is trimmed and refuses absent, blank and long values with their messages', () => {
    const name = requiredText('Name is required', 5);
    expect(name.parse('  Ann ')).toBe('Ann');
    for (const value of [undefined, null, '', '   ']) {
      expect(name.safeParse(value).error?.issues[0]?.message).toBe('Name is required');
    }
    expect(name.safeParse('Annabel').error?.issues[0]?.message).toBe('Too long (max characters: 5)');
  });

  it('an optional text stores absent, null and blank as null', () => {
    const city = optionalText(5);
    expect(city.parse(undefined)).toBeNull();
    expect(city.parse(null)).toBeNull();
    expect(city.parse('  ')).toBeNull();
    expect(city.parse(' Rome ')).toBe('Rome');
    expect(city.safeParse('Zagreb').error?.issues[0]?.message).toBe(tooLong(5));
  });
});
