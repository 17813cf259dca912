import 'server-only';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { AppError } from '@/server/http/app-error';

// Who keeps check-ins and trusted contacts (docs/decisions/048): a girl with her girl record,
// pending ones too (her safety does not wait for vetting). Guys, moderators without a girl record
// and visitors never reach one; her girl id is in the WHERE of every read and write, so another
// girl's check-in answers like a missing one.

export type CheckInGirl = SignedInActor & { girlId: number };

export function requireCheckInGirl(actor: Actor): asserts actor is CheckInGirl {
  requirePermission(actor, 'girl-profile:write:own');
  if (actor.girlId === undefined) throw new AppError('forbidden');
}

/** The same test without throwing, for pages and the dashboard card. */
export function isCheckInGirl(actor: Actor): actor is CheckInGirl {
  return actor.kind !== 'visitor' && actor.girlId !== undefined && actor.roles.includes('girl');
}
