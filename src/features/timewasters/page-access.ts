import 'server-only';
import { notFound } from 'next/navigation';
import { getActor } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { isTimewasterModerator } from './access';

/**
 * Page gate: visitors and guys get the app's ordinary 404 page (the same as any unknown path),
 * never a login prompt that would tell them the page exists.
 */
export async function timewasterPageActor(): Promise<SignedInActor> {
  const actor = await getActor();
  if (!can(actor, 'timewaster:read')) notFound();
  return actor as SignedInActor;
}

export async function timewasterAdminActor(): Promise<SignedInActor> {
  const actor = await timewasterPageActor();
  if (!isTimewasterModerator(actor)) notFound();
  return actor;
}

/** Parses a route id; anything but a positive integer is the same 404. */
export function routeId(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) notFound();
  return Number(raw);
}
