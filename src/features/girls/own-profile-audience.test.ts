import { describe, expect, it } from 'vitest';
import { OWN_PROFILE_BANNERS, ownProfileAudience } from './own-profile-audience';

const base = { profileApproved: true, girlShowProfile: true, adminShowProfile: true, listed: true };

describe('ownProfileAudience', () => {
  it('says everyone sees a listed profile', () => {
    expect(ownProfileAudience(base)).toBe('everyone');
  });

  it('says nobody else sees a pending or a rejected one, whatever her switch', () => {
    expect(ownProfileAudience({ ...base, listed: false, profileApproved: null })).toBe('pending');
    expect(ownProfileAudience({ ...base, listed: false, profileApproved: null, girlShowProfile: false })).toBe(
      'pending',
    );
    expect(ownProfileAudience({ ...base, listed: false, profileApproved: false })).toBe('rejected');
  });

  it('says only moderators see a hidden one, and who hid it', () => {
    expect(ownProfileAudience({ ...base, listed: false, girlShowProfile: false })).toBe('hidden-by-her');
    expect(ownProfileAudience({ ...base, listed: false, adminShowProfile: false })).toBe('hidden-by-moderators');
    expect(ownProfileAudience({ ...base, listed: false, girlShowProfile: false, adminShowProfile: false })).toBe(
      'hidden-by-moderators',
    );
    expect(ownProfileAudience({ ...base, listed: false })).toBe('hidden-by-moderators');
  });

  it('names the audience in every banner', () => {
    expect(OWN_PROFILE_BANNERS.everyone.title).toMatch(/Everyone/);
    expect(OWN_PROFILE_BANNERS.pending.title).toMatch(/Nobody else/);
    expect(OWN_PROFILE_BANNERS.rejected.title).toMatch(/Nobody else/);
    expect(OWN_PROFILE_BANNERS['hidden-by-her'].title).toMatch(/Only moderators/);
    expect(OWN_PROFILE_BANNERS['hidden-by-moderators'].title).toMatch(/Only moderators/);
  });
});
