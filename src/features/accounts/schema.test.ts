import { describe, expect, it } from 'vitest';
import { LoginSchema, safeNextPath, TotpCodeSchema } from './schema';

describe('login schemas', () => {
  it('requires both fields with the spec generic text', () => {
    const result = LoginSchema.safeParse({ identifier: ' ', password: '' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['This field is required', 'This field is required']);
  });
  it('wants six digits for a TOTP code', () => {
    expect(TotpCodeSchema.safeParse({ code: '123456' }).success).toBe(true);
    expect(TotpCodeSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
  it('only follows our own paths after sign-in', () => {
    expect(safeNextPath('/girl/timewasters')).toBe('/girl/timewasters');
    expect(safeNextPath('//evil.example')).toBe('/dashboard');
    expect(safeNextPath('https://evil.example')).toBe('/dashboard');
    expect(safeNextPath('/\\evil.example')).toBe('/dashboard');
    expect(safeNextPath(null)).toBe('/dashboard');
  });
});
