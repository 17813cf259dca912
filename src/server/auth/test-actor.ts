import { actorKind, type Role, type SignedInActor } from './actor-types';

/**
 * A signed-in actor for unit tests of rules (permissions, scopes, who may act on a record): the
 * roles decide the kind, moderator flag and vetting; `fields` sets the rest (ids, a pending girl's
 * `vettedGirl: false`). Integration tests sign real people in instead (tests/helpers/actors.ts).
 */
export function testActor(roles: Role[], fields: Partial<SignedInActor> = {}): SignedInActor {
  return {
    kind: actorKind(roles),
    userId: 'u1',
    username: 'someone',
    email: 'someone@example.test',
    name: 'Someone',
    image: null,
    roles,
    isModerator: roles.includes('moderator'),
    stageName: null,
    vettedGirl: roles.includes('girl'),
    emailVerified: true,
    ...fields,
  };
}
