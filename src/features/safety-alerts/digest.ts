import 'server-only';
import { sql } from 'drizzle-orm';
import { actorKind } from '@/server/auth/actor-types';
import { parseRoles } from '@/lib/enums/roles';
import { getDb, type Tx } from '@/server/db';
import { jobQueueReady, queueMail } from '@/server/jobs';
import { alertOf, DETAIL_COLUMNS, DETAIL_JOINS, LIVE_ENTRY, type AlertDetailRow, type SafetyAlertDto } from './details';
import { digestMail } from './mail';
import { ALERT_RULES, ALERTED_GIRL, recordNewAlerts } from './matching';

// The daily run (queue `safety-alert-digests`, docs/decisions/043): records the new alerts, then
// e-mails each girl one digest of her alerts not yet mailed, unless she had one in the last 20
// hours. The alert rows are marked in the transaction that queues the mails, so a retried,
// repeated or concurrent run mails nobody twice; girls go 500 at a time, so memory stays flat.

type DigestRow = AlertDetailRow & { girl_id: number; user_id: string; email: string; role: string | null };

export interface DigestRun {
  alerts: number;
  emails: number;
}

function recipient(row: DigestRow) {
  const roles = parseRoles(row.role);
  return {
    kind: actorKind(roles),
    userId: row.user_id,
    username: '',
    email: row.email,
    name: '',
    image: null,
    roles,
    isModerator: roles.includes('moderator'),
    girlId: row.girl_id,
    stageName: null,
    vettedGirl: true,
    emailVerified: true,
  } as const;
}

/** Girls whose digests are built, marked and queued in one transaction (bounded memory). */
export const DIGEST_BATCH = 500;

/** One run of the job: records the new alerts, then mails the digests batch by batch. */
export async function sendSafetyAlertDigests(): Promise<DigestRun> {
  await jobQueueReady(); // before the transactions (decision 034)
  const db = await getDb();
  const alerts = await recordNewAlerts(db);
  let emails = 0;
  let after = 0;
  for (;;) {
    const batch = await db.transaction((tx) => digestBatch(tx, after));
    emails += batch.emails;
    if (batch.lastGirlId === null) return { alerts, emails };
    after = batch.lastGirlId;
  }
}

/**
 * The next DIGEST_BATCH girls (by id, after `after`) with alerts not mailed yet: marks their
 * alerts mailed and queues one digest each, in the caller's transaction.
 */
async function digestBatch(tx: Tx, after: number): Promise<{ emails: number; lastGirlId: number | null }> {
  const [bound] = (
    await tx.execute<{ last: number | null }>(sql`
      SELECT max(girl_id) AS last FROM (
        SELECT DISTINCT girl_id FROM safety_alerts
        WHERE emailed_at IS NULL AND girl_id > ${after} ORDER BY girl_id LIMIT ${DIGEST_BATCH}
      ) AS batch`)
  ).rows;
  if (bound?.last === null || bound?.last === undefined) return { emails: 0, lastGirlId: null };
  const last = Number(bound.last);
  const gap = sql.raw(`interval '${ALERT_RULES.digestGapHours} hours'`);
  const due = await tx.execute<DigestRow>(sql`
    WITH a AS (
      UPDATE safety_alerts AS s SET emailed_at = now()
      FROM girls JOIN "user" ON "user".id = girls.user_id
      WHERE s.girl_id > ${after} AND s.girl_id <= ${last} AND s.girl_id = girls.id
        AND s.emailed_at IS NULL AND s.seen_at IS NULL AND ${ALERTED_GIRL}
        AND EXISTS (SELECT 1 FROM timewasters AS t WHERE t.id = s.timewaster_id AND ${LIVE_ENTRY})
        AND NOT EXISTS (SELECT 1 FROM safety_alerts AS x
                        WHERE x.girl_id = s.girl_id AND x.emailed_at > now() - ${gap})
      RETURNING s.*, "user".id AS user_id, "user".email, "user".role
    )
    SELECT ${DETAIL_COLUMNS}, a.girl_id, a.user_id, a.email, a.role
    FROM a ${DETAIL_JOINS}
    ORDER BY a.girl_id, a.id`);
  const byGirl = new Map<number, { to: string; entries: SafetyAlertDto[] }>();
  for (const row of due.rows) {
    const digest = byGirl.get(row.girl_id) ?? { to: row.email, entries: [] };
    digest.entries.push(alertOf(row, recipient(row)));
    byGirl.set(row.girl_id, digest);
  }
  for (const { to, entries } of byGirl.values()) await queueMail({ to, ...digestMail(entries) }, { tx });
  return { emails: byGirl.size, lastGirlId: last };
}
