import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { absoluteUrl } from '@/server/absolute-url';
import { getDb, type Tx } from '@/server/db';
import type { CheckInAlertKind } from '@/server/db/schema';
import { jobQueueReady } from '@/server/jobs';
import { deliverNotices } from './channels';
import { activeContacts, arrayParam, loadFacts } from './facts';
import { alertNotice } from './notices';
import { newToken } from './tokens';

// Missed check-ins (decision 048): the deadline's job and the sweeper both call fireDueCheckIns,
// whose one transaction and unique alert row make a second run find nothing left.

/** The contact's alert link works this long. */
export const ALERT_LINK_HOURS = 72;
/** Check-ins (and their alerts) are deleted this long after they end. */
export const RETENTION_DAYS = 30;
/** Check-ins alerted per transaction: bounded memory and short locks under a burst of deadlines. */
export const ALERT_BATCH = 500;

export const ALERT_PAGE_PATH = '/check-in-alert';

type Alerted = {
  id: number;
  round: number;
  due_at: Date | string;
};

/** One alert row per check-in and round, one notice per active contact, in the caller's transaction. */
export async function alertClaimed(tx: Tx, claim: SQL, kind: CheckInAlertKind): Promise<number> {
  const claimed = (await tx.execute<Alerted>(claim)).rows;
  if (claimed.length === 0) return 0;
  const tokens = claimed.map(() => newToken());
  const expires = new Date(Date.now() + ALERT_LINK_HOURS * 3_600_000);
  const inserted = (
    await tx.execute<{ check_in_id: number; token_hash: string }>(sql`
      INSERT INTO check_in_alerts (check_in_id, round, kind, token_hash, expires_at, due_at)
      SELECT id, round, ${kind}, hash, ${expires.toISOString()}::timestamptz, due
      FROM unnest(
        ${arrayParam(claimed.map((c) => c.id))}::int[],
        ${arrayParam(claimed.map((c) => c.round))}::int[],
        ${arrayParam(tokens.map((t) => t.hash))}::text[],
        ${arrayParam(claimed.map((c) => new Date(c.due_at).toISOString()))}::timestamptz[]
      ) AS a(id, round, hash, due)
      ON CONFLICT (check_in_id, round) DO NOTHING
      RETURNING check_in_id, token_hash`)
  ).rows;
  const tokenByHash = new Map(tokens.map((t) => [t.hash, t.token]));
  const facts = await loadFacts(
    tx,
    inserted.map((row) => row.check_in_id),
  );
  const contacts = await activeContacts(
    tx,
    [...facts.values()].map((f) => f.girlId),
  );
  const notices = inserted.flatMap((row) => {
    const loaded = facts.get(row.check_in_id);
    if (!loaded) return [];
    const link = absoluteUrl(`${ALERT_PAGE_PATH}/${tokenByHash.get(row.token_hash)}`);
    const notice = alertNotice(loaded.facts, link, kind === 'urgent');
    return (contacts.get(loaded.girlId) ?? []).map((to) => ({ to, notice }));
  });
  await deliverNotices(notices, tx);
  return inserted.length;
}

/** Safe to run anywhere at any time. */
export async function fireDueCheckIns(options: { checkInId?: number } = {}): Promise<number> {
  await jobQueueReady(); // before the transactions (decision 034)
  const db = await getDb();
  const only = options.checkInId === undefined ? sql`` : sql`AND id = ${options.checkInId}`;
  let total = 0;
  for (;;) {
    const alerted = await db.transaction((tx) =>
      alertClaimed(
        tx,
        sql`
          UPDATE check_ins AS c SET state = 'alerted', ended_at = now()
          WHERE c.id IN (
            SELECT id FROM check_ins
            WHERE state = 'running' AND deadline_at <= now() ${only}
            ORDER BY deadline_at LIMIT ${ALERT_BATCH}
            FOR UPDATE SKIP LOCKED)
          RETURNING c.id, c.round, c.deadline_at AS due_at`,
        'missed',
      ),
    );
    total += alerted;
    if (alerted < ALERT_BATCH) return total;
  }
}

/** Deletes the check-ins that ended more than RETENTION_DAYS ago, their alerts with them. */
export async function deleteOldCheckIns(): Promise<number> {
  const db = await getDb();
  const { rows } = await db.execute<{ id: number }>(sql`
    DELETE FROM check_ins
    WHERE ended_at < now() - ${sql.raw(`interval '${RETENTION_DAYS} days'`)}
    RETURNING id`);
  return rows.length;
}
