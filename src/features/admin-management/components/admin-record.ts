import 'server-only';
import { notFound } from 'next/navigation';
import { adminPageActor } from '@/features/accounts/page-access';
import { parseRecordId } from '@/lib/route-params';
import type { SignedInActor } from '@/server/auth/actor-types';

/**
 * The record a moderator's page at `${base}/{id}` shows: null for anyone but a moderator (the page
 * shows Forbidden; a visitor signs in and comes back), a 404 for an invalid or missing id.
 */
export async function adminRecord<T>(
  base: string,
  params: Promise<{ id: string }>,
  get: (actor: SignedInActor, id: number) => Promise<T | null>,
): Promise<{ actor: SignedInActor; record: T } | null> {
  const { id: raw } = await params;
  const actor = await adminPageActor(`${base}/${encodeURIComponent(raw)}`);
  if (!actor) return null;
  const id = parseRecordId(raw);
  const record = id === null ? null : await get(actor, id);
  if (!record) notFound();
  return { actor, record };
}
