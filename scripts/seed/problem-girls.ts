import 'server-only';
import type { Faker } from '@faker-js/faker';
import {
  auditLog,
  forumReviews,
  girls,
  problemGirlPhotos,
  problemGirlReportedUrls,
  problemGirls,
  scammerPhotos,
} from '@/server/db/schema';
import { userIdFor } from './accounts';
import { insertRows, type SeedContext } from './context';
import { DEMO_GUY } from './demo-accounts';
import type { SeededGirl } from './girls';
import type { SeededGuy } from './guys';
import { INTERNATIONAL_PLACES, US_PLACES } from './places';
import { createRandom, daysFromNow, isoDate, toUsername } from './random';
import { stageNameFor } from './texts';

// Girl records without a Matside account: scammers (is_scammer, with pictures), forum-review
// girls (forum_reviews rows; one trans and one inactive, which the search must not classify as
// 'review'), and problem girls (moderator-edited, reported by a guy, or crawled and unreviewed).

export const SCAMMER_COUNT = 8;
export const FORUM_REVIEW_GIRL_COUNT = 12;

function uniqueNames(faker: Faker, existing: readonly SeededGirl[]) {
  const stageNames = new Set(existing.map((g) => g.stageName.toLowerCase()));
  const usernames = new Set(existing.map((g) => g.username.toLowerCase()));
  return () => {
    const stageName = stageNameFor(faker, stageNames);
    let username = toUsername(stageName);
    for (let n = 2; usernames.has(username); n += 1) username = toUsername(stageName, `_${n}`);
    usernames.add(username);
    return { stageName, username };
  };
}

const SCAMS = [
  'Takes a deposit for a session, then disappears. Uses pictures of other wrestlers.',
  'Asks for gift cards "to secure the booking". Never shows up.',
  'Fake profile copying a Matside girl\u2019s photos and text.',
  'Sells "custom videos" that never arrive.',
];

export async function seedScammersAndForumGirls(
  ctx: SeedContext,
  existing: readonly SeededGirl[],
): Promise<{ scammerIds: number[]; reviewGirlIds: number[]; linkedIds: number[] }> {
  const faker = createRandom('scammers');
  const next = uniqueNames(faker, existing);
  const base = (kind: 'scammer' | 'review' | 'linked', i: number): typeof girls.$inferInsert => {
    const { stageName, username } = next();
    const place =
      i % 3 === 2 ? faker.helpers.arrayElement(INTERNATIONAL_PLACES) : faker.helpers.arrayElement(US_PLACES);
    const created = daysFromNow(-faker.number.int({ min: 30, max: 1500 }));
    return {
      name: `${stageName.split(' ')[0]} ${faker.person.lastName()}`,
      username,
      stageName,
      city: place.city,
      state: place.state,
      country: place.country,
      height: faker.number.int({ min: 60, max: 74 }),
      weight: faker.number.int({ min: 22, max: 40 }) * 5,
      matsideGirl: false,
      profileApproved: true,
      isScammer: kind === 'scammer',
      headline:
        kind === 'scammer' ? faker.helpers.arrayElement(['Deposit scam', 'Fake profile', 'Gift-card scam']) : null,
      description: kind === 'scammer' ? faker.helpers.arrayElement(SCAMS) : null,
      createdAt: created,
      updatedAt: created,
    };
  };
  const scammerRows = Array.from({ length: SCAMMER_COUNT }, (_, i) => base('scammer', i));
  for (const [i, row] of scammerRows.entries()) {
    const picture = await ctx.images.plain(i);
    Object.assign(row, { profilePicSecureUrl: picture.url, profilePicPublicId: picture.key, profilePicApproved: true });
  }
  const scammerIds = await insertRows(ctx, 'girls (scammers)', girls, scammerRows);
  const pics: (typeof scammerPhotos.$inferInsert)[] = [];
  for (const [i, girlId] of scammerIds.entries()) {
    for (let p = 0; p < 1 + (i % 3); p += 1) {
      const picture = await ctx.images.plain(i + p + 1);
      pics.push({
        girlId,
        storageKey: picture.key,
        secureUrl: picture.url,
        variants: picture.variants,
        createdAt: scammerRows[i]!.createdAt,
      });
    }
  }
  await insertRows(ctx, 'scammer_photos', scammerPhotos, pics);

  const reviewRows = Array.from({ length: FORUM_REVIEW_GIRL_COUNT }, (_, i) => ({
    ...base('review', i),
    trans: i === FORUM_REVIEW_GIRL_COUNT - 1,
    active: i !== FORUM_REVIEW_GIRL_COUNT - 2,
  }));
  const reviewGirlIds = await insertRows(ctx, 'girls (forum reviews)', girls, reviewRows);
  const reviews: (typeof forumReviews.$inferInsert)[] = [];
  for (const [i, girlId] of reviewGirlIds.entries()) {
    for (let r = faker.number.int({ min: 1, max: 4 }); r > 0; r -= 1) {
      const when = daysFromNow(-faker.number.int({ min: 10, max: 2000 }));
      const thread = faker.number.int({ min: 10000, max: 999999 });
      reviews.push({
        girlId,
        username: faker.internet.username().toLowerCase(),
        reviewUrl: `https://forum.example/threads/${thread}`,
        deprecatedPageTitle: `Session review: ${reviewRows[i]!.stageName} in ${reviewRows[i]!.city}`,
        createdAt: when,
        updatedAt: when,
      });
    }
  }
  await insertRows(ctx, 'forum_reviews', forumReviews, reviews);

  const linkedIds = await insertRows(ctx, 'girls (problem girls)', girls, [base('linked', 0), base('linked', 1)]);
  await seedPendingScammerReports(ctx);
  return { scammerIds, reviewGirlIds, linkedIds };
}

const REASONS = [
  'Repeated no-shows after taking a deposit.',
  'Shares clients\u2019 personal details on social media.',
  'Aggressive beyond what was agreed; injured a client.',
  'Uses another girl\u2019s pictures on her ads.',
];

export async function seedProblemGirls(
  ctx: SeedContext,
  linkedGirlIds: readonly number[],
  guys: readonly SeededGuy[],
): Promise<void> {
  const faker = createRandom('problem-girls');
  const rows: (typeof problemGirls.$inferInsert)[] = [];
  for (let i = 0; i < 11; i += 1) {
    const crawled = i >= 8;
    const first = faker.person.firstName('female');
    const place = faker.helpers.arrayElement(US_PLACES);
    const picture = await ctx.images.plain(i + 2);
    const created = daysFromNow(-faker.number.int({ min: 1, max: 600 }));
    const thread = faker.number.int({ min: 10000, max: 999999 });
    rows.push({
      username: crawled ? null : toUsername(`${first}_${faker.number.int({ min: 1, max: 99 })}`),
      name: `${first} ${faker.person.lastName()}`,
      headline: faker.helpers.arrayElement([
        'No-show with deposit',
        'Dangerous sessions',
        'Stolen pictures',
        'Doxxes clients',
      ]),
      description: crawled ? null : faker.helpers.arrayElement(REASONS),
      city: place.city,
      country: place.country,
      height: faker.number.int({ min: 60, max: 74 }),
      weight: faker.number.int({ min: 22, max: 40 }) * 5,
      dob: faker.datatype.boolean(0.5) ? isoDate(faker.date.birthdate({ mode: 'age', min: 22, max: 45 })) : null,
      profileUrl: `https://sessiongirls.example/${first.toLowerCase()}${i}`,
      reasonWhy: faker.helpers.arrayElement(REASONS),
      dateOfAnalysis: crawled ? null : isoDate(created),
      pageTitle: `${first} – problem report`,
      messageThread: `https://forum.example/threads/${thread}`,
      guyId: i === 5 || i === 6 ? guys[i]!.id : null,
      girlId: i < linkedGirlIds.length ? linkedGirlIds[i]! : null,
      cloudinaryPublicId: picture.key,
      cloudinarySecureUrl: picture.url,
      cloudinaryUrl: picture.url,
      crawledAt: crawled ? created : null,
      reviewed: !crawled,
      createdAt: created,
      updatedAt: created,
    });
  }
  const ids = await insertRows(ctx, 'problem_girls', problemGirls, rows);
  const urls = ids.flatMap((problemGirlId, i) =>
    Array.from({ length: 1 + (i % 3) }, (_, u) => ({
      problemGirlId,
      reportedUrl: `https://ads.example/listing/${i * 10 + u + 1000}`,
      createdAt: rows[i]!.createdAt,
      updatedAt: rows[i]!.createdAt,
    })),
  );
  await insertRows(ctx, 'problem_girl_reported_urls', problemGirlReportedUrls, urls);
  const photos = [];
  for (const [i, problemGirlId] of ids.entries()) {
    if (i % 2 === 1) continue;
    const picture = await ctx.images.plain(i);
    photos.push({
      problemGirlId,
      storageKey: picture.key,
      secureUrl: picture.url,
      variants: picture.variants,
      createdAt: rows[i]!.createdAt,
    });
  }
  await insertRows(ctx, 'problem_girl_photos', problemGirlPhotos, photos);
}

/** Reports from the public form that wait in the moderation queue, filed by the demo guy. */
async function seedPendingScammerReports(ctx: SeedContext): Promise<void> {
  const reports = [
    { name: 'Tara Takes', reportedUsername: 'tara_takes_deposits', headline: 'Deposit scam', city: 'Phoenix' },
    { name: 'Nina Noshow', reportedUsername: 'nina_noshow', headline: 'Fake profile', city: 'Denver' },
  ];
  const ids = await insertRows(
    ctx,
    'girls (scammer reports waiting)',
    girls,
    reports.map((r, i) => ({
      ...r,
      country: 'United States',
      description: SCAMS[i % SCAMS.length],
      isScammer: true,
      matsideGirl: false,
      profileApproved: null,
      createdAt: daysFromNow(-(i + 1)),
      updatedAt: daysFromNow(-(i + 1)),
    })),
  );
  await ctx.tx.insert(auditLog).values(
    ids.map((id, i) => ({
      at: daysFromNow(-(i + 1)),
      actorUserId: userIdFor(DEMO_GUY.username),
      action: 'scammer.report',
      targetTable: 'girls',
      targetId: String(id),
    })),
  );
}
