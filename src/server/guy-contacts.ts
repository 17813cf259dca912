import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DataKeyring, type ContactKind } from './data-keys';
import { guyContactHashes, guys, user, type GuyContactSource } from './db/schema';
import type { Db, Tx } from './db/types';
import { dataKeyring } from './sealed-contacts';

// docs/decisions/053: a guy's phone is stored sealed (`guys.phone_sealed`), and his phone, his
// profile's e-mail and his account's e-mail are matched by keyed hashes (guy_contact_hashes), under
// every key version the ring holds, so that screening and safety alerts join them with the
// timewaster hashes whatever version each side is under. His account's e-mail stays clear in the
// `user` table: signing in needs it.

/** The GCM associated data of the sealed phone. */
const PHONE_CONTEXT = 'guys.phone';
/** Fewer digits are no phone to match (a fragment): screening's rule since decision 046. */
const MIN_PHONE_DIGITS = 7;

const KIND_OF: Record<GuyContactSource, ContactKind> = { phone: 'phone', email: 'email', account_email: 'email' };

type ContactsDb = Pick<Db | Tx, 'select' | 'execute' | 'delete' | 'insert'>;

/** His phone sealed for `guys.phone_sealed`, or null for no phone. */
export function sealGuyPhone(phone: string | null | undefined, keyring = dataKeyring()): string | null {
  const value = phone?.trim();
  return value ? keyring.seal(value, PHONE_CONTEXT) : null;
}

/** A sealed phone's clear value: for the readers allowed to see it (the guy himself, moderators). */
export function openGuyPhone(sealed: string | null, keyring = dataKeyring()): string | null {
  return sealed === null ? null : keyring.open(sealed, PHONE_CONTEXT);
}

/** The keyed hashes a guy's contacts are matched by: each source under every version of the ring. */
export function guyContactHashRows(
  guyId: number,
  contacts: Record<GuyContactSource, string | null>,
  keyring: DataKeyring,
): (typeof guyContactHashes.$inferInsert)[] {
  const rows: (typeof guyContactHashes.$inferInsert)[] = [];
  for (const source of Object.keys(KIND_OF) as GuyContactSource[]) {
    const value = contacts[source];
    if (!value) continue;
    if (source === 'phone' && value.replace(/\D/g, '').length < MIN_PHONE_DIGITS) continue;
    for (const keyVersion of keyring.versions) {
      const hash = keyring.hash(KIND_OF[source], value, keyVersion);
      if (hash !== null) rows.push({ guyId, source, keyVersion, hash });
    }
  }
  return rows;
}

export interface StoredGuyContacts {
  id: number;
  phoneSealed: string | null;
  email: string | null;
  accountEmail: string;
  keyVersion: number | null;
}

/** What `refreshGuyContacts` reads of each guy. */
export async function readGuyContacts(db: ContactsDb, guyIds: readonly number[]): Promise<StoredGuyContacts[]> {
  if (guyIds.length === 0) return [];
  return db
    .select({
      id: guys.id,
      phoneSealed: guys.phoneSealed,
      email: guys.email,
      accountEmail: user.email,
      keyVersion: guys.keyVersion,
    })
    .from(guys)
    .innerJoin(user, eq(user.id, guys.userId))
    .where(inArray(guys.id, [...guyIds]));
}

/**
 * Brings guys' stored contacts under the keyring's newest version: the phone sealed again when it is
 * under an older one, `key_version` set, his hashes rewritten from his current phone and e-mails.
 * Every writer of a guy's phone or e-mails calls it (in its transaction), as do the data migration
 * and the key rotation. Each guy's row is written with a compare-and-set on what was read: a
 * concurrent write wins and is left alone. Returns the ids written.
 */
export async function refreshGuyContacts(
  db: ContactsDb,
  guyIds: readonly number[],
  keyring = dataKeyring(),
): Promise<number[]> {
  const rows = await readGuyContacts(db, guyIds);
  if (rows.length === 0) return [];
  const writes = rows.map((row) => {
    const phone = openGuyPhone(row.phoneSealed, keyring);
    const current = row.phoneSealed === null || DataKeyring.versionOf(row.phoneSealed) === keyring.current;
    const sealed = current ? row.phoneSealed : sealGuyPhone(phone, keyring);
    if (!current && openGuyPhone(sealed, keyring) !== phone) throw new Error(`guy ${row.id}: sealing failed`);
    return { row, phone, sealed };
  });
  const values = sql.join(
    writes.map(
      ({ row, sealed }) =>
        sql`(${row.id}::integer, ${sealed}::text, ${row.phoneSealed}::text, ${row.keyVersion}::smallint)`,
    ),
    sql`, `,
  );
  const { rows: written } = await db.execute<{ id: number }>(sql`
    UPDATE guys AS g
    SET phone_sealed = v.sealed, key_version = ${keyring.current}::smallint
    FROM (VALUES ${values}) AS v(id, sealed, expected, version)
    WHERE g.id = v.id AND g.phone_sealed IS NOT DISTINCT FROM v.expected
      AND g.key_version IS NOT DISTINCT FROM v.version
    RETURNING g.id`);
  const ids = new Set(written.map((row) => Number(row.id)));
  if (ids.size === 0) return [];
  const hashes = writes
    .filter(({ row }) => ids.has(row.id))
    .flatMap(({ row, phone }) =>
      guyContactHashRows(row.id, { phone, email: row.email, account_email: row.accountEmail }, keyring),
    );
  // The new hashes first, then the rows left over: a screening meanwhile never finds him without any.
  if (hashes.length > 0) {
    await db
      .insert(guyContactHashes)
      .values(hashes)
      .onConflictDoUpdate({
        target: [guyContactHashes.guyId, guyContactHashes.source, guyContactHashes.keyVersion],
        set: { hash: sql`excluded.hash` },
      });
  }
  const kept = hashes.map((h) => sql`(${h.guyId}::integer, ${h.source}::text, ${h.keyVersion}::smallint)`);
  await db.execute(sql`
    DELETE FROM guy_contact_hashes AS h
    WHERE ${inArray(sql`h.guy_id`, [...ids])}
      ${kept.length === 0 ? sql`` : sql`AND (h.guy_id, h.source, h.key_version) NOT IN (VALUES ${sql.join(kept, sql`, `)})`}`);
  return [...ids];
}

/**
 * Better Auth's own update of an account (its e-mail change, verification): when the account is a
 * guy's and its e-mail is not the one his hashes are of, his hashes follow it.
 */
export async function refreshAccountContacts(db: ContactsDb, userId: string, email: string): Promise<void> {
  const keyring = dataKeyring();
  const hash = keyring.hash('email', email);
  const [guy] = await db
    .select({ id: guys.id, current: guyContactHashes.hash })
    .from(guys)
    .leftJoin(
      guyContactHashes,
      and(
        eq(guyContactHashes.guyId, guys.id),
        eq(guyContactHashes.source, 'account_email'),
        eq(guyContactHashes.keyVersion, keyring.current),
      ),
    )
    .where(eq(guys.userId, userId))
    .limit(1);
  if (guy && guy.current !== hash) await refreshGuyContacts(db, [guy.id], keyring);
}
