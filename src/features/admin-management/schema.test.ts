import { describe, expect, it } from 'vitest';
import {
  BanSchema,
  GirlToggleSchema,
  REPUTATION_REQUIRED,
  ReputationItemSchema,
  SessionGirlPatchSchema,
} from './schema';

describe('ReputationItemSchema', () => {
  it('needs a url or a handle, and turns empty texts into null', () => {
    const parsed = ReputationItemSchema.safeParse({ url: '', girlHandle: '', guyHandle: '' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(REPUTATION_REQUIRED);
    expect(ReputationItemSchema.parse({ girlHandle: ' @ann ', guyHandle: '', description: '' })).toEqual({
      url: null,
      girlHandle: '@ann',
      guyHandle: null,
      description: null,
    });
  });

  it('takes its own output again (the form sends what it parsed)', () => {
    const once = ReputationItemSchema.parse({ url: 'https://forum.example/t/1', girlHandle: '', image64: null });
    expect(ReputationItemSchema.parse(once)).toEqual(once);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(ReputationItemSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('BanSchema', () => {
  it('reads a date as midnight UTC, null as for good, and refuses the past', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const reasonCode = 'spam';
    expect(BanSchema.parse({ unbanAt: future, reasonCode }).unbanAt?.toISOString()).toBe(`${future}T00:00:00.000Z`);
    expect(BanSchema.parse({ unbanAt: null, reasonCode }).unbanAt).toBeNull();
    expect(BanSchema.parse({ reasonCode }).unbanAt).toBeNull();
    expect(BanSchema.safeParse({ unbanAt: '2001-01-01' }).error?.issues[0]?.message).toBe(
      'The unban date must be in the future.',
    );
    expect(BanSchema.safeParse({ unbanAt: 'soon' }).error?.issues[0]?.message).toBe('Please enter a valid date.');
  });
});

describe('GirlToggleSchema and SessionGirlPatchSchema', () => {
  it('toggles only the listed boolean attributes', () => {
    expect(GirlToggleSchema.safeParse({ attribute: 'trans', value: false }).success).toBe(true);
    expect(GirlToggleSchema.safeParse({ attribute: 'email', value: false }).success).toBe(false);
    expect(GirlToggleSchema.safeParse({ attribute: 'trans', value: 'yes' }).success).toBe(false);
  });

  it('a switch of her standing that says no needs a reason code that fits; a yes does not', () => {
    const hide = { attribute: 'admin_show_profile', value: false };
    expect(GirlToggleSchema.safeParse(hide).error?.issues[0]).toMatchObject({
      message: 'Please choose a reason.',
      path: ['reasonCode'],
    });
    expect(GirlToggleSchema.safeParse({ ...hide, reasonCode: 'spam' }).success).toBe(true);
    expect(
      GirlToggleSchema.safeParse({ attribute: 'is_scammer', value: true, reasonCode: 'meets_rules' }).success,
    ).toBe(false);
    expect(GirlToggleSchema.safeParse({ attribute: 'is_scammer', value: false }).success).toBe(true);
    expect(GirlToggleSchema.safeParse({ attribute: 'profile_approved', value: true }).success).toBe(true);
  });

  it('needs something to change; a legacy id is a positive whole number', () => {
    expect(SessionGirlPatchSchema.safeParse({}).success).toBe(false);
    expect(SessionGirlPatchSchema.parse({ legacyGirlId: '42' })).toEqual({ legacyGirlId: 42 });
    expect(SessionGirlPatchSchema.safeParse({ legacyGirlId: -1 }).success).toBe(false);
    expect(SessionGirlPatchSchema.parse({ email: '' })).toEqual({ email: '' });
  });
});
