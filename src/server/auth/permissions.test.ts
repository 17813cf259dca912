import { describe, expect, it } from 'vitest';
import { AppError } from '@/server/http/app-error';
import { VISITOR, actorKind, type Role } from './actor-types';
import { testActor } from '../../../tests/fixtures/test-actor';
import { PERMISSIONS, can, requireActor, requirePermission, type Permission } from './permissions';

const actor = (roles: Role[], vettedGirl = roles.includes('girl')) => testActor(roles, { vettedGirl });

const ACTORS = {
  visitor: VISITOR,
  guy: actor(['guy']),
  girl: actor(['girl']),
  'pending girl': actor(['girl'], false),
  moderator: actor(['moderator']),
  'girl+moderator': actor(['girl', 'moderator']),
} as const;
type Who = keyof typeof ACTORS;

// The whole table, written out: a change to permissions.ts must change this test too.
const G = true;
const _ = false;
const TABLE: Record<
  Permission,
  [visitor: boolean, guy: boolean, girl: boolean, pendingGirl: boolean, moderator: boolean, girlModerator: boolean]
> = {
  'dashboard:view': [_, G, G, G, G, G],
  'guy-profile:read:own': [_, G, _, _, _, _],
  'guy-profile:write:own': [_, G, _, _, _, _],
  'guy-profile:read:any': [_, _, _, _, G, G],
  'guy-profile:write:any': [_, _, _, _, G, G],
  'girl-profile:write:own': [_, _, G, G, _, G],
  'girl-profile:write:any': [_, _, _, _, G, G],
  'girl-profile:read:own': [_, _, G, G, _, G],
  'girl-profile:read:any': [_, _, _, _, G, G],
  'girl-photo:write:own': [_, _, G, G, _, G],
  'girl-photo:write:any': [_, _, _, _, G, G],
  'post:write:own': [_, _, G, G, _, G],
  'post:write:any': [_, _, _, _, G, G],
  'girl-visibility:write:own': [_, _, G, G, _, G],
  'profile:delete:own': [_, G, G, G, G, G],
  'timewaster:read': [_, _, G, _, G, G],
  'timewaster:write:own': [_, _, G, _, _, G],
  'timewaster:write:any': [_, _, _, _, G, G],
  'travel:write:own': [_, _, G, G, _, G],
  'travel:write:any': [_, _, _, _, G, G],
  'booking:write': [_, G, _, _, _, _],
  'booking:manage:own': [_, G, G, G, _, G],
  'booking:manage:any': [_, _, _, _, G, G],
  'booking:screening:read': [_, _, G, _, G, G],
  'client-safety:read': [_, _, G, _, G, G],
  'client-safety:write': [_, _, G, _, _, G],
  'ai-chat:read:any': [_, _, _, _, G, G],
  'follow:write': [_, G, _, _, _, _],
  'scammer:report': [_, G, G, G, G, G],
  'scammer:moderate': [_, _, _, _, G, G],
  'admin:access': [_, _, _, _, G, G],
  'session-girl:report': [_, G, _, _, _, _],
  'poll:vote': [_, G, G, G, _, G],
  'comment:write': [_, G, G, G, G, G],
  'comment:delete:any': [_, _, _, _, G, G],
  'reference:write:own': [_, G, _, _, _, _],
  'reference:decide:own': [_, _, G, _, _, G],
  'girl-review:write': [_, G, _, _, _, _],
};
const WHO: Who[] = ['visitor', 'guy', 'girl', 'pending girl', 'moderator', 'girl+moderator'];

describe('permissions table', () => {
  it('covers every permission', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...PERMISSIONS].sort());
  });

  for (const permission of PERMISSIONS) {
    it(`${permission}`, () => {
      const granted = WHO.map((who) => can(ACTORS[who], permission));
      expect(granted).toEqual(TABLE[permission]);
    });
  }
});

describe('requireActor / requirePermission', () => {
  it('refuses a visitor with 401 and the spec text', () => {
    expect(() => requireActor(VISITOR)).toThrow(AppError);
    try {
      requirePermission(VISITOR, 'dashboard:view');
    } catch (error) {
      expect(error).toMatchObject({ status: 401, detail: "Unauthorized, You're not authenticated. Please login." });
    }
    expect.assertions(2);
  });

  it('refuses a signed-in user without the permission with 403', () => {
    expect(() => requirePermission(ACTORS.guy, 'timewaster:read')).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => requirePermission(ACTORS.girl, 'girl-profile:read:any')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  it('keeps the timewaster tool from a girl nobody has vetted yet', () => {
    expect(() => requirePermission(ACTORS['pending girl'], 'timewaster:read')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
    expect(can(actor(['girl', 'moderator'], false), 'timewaster:read')).toBe(true);
  });

  it('lets a holder through', () => {
    expect(() => requirePermission(ACTORS.girl, 'timewaster:read')).not.toThrow();
    expect(() => requireActor(ACTORS.guy)).not.toThrow();
  });
});

describe('actorKind', () => {
  it.each([
    [['guy'], 'guy'],
    [['girl'], 'girl'],
    [['moderator'], 'moderator'],
    [['girl', 'moderator'], 'moderator'],
    [['moderator', 'guy'], 'moderator'],
    [[], 'guy'],
  ] as Array<[Role[], string]>)('%j → %s', (roles, kind) => {
    expect(actorKind(roles)).toBe(kind);
  });

  it('gives a role-less account no permissions at all', () => {
    expect(PERMISSIONS.some((p) => can(actor([]), p))).toBe(false);
  });
});
