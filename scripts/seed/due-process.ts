import 'server-only';
import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import {
  appealMessages,
  appeals,
  decisionNotices,
  refusedPhotos,
  reportSuspensions,
  timewasterConfirmations,
  timewasterExpiryReminders,
  timewasters,
} from '@/server/db/schema';
import { getStorage, PRIVATE_PREFIX } from '@/server/storage';
import { photoPrefix } from '@/server/storage/photo-files';
import { insertRows, type SeedContext } from './context';
import { CANARY_TIMEWASTER, DEMO_MODERATOR, EXPIRY_EXAMPLES } from './demo-accounts';
import type { SeededGirl } from './girls';
import { createRandom, daysFromNow, isoDate } from './random';
import { seedSafetyAlertAccounts, seedSafetyAlerts } from './safety-alerts';

// Due process on seeded people who are not demo logins (the journeys write their own): the
// rejected and the banned girl each appealed and were refused (decision 039; closed appeals, so
// the queue's open-appeals section stays as the journeys expect), other girls confirmed a few
// timewaster entries (decision 041), the expired example entry's reporter was reminded, and the
// last visible girl's right to report is suspended (decision 042); the one before her had a new
// photo refused three days ago, kept privately for the appeal she may still send (decision 039);
// three girls have safety alerts (decision 043).

const DAY_MS = 86_400_000;

export async function seedDueProcess(
  ctx: SeedContext,
  girls: readonly SeededGirl[],
  moderators: ReadonlyMap<string, string>,
): Promise<void> {
  await seedAppeals(ctx, girls, moderators.get(DEMO_MODERATOR.username)!);
  await seedConfirmations(ctx, girls);
  await seedExpiryReminder(ctx);
  await seedReportSuspension(ctx, girls, moderators.get(DEMO_MODERATOR.username)!);
  await seedSafetyAlerts(ctx, girls);
  await seedSafetyAlertAccounts(ctx);
  await seedRefusedPhoto(ctx, girls, moderators.get(DEMO_MODERATOR.username)!);
}

/** A refused gallery photo with its notice, inside the appeal window, its file under a private key. */
async function seedRefusedPhoto(ctx: SeedContext, girls: readonly SeededGirl[], moderatorId: string) {
  const girl = girls.filter((g) => g.state === 'visible').at(-2)!;
  const picture = await ctx.images.gallery(997);
  const name = createRandom('refused-photo').string.hexadecimal({ length: 32, casing: 'lower', prefix: '' });
  const key = `${PRIVATE_PREFIX}${photoPrefix(girl.id)}/${name}.webp`;
  const storage = getStorage();
  await storage.copy(picture.key, key);
  const uploadedAt = daysFromNow(-4);
  const refusedAt = daysFromNow(-3);
  const [noticeId] = await insertRows(ctx, 'decision_notices', decisionNotices, [
    {
      recipientUserId: girl.userId,
      kind: 'photo',
      role: 'subject',
      subject: `Your new photo of ${isoDate(uploadedAt)}`,
      accepted: false,
      reasonCode: 'picture_not_clear',
      reasonText: null,
      createdAt: refusedAt,
    },
  ]);
  const file = { key, url: storage.url(key), width: picture.width, height: picture.height };
  await insertRows(ctx, 'refused_photos', refusedPhotos, [
    {
      girlId: girl.id,
      type: 'image',
      storageKey: key,
      secureUrl: file.url,
      variants: { full: file },
      width: picture.width,
      height: picture.height,
      uploadedAt,
      profilePicture: false,
      refusedAt,
      refusedByUserId: moderatorId,
      noticeId: noticeId!,
    },
  ]);
}

async function seedAppeals(ctx: SeedContext, girls: readonly SeededGirl[], moderatorId: string) {
  const rejected = girls.find((g) => g.state === 'rejected')!;
  const banned = girls.find((g) => g.state === 'banned')!;
  const cases = [
    {
      girl: rejected,
      kind: 'girl',
      subject: 'Your profile',
      reasonCode: 'profile_incomplete',
      plea: 'I have added my city and a clear picture. Please look again.',
      answer: 'Thank you. Your verification picture still does not show your face; please send a new one.',
      ruling: 'picture_not_clear',
    },
    {
      girl: banned,
      kind: 'ban',
      subject: 'Your account',
      reasonCode: 'harassment',
      plea: 'The messages were a misunderstanding with one client.',
      answer: 'We read the reports again: three girls wrote about the same messages.',
      ruling: 'harassment',
    },
  ];
  const decided = (index: number) => daysFromNow(-12 - index * 3);
  const noticeIds = await insertRows(
    ctx,
    'decision_notices',
    decisionNotices,
    cases.map((c, index) => ({
      recipientUserId: c.girl.userId,
      kind: c.kind,
      role: 'subject',
      subject: c.subject,
      accepted: false,
      reasonCode: c.reasonCode,
      reasonText: null,
      createdAt: decided(index),
    })),
  );
  const appealIds = await insertRows(
    ctx,
    'appeals',
    appeals,
    cases.map((c, index) => ({
      noticeId: noticeIds[index]!,
      appellantUserId: c.girl.userId,
      kind: c.kind,
      subjectTable: 'girls',
      subjectId: c.girl.id,
      // Decided before the audit log's seeded window: any moderator may rule on it.
      decidedByUserId: null,
      status: 'denied',
      reasonCode: c.ruling,
      reasonText: null,
      resolvedAt: new Date(decided(index).getTime() + 4 * DAY_MS),
      createdAt: new Date(decided(index).getTime() + DAY_MS),
    })),
  );
  await insertRows(
    ctx,
    'appeal_messages',
    appealMessages,
    cases.flatMap((c, index) => [
      {
        appealId: appealIds[index]!,
        authorUserId: c.girl.userId,
        fromModerator: false,
        body: c.plea,
        createdAt: new Date(decided(index).getTime() + DAY_MS),
      },
      {
        appealId: appealIds[index]!,
        authorUserId: moderatorId,
        fromModerator: true,
        body: c.answer,
        createdAt: new Date(decided(index).getTime() + 3 * DAY_MS),
      },
    ]),
  );
}

/** Three live entries, each confirmed by a vetted girl other than its reporter on its last confirmation. */
async function seedConfirmations(ctx: SeedContext, girls: readonly SeededGirl[]) {
  const entries = await ctx.tx
    .select({ id: timewasters.id, girlId: timewasters.girlId, lastConfirmedAt: timewasters.lastConfirmedAt })
    .from(timewasters)
    .where(
      and(
        eq(timewasters.approved, true),
        isNotNull(timewasters.girlId),
        notInArray(timewasters.name, [EXPIRY_EXAMPLES.expired, EXPIRY_EXAMPLES.renewable, CANARY_TIMEWASTER.name]),
      ),
    )
    .orderBy(asc(timewasters.id))
    .limit(3);
  // Not the demo girl (index 0) nor the moderator girl (1): the journeys confirm as demo_girl.
  const confirmers = girls.filter((g) => g.state === 'visible').slice(2);
  const rows = entries.map((entry, index) => {
    const girl = confirmers.filter((g) => g.id !== entry.girlId)[index]!;
    return {
      timewasterId: entry.id,
      girlId: girl.id,
      experienceDate: new Date(entry.lastConfirmedAt.getTime() - 5 * DAY_MS).toISOString().slice(0, 10),
      createdAt: entry.lastConfirmedAt,
    };
  });
  await insertRows(ctx, 'timewaster_confirmations', timewasterConfirmations, rows);
}

/** The monthly job's record of the e-mail sent a month before the expired example expired. */
async function seedExpiryReminder(ctx: SeedContext) {
  const [expired] = await ctx.tx
    .select({ id: timewasters.id, expiresAt: timewasters.expiresAt })
    .from(timewasters)
    .where(eq(timewasters.name, EXPIRY_EXAMPLES.expired))
    .limit(1);
  if (!expired?.expiresAt) throw new Error('The seeded expired timewaster example has no expiry.');
  await insertRows(ctx, 'timewaster_expiry_reminders', timewasterExpiryReminders, [
    {
      timewasterId: expired.id,
      expiresAt: expired.expiresAt,
      createdAt: new Date(expired.expiresAt.getTime() - 30 * DAY_MS),
    },
  ]);
}

/** The last visible girl (no demo login) may not report: a moderator suspended it for spam. */
async function seedReportSuspension(ctx: SeedContext, girls: readonly SeededGirl[], moderatorId: string) {
  const girl = girls.filter((g) => g.state === 'visible').at(-1)!;
  await ctx.tx.insert(reportSuspensions).values({
    userId: girl.userId,
    reasonCode: 'spam',
    reason: null,
    suspendedByUserId: moderatorId,
    createdAt: daysFromNow(-20),
  });
}
