import { describe, it, expect } from 'vitest';
import type { FlagName } from '@/lib/flags';
import { accountLinks, isActivePath, visitorLinks, type Viewer } from './navigation';

const allOff = () => false;
const only =
  (...flags: FlagName[]) =>
  (flag: FlagName) =>
    flags.includes(flag);
const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe('visitorLinks', () => {
  it('shows Guys Signup only with the registration-guys flag', () => {
    expect(labels(visitorLinks(only('registration-guys')))).toEqual(['Login', 'Guys Signup']);
    expect(labels(visitorLinks(allOff))).toEqual(['Login']);
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
    const links = accountLinks(girl);
    expect(labels(links)).toEqual(['Dashboard', 'View My Profile', 'Edit Profile', 'My Travels', 'Timewasters']);
    expect(links[1].href).toBe('/profile/Ivy%20Lock');
  });

  it('skips View My Profile without a stage name', () => {
    expect(labels(accountLinks({ ...girl, stageName: null }))).not.toContain('View My Profile');
  });

  it('gives a guy his menu, with no link to a page that does not exist yet', () => {
    expect(labels(accountLinks(guy))).toEqual(['Dashboard', 'Edit Profile', 'Girls Search', 'Settings']);
  });

  it('adds Admin for moderators only', () => {
    expect(labels(accountLinks(guy))).not.toContain('Admin');
    expect(labels(accountLinks(girl))).not.toContain('Admin');
    expect(accountLinks({ ...girl, kind: 'moderator', isModerator: true }).at(-1)).toEqual({
      href: '/admin',
      label: 'Admin',
    });
    expect(
      labels(
        accountLinks({
          kind: 'moderator',
          username: 'mod',
          userType: null,
          isModerator: true,
          stageName: null,
          avatarUrl: null,
        }),
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
