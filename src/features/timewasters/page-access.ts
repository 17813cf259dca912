import 'server-only';
import { notFound } from 'next/navigation';
import { getActor } from '@/server/auth/actor';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { isTimewasterModerator } from './access';
import { parseRecordId } from '@/lib/route-params';

/**
 * What a timewaster page shows the actor: the tool (a vetted girl or a moderator), the panel
 * saying the tool opens once a moderator has approved her profile (a girl nobody has vetted, or
 * one banned or deleted), or the app's ordinary 404 (visitors and guys, the same as any unknown
 * path, never a login prompt that would tell them the page exists).
 */
export type TimewasterPageAccess =
  { kind: 'tool'; actor: SignedInActor } | { kind: 'awaiting-approval' } | { kind: 'not-found' };

export function timewasterPageAccess(actor: Actor): TimewasterPageAccess {
  if (actor.kind === 'visitor') return { kind: 'not-found' };
  if (can(actor, 'timewaster:read')) return { kind: 'tool', actor };
  if (actor.roles.includes('girl')) return { kind: 'awaiting-approval' };
  return { kind: 'not-found' };
}

/** The actor a timewaster page may show the tool to; null: show the awaiting-approval panel. */
export async function timewasterPageActor(): Promise<SignedInActor | null> {
  const access = timewasterPageAccess(await getActor());
  if (access.kind === 'not-found') notFound();
  return access.kind === 'tool' ? access.actor : null;
}

/** The admin timewaster pages: moderators only, everyone else the same 404. */
export async function timewasterAdminActor(): Promise<SignedInActor> {
  const access = timewasterPageAccess(await getActor());
  if (access.kind !== 'tool' || !isTimewasterModerator(access.actor)) notFound();
  return access.actor;
}

/** Parses a route id (the app's one id rule); anything else is the same 404. */
export function routeId(raw: string): number {
  return parseRecordId(raw) ?? notFound();
}
