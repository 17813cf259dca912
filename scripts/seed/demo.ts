import 'server-only';
import type { Db } from '@/server/db';
import { getStorage, type Storage } from '@/server/storage';
import { hashDemoPassword, seedModerators } from './accounts';
import { seedAdminManagement } from './admin-management';
import { seedAiChats } from './ai-chats';
import { seedScreeningMatch } from './booking-screening';
import { seedDecisionNotices } from './decision-notices';
import { seedDueProcess } from './due-process';
import { seedComments, seedNewsFeed, seedPollVotes, seedPosts, seedReputationList, seedTravels } from './content';
import { truncateAppTables, type SeedContext } from './context';
import { DEMO_MODERATOR } from './demo-accounts';
import { seedMatsideGirls } from './girls';
import { seedGuys } from './guys';
import { SeedImages } from './images';
import { seedProblemGirls, seedScammersAndForumGirls } from './problem-girls';
import { consoleReporter, SeedCounts, type Reporter } from './progress';
import { seedSessionGirls } from './session-girls';
import { seedBookings, seedFollows, seedModeratorComments, seedReviews, seedUnverifiedReferences } from './social';
import { seedTimewasters } from './timewasters';

// The demo data set behind `npm run db:seed`. Deterministic (seeded faker, dates relative to
// today's UTC midnight, stable user ids) and repeatable: one transaction empties every app table
// (RESTART IDENTITY) and inserts everything again, so a second run gives the same rows and ids.

export interface SeedOptions {
  /** Where progress lines go (stdout by default). */
  report?: Reporter;
  /** Where the generated pictures are stored (the app's storage adapter by default). */
  storage?: Pick<Storage, 'put' | 'url'>;
}

export interface SeedResult {
  /** Rows inserted per table. */
  counts: Record<string, number>;
  /** Picture files written (full size + thumb). */
  files: number;
  ms: number;
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const report = options.report ?? consoleReporter;
  const images = new SeedImages(options.storage ?? getStorage());
  const counts = new SeedCounts();
  const passwordHash = await hashDemoPassword();

  await db.transaction(async (tx) => {
    const emptied = await truncateAppTables(tx);
    report(`Emptied ${emptied} tables.`);
    const ctx: SeedContext = { tx, images, counts, report, passwordHash };
    const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const t = Date.now();
      const result = await work();
      report(`  ${label.padEnd(28)} ${String(Date.now() - t).padStart(6)} ms`);
      return result;
    };
    report('Seeding demo data:');
    const moderators = await step('moderators', () => seedModerators(ctx));
    const girls = await step('Matside girls + photos', () => seedMatsideGirls(ctx));
    const guys = await step('guys', () => seedGuys(ctx));
    const others = await step('scammers, forum reviews', () => seedScammersAndForumGirls(ctx, girls));
    await step('problem girls', () => seedProblemGirls(ctx, others.linkedIds, guys));
    await step('session girls', () => seedSessionGirls(ctx, girls, guys));
    await step('travels', () => seedTravels(ctx, girls));
    await step('posts', () => seedPosts(ctx, girls));
    await step('bookings', () => seedBookings(ctx, girls, guys));
    await step('follows', () => seedFollows(ctx, girls, guys));
    await step('reviews, girls-only comments', () => seedReviews(ctx, girls, guys));
    await step('unverified references', () => seedUnverifiedReferences(ctx, girls, guys));
    await step('moderator comments', () =>
      seedModeratorComments(ctx, moderators.get(DEMO_MODERATOR.username)!, girls, guys),
    );
    await step("moderators' decisions on the dashboards", () => seedDecisionNotices(ctx, girls, guys));
    await step('timewasters', () => seedTimewasters(ctx, girls));
    await step('flagged booking request', () => seedScreeningMatch(ctx, girls));
    await step('appeals, confirmations', () => seedDueProcess(ctx, girls, moderators));
    await step('AI chats', () => seedAiChats(ctx, girls, guys));
    await step('news feed', () => seedNewsFeed(ctx, girls));
    await step('polls', () => seedPollVotes(ctx, girls, guys));
    await step('comments', () => seedComments(ctx, girls, guys));
    await step('reputation list', () => seedReputationList(ctx));
    await step('admin management', () => seedAdminManagement(ctx));
  });

  report('Rows per table:');
  report(counts.summary());
  report(`Pictures: ${images.fileCount} files.`);
  return { counts: Object.fromEntries(counts.rows), files: images.fileCount, ms: Date.now() - started };
}
