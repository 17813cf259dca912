import 'server-only';
import { sql } from 'drizzle-orm';
import { clientTypeLabel, type ClientType } from '@/lib/enums/client-types';
import { monthsToExpiry } from '@/lib/enums/timewaster-severity';
import { absoluteUrl } from '@/server/absolute-url';
import { getDb } from '@/server/db';
import { jobQueueReady, queueMail } from '@/server/jobs';
import type { MailMessage } from '@/server/mail';
import { CONFIRMATION_MESSAGES } from './confirmation-schema';
import { expiryDay } from './expiry-display';

// The monthly reminder (docs/decisions/041): the reporter of an entry that expires within the
// next two months is told once per expiry, so every reminder leaves her at least a month. Only
// she is written to, anonymous report or not; nobody else learns who reported it. Idempotent: a
// reminder is a row (unique per entry and expiry) written in the transaction that queues its
// mail, so a repeated or concurrent run sends nothing twice, and a renewed entry gets a new one.

/** Entries expiring within this many months of a run are reminded (the job runs monthly). */
export const REMINDER_WINDOW_MONTHS = 2;

type DueReminder = {
  timewaster_id: number;
  expires_at: Date | string;
  name: string;
  client_type: ClientType;
  email: string | null;
};

export function expiryReminderMail(entry: { name: string; clientType: ClientType; expiresAt: Date | string }) {
  const day = expiryDay(entry.expiresAt);
  const months = monthsToExpiry(entry.clientType);
  return {
    subject: `Your timewaster report about ${entry.name} expires on ${day}`,
    text: [
      `Your report about ${entry.name} (${clientTypeLabel(entry.clientType)}) leaves the girls' timewaster search and the booking screening on ${day}, ${months} months after it was last confirmed.`,
      '',
      `If he is still a problem: a girl who had the same experience, or you if it happened again, can press "${CONFIRMATION_MESSAGES.button}" on it in the timewaster tool. That keeps it for another ${months} months.`,
      '',
      `Your reports: ${absoluteUrl('/girl/my-timewasters')}`,
      '',
      '— Matside',
    ].join('\n'),
  } satisfies Omit<MailMessage, 'to'>;
}

/** One run of the job: records and queues the reminders that are due; returns how many were queued. */
export async function sendExpiryReminders(): Promise<number> {
  await jobQueueReady(); // before the transaction (decision 034)
  const db = await getDb();
  const window = sql.raw(`interval '${REMINDER_WINDOW_MONTHS} months'`);
  return db.transaction(async (tx) => {
    const due = await tx.execute<DueReminder>(sql`
      WITH due AS (
        INSERT INTO timewaster_expiry_reminders (timewaster_id, expires_at)
        SELECT t.id, t.expires_at FROM timewasters AS t
        WHERE t.approved AND t.girl_id IS NOT NULL
          AND t.expires_at > now() AND t.expires_at <= now() + ${window}
        ON CONFLICT DO NOTHING
        RETURNING timewaster_id, expires_at
      )
      SELECT due.timewaster_id, due.expires_at, t.name, t.client_type, u.email
      FROM due
      JOIN timewasters AS t ON t.id = due.timewaster_id
      JOIN girls AS g ON g.id = t.girl_id
      LEFT JOIN "user" AS u ON u.id = g.user_id`);
    let queued = 0;
    for (const row of due.rows) {
      if (!row.email) continue;
      const mail = expiryReminderMail({ name: row.name, clientType: row.client_type, expiresAt: row.expires_at });
      await queueMail({ to: row.email, ...mail }, { tx });
      queued += 1;
    }
    return queued;
  });
}
