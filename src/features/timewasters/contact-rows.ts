import 'server-only';
import { and, eq, inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db';
import { timewasterEmails, timewasterPhones } from '@/server/db/schema';
import { contactLookupHashes, sealedEmailColumns, sealedPhoneColumns, type SealedKind } from '@/server/sealed-contacts';

// The phones and e-mails listed under an entry (docs/decisions/053): stored only sealed and hashed.
// A contact is held once per entry under any key version: the unique (entry, hash) key covers one
// version, so a writer looks the value up under every version the ring holds first.

/** The rows of an entry that hold this phone or e-mail, under any key version. */
export function holdingContact(kind: SealedKind, timewasterId: number | Column, value: string): SQL {
  const hashes = contactLookupHashes(kind, value);
  if (!hashes.length) return sql`false`;
  return kind === 'phone'
    ? and(eq(timewasterPhones.timewasterId, timewasterId), inArray(timewasterPhones.phoneHash, hashes))!
    : and(eq(timewasterEmails.timewasterId, timewasterId), inArray(timewasterEmails.emailHash, hashes))!;
}

/** Adds a phone to an entry unless it already holds it; the row holding it. */
export async function addPhoneRow(db: Db | Tx, timewasterId: number, phoneNumber: string) {
  const held = () =>
    db
      .select({ id: timewasterPhones.id, sealed: timewasterPhones.phoneSealed, createdAt: timewasterPhones.createdAt })
      .from(timewasterPhones)
      .where(holdingContact('phone', timewasterId, phoneNumber))
      .limit(1);
  const [row] = await held();
  if (row) return row;
  await db
    .insert(timewasterPhones)
    .values({ timewasterId, ...sealedPhoneColumns(phoneNumber) })
    .onConflictDoNothing();
  return (await held())[0]!;
}

/** Adds an e-mail to an entry unless it already holds it; the row holding it. */
export async function addEmailRow(db: Db | Tx, timewasterId: number, email: string) {
  const held = () =>
    db
      .select({ id: timewasterEmails.id, sealed: timewasterEmails.emailSealed, createdAt: timewasterEmails.createdAt })
      .from(timewasterEmails)
      .where(holdingContact('email', timewasterId, email))
      .limit(1);
  const [row] = await held();
  if (row) return row;
  await db
    .insert(timewasterEmails)
    .values({ timewasterId, ...sealedEmailColumns(email) })
    .onConflictDoNothing();
  return (await held())[0]!;
}
