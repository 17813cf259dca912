import { describe, it, expect } from 'vitest';
import type { FlagName } from '@/lib/flags';
import { accountLinks, isActivePath, signupLinks, visitorLinks, type Viewer } from './navigation';

const allOn = () => true;
const allOff = () => false;
const only =
  (...flags: FlagName[]) =>
  (flag: FlagName) =>
    flags.includes(flag);
const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe('visitorLinks', () => {
  it('shows each sign-up only with its flag', () => {
    expect(labels(visitorLinks(only('registration-guys')))).toEqual(['Login', 'Guys Signup']);
    expect(labels(visitorLinks(only('registration-girls')))).toEqual(['Login', 'Girls Signup']);
    expect(labels(visitorLinks(allOn))).toEqual(['Login', 'Guys Signup', 'Girls Signup']);
    expect(labels(visitorLinks(allOff))).toEqual(['Login']);
  });

  it('sends girls to the girl sign-up page', () => {
    expect(signupLinks(only('registration-girls'))).toEqual([{ href: '/female_registration', label: 'Girls Signup' }]);
  });
});

describe('accountLinks', () => {
  const girl: Viewer = {
    kind: 'girl',
    username: 'ivy',
    userType: 'girl',
    isModerator: false,
    stageName: 'Ivy Lock',
    avatarUrl: null,
  };
  const guy: Viewer = {
    kind: 'guy',
    username: 'tom',
    userType: 'guy',
    isModerator: false,
    stageName: null,
    avatarUrl: null,
  };

  it('gives a girl her profile, travels and timewasters', () => {
    const links = accountLinks(girl, allOn);
    expect(labels(links)).toEqual([
      'Dashboard',
      'View My Profile',
      'Edit Profile',
      'My Travels',
      'Timewasters',
      'Settings',
    ]);
    expect(links[1].href).toBe('/dashboard/profile');
    expect(links.at(-1)!.href).toBe('/girl/settings');
  });

  it('adds the Post link for a girl with her id, behind girl-post-on-timeline-or-profile', () => {
    const withId = { ...girl, girlId: 7 };
    expect(accountLinks(withId, allOn).at(-1)).toEqual({ href: '/profile-2/7', label: 'Post' });
    expect(labels(accountLinks(withId, allOff))).not.toContain('Post');
  });

  it('keeps View My Profile without a stage name (her own page says what is missing)', () => {
    expect(labels(accountLinks({ ...girl, stageName: null }, allOn))).toContain('View My Profile');
  });

  it('gives a guy his menu, Report Girl and My References behind their flags', () => {
    expect(labels(accountLinks(guy, allOn))).toEqual([
      'Dashboard',
      'Edit Profile',
      'Report Girl',
      'My References',
      'Girls Search',
      'Settings',
    ]);
    expect(labels(accountLinks(guy, allOff))).not.toContain('Report Girl');
    expect(labels(accountLinks(guy, allOff))).not.toContain('My References');
    expect(accountLinks(guy, allOn).find((l) => l.label === 'My References')?.href).toBe('/guy/my-references');
  });

  it('adds Admin for moderators only', () => {
    expect(labels(accountLinks(guy, allOn))).not.toContain('Admin');
    expect(labels(accountLinks(girl, allOn))).not.toContain('Admin');
    expect(accountLinks({ ...girl, kind: 'moderator', isModerator: true }, allOn).at(-1)).toEqual({
      href: '/admin',
      label: 'Admin',
    });
    expect(
      labels(
        accountLinks(
          { kind: 'moderator', username: 'mod', userType: null, isModerator: true, stageName: null, avatarUrl: null },
          allOn,
        ),
      ),
    ).toEqual(['Dashboard', 'Admin']);
  });
});

describe('isActivePath', () => {
  it('matches the section and its sub-pages', () => {
    expect(isActivePath('/wrestlers', '/wrestlers')).toBe(true);
    expect(isActivePath('/wrestlers/type/us', '/wrestlers')).toBe(true);
    expect(isActivePath('/wrestlers-x', '/wrestlers')).toBe(false);
  });

  it('matches home only on /', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/reviews', '/')).toBe(false);
  });
});
