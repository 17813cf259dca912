import { describe, expect, it } from 'vitest';
import { dashboardMenu } from './menu';
import { normaliseTotpCode, totpSecretOf } from './two-factor';

const guy = {
  username: 'dan',
  avatarUrl: null,
  city: null,
  state: null,
  country: null,
  memberSince: '2024-01-01T00:00:00.000Z',
};
const girl = {
  girlId: 1,
  stageName: 'Gina Slam',
  avatarUrl: null,
  showProfile: true,
  approval: 'approved' as const,
  verificationPictureAt: null,
  rejectionReason: null,
  safetyAlerts: false,
};

describe('dashboard menu (spec §2)', () => {
  it('gives a guy his five links and his bookings, Report Girl only with its flag', () => {
    expect(dashboardMenu({ isModerator: false, guy, girl: null }, true).map((l) => `${l.label} ${l.href}`)).toEqual([
      'Edit Profile /edit-profile-male',
      'Report Girl /report_a_sessiongirl',
      'Girls Search /advanced_search',
      'Settings /guy/settings',
      'My Bookings /guy/bookings',
    ]);
    expect(dashboardMenu({ isModerator: false, guy, girl: null }, false).map((l) => l.label)).not.toContain(
      'Report Girl',
    );
  });

  it('adds My References after Report Girl with guy-unverified-references only', () => {
    expect(
      dashboardMenu({ isModerator: false, guy, girl: null }, true, { references: true }).map(
        (l) => `${l.label} ${l.href}`,
      ),
    ).toEqual([
      'Edit Profile /edit-profile-male',
      'Report Girl /report_a_sessiongirl',
      'My References /guy/my-references',
      'Girls Search /advanced_search',
      'Settings /guy/settings',
      'My Bookings /guy/bookings',
    ]);
    expect(
      dashboardMenu({ isModerator: false, guy: null, girl }, true, { references: true }).map((l) => l.label),
    ).not.toContain('My References');
  });

  it('gives a girl View My Profile (her own view), Edit Profile, My Travels, her bookings and Settings', () => {
    expect(dashboardMenu({ isModerator: false, guy: null, girl }, true).map((l) => `${l.label} ${l.href}`)).toEqual([
      'View My Profile /dashboard/profile',
      'Edit Profile /edit-profile-female',
      'My Travels /girl/manage-travels',
      'My Bookings /girl/bookings',
      'Settings /girl/settings',
    ]);
  });

  it("adds the girl's Post link with girl-post-on-timeline-or-profile only", () => {
    const withPost = dashboardMenu({ isModerator: false, guy: null, girl }, true, { post: true });
    expect(withPost.map((l) => `${l.label} ${l.href}`)).toContain('Post /profile-2/1');
    expect(
      dashboardMenu({ isModerator: false, guy, girl: null }, true, { post: true }).map((l) => l.label),
    ).not.toContain('Post');
  });

  it('adds Admin for moderators only', () => {
    expect(dashboardMenu({ isModerator: true, guy: null, girl: null }, true)).toEqual([
      { href: '/admin', label: 'Admin' },
    ]);
    expect(dashboardMenu({ isModerator: true, guy: null, girl }, true).at(-1)).toEqual({
      href: '/admin',
      label: 'Admin',
    });
  });
});

describe('two-factor helpers', () => {
  it('reads the secret from an otpauth URI, grouped by four', () => {
    expect(totpSecretOf('otpauth://totp/Matside:a%40b.test?secret=ABCDEFGHIJKL&issuer=Matside')).toBe('ABCD EFGH IJKL');
    expect(totpSecretOf('not a uri')).toBeNull();
  });

  it('accepts six digits only', () => {
    expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
    expect(normaliseTotpCode('12345')).toBeNull();
    expect(normaliseTotpCode('12345a')).toBeNull();
  });
});
