import 'server-only';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { AppError } from '@/server/http/app-error';

// Decision 048: a girl with her girl record, pending ones too (safety does not wait for vetting).
// Her girl id is in every WHERE, so another girl's check-in answers like a missing one.

export type CheckInGirl = SignedInActor & { girlId: number };

export function requireCheckInGirl(actor: Actor): asserts actor is CheckInGirl {
  requirePermission(actor, 'girl-profile:write:own');
  if (actor.girlId === undefined) throw new AppError('forbidden');
}

/** The same test without throwing, for pages and the dashboard card. */
export function isCheckInGirl(actor: Actor): actor is CheckInGirl {
  return actor.kind !== 'visitor' && actor.girlId !== undefined && actor.roles.includes('girl');
}
