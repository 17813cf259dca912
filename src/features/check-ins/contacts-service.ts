import 'server-only';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { absoluteUrl } from '@/server/absolute-url';
import { getDb } from '@/server/db';
import { girls, trustedContacts, type TrustedContactState } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { jobQueueReady } from '@/server/jobs';
import { requireCheckInGirl } from './access';
import { deliverNotices } from './channels';
import { consentNotice } from './notices';
import { CHECK_IN_MESSAGES, MAX_TRUSTED_CONTACTS, type TrustedContactValues } from './schema';
import { newToken, tokenHashOf } from './tokens';

// Her trusted contacts (docs/decisions/048): up to three, each active only once they followed
// the consent link; the same link stops them at any time. Her own rows only (girl id in the WHERE).

export const CONTACT_LINK_PATH = '/trusted-contact';

export interface TrustedContactDto {
  id: number;
  name: string;
  email: string;
  state: TrustedContactState;
}

const contactColumns = {
  id: trustedContacts.id,
  name: trustedContacts.name,
  email: trustedContacts.address,
  state: trustedContacts.state,
};

export async function listTrustedContacts(actor: Actor): Promise<TrustedContactDto[]> {
  requireCheckInGirl(actor);
  const db = await getDb();
  return db
    .select(contactColumns)
    .from(trustedContacts)
    .where(eq(trustedContacts.girlId, actor.girlId))
    .orderBy(asc(trustedContacts.id));
}

/** Adds a contact (pending) and sends the consent request through the contact's channel. */
export async function addTrustedContact(actor: Actor, values: TrustedContactValues): Promise<TrustedContactDto> {
  requireCheckInGirl(actor);
  await jobQueueReady();
  const db = await getDb();
  const { token, hash } = newToken();
  return db.transaction(async (tx) => {
    // Her girl row locked: two requests at once cannot both pass the limit.
    const [her] = await tx
      .select({ stageName: girls.stageName })
      .from(girls)
      .where(eq(girls.id, actor.girlId))
      .for('update');
    if (!her) throw new AppError('not_found');
    const [{ value: existing } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(trustedContacts)
      .where(eq(trustedContacts.girlId, actor.girlId));
    if (existing >= MAX_TRUSTED_CONTACTS) throw new AppError('conflict', CHECK_IN_MESSAGES.tooManyContacts);
    const [row] = await tx
      .insert(trustedContacts)
      .values({ girlId: actor.girlId, name: values.name, address: values.email, tokenHash: hash })
      .onConflictDoNothing()
      .returning(contactColumns);
    if (!row)
      throw new AppError('conflict', CHECK_IN_MESSAGES.sameContact, { source: { pointer: '/data/attributes/email' } });
    const link = absoluteUrl(`${CONTACT_LINK_PATH}/${token}`);
    await deliverNotices(
      [
        {
          to: { channel: 'email', address: row.email },
          notice: consentNotice(her.stageName ?? 'A Matside member', row.name, link),
        },
      ],
      tx,
    );
    return row;
  });
}

/** Removes one of her contacts; someone else's (or a missing one) is a 404. */
export async function removeTrustedContact(actor: Actor, id: number): Promise<void> {
  requireCheckInGirl(actor);
  const db = await getDb();
  const [gone] = await db
    .delete(trustedContacts)
    .where(and(eq(trustedContacts.id, id), eq(trustedContacts.girlId, actor.girlId)))
    .returning({ id: trustedContacts.id });
  if (!gone) throw new AppError('not_found');
}

export interface ContactLinkDto {
  stageName: string;
  contactName: string;
  active: boolean;
}

/** What the consent link's page shows: whose contact, and whether active. Null: no such link. */
export async function getContactLink(token: string): Promise<ContactLinkDto | null> {
  const hash = tokenHashOf(token);
  if (!hash) return null;
  const db = await getDb();
  const [row] = await db
    .select({ stageName: girls.stageName, contactName: trustedContacts.name, state: trustedContacts.state })
    .from(trustedContacts)
    .innerJoin(girls, eq(girls.id, trustedContacts.girlId))
    .where(eq(trustedContacts.tokenHash, hash))
    .limit(1);
  return row
    ? { stageName: row.stageName ?? 'A Matside member', contactName: row.contactName, active: row.state === 'active' }
    : null;
}

/** The contact agrees (active) or stops, from the consent link; an unknown token is a 404. */
export async function setContactConsent(token: string, active: boolean): Promise<{ active: boolean }> {
  const hash = tokenHashOf(token);
  if (!hash) throw new AppError('not_found');
  const db = await getDb();
  const [row] = await db
    .update(trustedContacts)
    .set(
      active
        ? { state: 'active', consentedAt: sql`now()`, stoppedAt: null }
        : { state: 'stopped', stoppedAt: sql`now()` },
    )
    .where(eq(trustedContacts.tokenHash, hash))
    .returning({ state: trustedContacts.state });
  if (!row) throw new AppError('not_found');
  return { active: row.state === 'active' };
}
