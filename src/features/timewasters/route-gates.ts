import 'server-only';
import { z } from 'zod';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { AppError } from '@/server/http/app-error';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import type { RouteRateLimit } from '@/server/http/endpoint';
import { parseRecordId } from '@/lib/route-params';
import { isTimewasterModerator, requireTimewasterReader } from './access';

// What every timewaster route handler starts with (spec §7): the actor gate, comes first, before
// the id, the query or the body, so a visitor or guy (or a girl nobody has vetted) gets the very
// same 404 for every method, id and body; the per-account limits; the filter[timewasterId] rule.

/** The feature's gate: a vetted girl or a moderator, everyone else the 404 of a missing record. */
export function timewasterReader(actor: Actor): SignedInActor {
  requireTimewasterReader(actor);
  return actor;
}

/** Bursts are refused with 429 (per account, across every app instance). */
export const RATE_LIMITS = {
  report: { limit: 10, windowMs: 10 * 60_000 },
  comment: { limit: 20, windowMs: 10 * 60_000 },
  vote: { limit: 30, windowMs: 60_000 },
  contact: { limit: 30, windowMs: 10 * 60_000 },
  confirm: { limit: 20, windowMs: 10 * 60_000 },
  match: { limit: 60, windowMs: 10 * 60_000 },
} as const;

export function perAccount(kind: keyof typeof RATE_LIMITS): RouteRateLimit<SignedInActor> {
  return {
    limiter: createDatabaseRateLimiter(RATE_LIMITS[kind]),
    key: ({ actor }) => `timewaster-${kind}:${actor.userId}`,
  };
}
export const limits = {
  report: perAccount('report'),
  comment: perAccount('comment'),
  vote: perAccount('vote'),
  contact: perAccount('contact'),
  confirm: perAccount('confirm'),
  match: perAccount('match'),
};

/** filter[timewasterId]: one that is not a record id is the same 404 as a missing record. */
export const FilterQuery = z.object({ 'filter[timewasterId]': z.unknown().optional() });
export function filterId(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const id = parseRecordId(raw);
  if (id === null) throw new AppError('not_found');
  return id;
}

/** The moderators' actions of the tool (a merge): everyone else, vetted girls too, the 404 of a missing record. */
export function timewasterModerator(actor: Actor): SignedInActor {
  requireTimewasterReader(actor);
  if (!isTimewasterModerator(actor)) throw new AppError('not_found');
  return actor;
}
