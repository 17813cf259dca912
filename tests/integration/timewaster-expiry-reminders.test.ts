import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_MESSAGES } from '@/features/timewasters/confirmation-schema';
import { sendExpiryReminders } from '@/features/timewasters/expiry-reminders';
import { zonedDay } from '@/lib/zoned-time';
import { getDb } from '@/server/db';
import { timewasterExpiryReminders, timewasters } from '@/server/db/schema';
import { getBoss, registerSchedules } from '@/server/jobs/boss';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { outboxMessages, recipientsOf } from '../helpers/people';
import { confirm, entry, expireIn, today } from '../helpers/timewaster-expiry';

// The monthly reminder of expiring timewaster entries (docs/decisions/041): a job on pg-boss,
// tested by calling its function: which entries, once per entry and expiry, only the reporter.

let reporter: TestGirl;
let reader: TestGirl;

beforeAll(async () => {
  reporter = await createGirl({ prefix: 'report' });
  reader = await createGirl({ prefix: 'reader' });
});

describe('the monthly reminder job', () => {
  it('is scheduled monthly on pg-boss', async () => {
    const boss = await getBoss();
    await registerSchedules(boss);
    expect(await boss.getSchedules()).toContainEqual(
      expect.objectContaining({ name: 'timewaster-expiry-reminders', cron: '0 9 1 * *' }),
    );
  });

  it('mails the reporter once per entry and expiry, anonymous or not, and nobody else', async () => {
    const tag = uniqueName('Reminder Client');
    const soon = await entry(`${tag} Soon`, reporter.girlId, { anonymous: true });
    const later = await entry(`${tag} Later`, reporter.girlId);
    const gone = await entry(`${tag} Gone`, reporter.girlId);
    const dangerous = await entry(`${tag} Dangerous`, reporter.girlId, { clientType: 'dangerous' });
    const waiting = await entry(`${tag} Waiting`, reporter.girlId, { approved: false });
    const orphan = await entry(`${tag} Orphan`, null);
    await expireIn(soon, 40);
    await expireIn(later, 90);
    await expireIn(gone, -1);
    await expireIn(dangerous, 40);
    await expireIn(waiting, 40);
    await expireIn(orphan, 40);
    // Another girl's confirmation does not make her a recipient.
    expect((await confirm(soon, reader.cookie, today())).status).toBe(201);
    await expireIn(soon, 40);

    await sendExpiryReminders();
    const db = await getDb();
    const reminded = async () =>
      (await db.select().from(timewasterExpiryReminders)).filter((r) =>
        [soon, later, gone, dangerous, waiting, orphan].includes(r.timewasterId),
      );
    // An entry whose reporter's account is gone has nobody to tell.
    expect((await reminded()).map((r) => r.timewasterId)).toEqual([soon]);
    expect(await recipientsOf(tag)).toEqual([reporter.email.toLowerCase()]);
    // Quoted-printable: soft line breaks undone.
    const [mail] = (await outboxMessages()).filter((m) => m.includes(tag)).map((m) => m.replace(/=\r?\n/g, ''));
    const [row] = await db.select().from(timewasters).where(eq(timewasters.id, soon));
    const day = zonedDay(row!.expiresAt!, 'UTC');
    expect(mail).toContain(`${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`);
    expect(mail).toContain(CONFIRMATION_MESSAGES.button);
    expect(mail).not.toContain(reader.username);

    // A second run (a retry, a concurrent worker) sends nothing more.
    await Promise.all([sendExpiryReminders(), sendExpiryReminders()]);
    expect(await recipientsOf(tag)).toEqual([reporter.email.toLowerCase()]);

    // Renewed, it has a new expiry, and a new reminder once that one comes near.
    await expireIn(soon, 30);
    await sendExpiryReminders();
    expect(await recipientsOf(tag)).toEqual([reporter.email.toLowerCase(), reporter.email.toLowerCase()]);
    expect(
      await db
        .select()
        .from(timewasterExpiryReminders)
        .where(and(eq(timewasterExpiryReminders.timewasterId, soon))),
    ).toHaveLength(2);
  });
});
