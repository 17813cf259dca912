import 'server-only';
import type { Faker } from '@faker-js/faker';
import { BOOKING_STATUSES } from '@/lib/enums/booking-statuses';
import {
  bookings,
  follows,
  girlReviews,
  girlsOnlyComments,
  guyReviews,
  moderatorCommentsGirls,
  moderatorCommentsGuys,
  unverifiedReferences,
} from '@/server/db/schema';
import { insertRows, type SeedContext } from './context';
import { CANARY_GIRLS_ONLY_COMMENT, CANARY_REFERENCE_IDENTIFIER } from './demo-accounts';
import type { SeededGirl } from './girls';
import type { SeededGuy } from './guys';
import { createRandom, daysFromNow } from './random';
import { ATTIRE, SESSION_LENGTHS, SESSION_TYPES, girlReviewFor, girlsOnlyCommentFor, guyReviewFor } from './texts';

// Guys and girls together: bookings in every (girl_status, guy_status) combination, follows,
// reviews both ways, girls-only comments, unverified references (linked to the Matside girl they
// name, most of them answered) and moderators' notes.

const STATUS_PAIRS = BOOKING_STATUSES.flatMap((girlStatus) =>
  BOOKING_STATUSES.map((guyStatus) => ({ girlStatus, guyStatus })),
);

export async function seedBookings(ctx: SeedContext, girls: readonly SeededGirl[], guys: readonly SeededGuy[]) {
  const faker = createRandom('bookings');
  const [demoGirl] = girls;
  const [demoGuy] = guys;
  const activeGuys = guys.filter((g) => g.state === 'visible' || g.state === 'private');
  const visibleGirls = girls.filter((g) => g.visible);
  const rows: (typeof bookings.$inferInsert)[] = [];
  const add = (girlId: number, guyId: number, pair: (typeof STATUS_PAIRS)[number]) => {
    const done = pair.girlStatus === 'complete' || pair.guyStatus === 'complete';
    const when = done ? -faker.number.int({ min: 2, max: 120 }) : faker.number.int({ min: -10, max: 60 });
    const created = daysFromNow(Math.min(when, 0) - faker.number.int({ min: 3, max: 20 }));
    rows.push({
      girlId,
      guyId,
      ...pair,
      dateTimeAvailable: daysFromNow(when, faker.number.int({ min: 10, max: 20 })),
      sessionLocation: faker.helpers.arrayElement(['My hotel', 'Your studio', 'A local gym', 'Either is fine']),
      sessionLength: faker.helpers.arrayElement(SESSION_LENGTHS),
      desiredSessionType: faker.helpers.arrayElement(SESSION_TYPES),
      thingsToNotInclude: faker.datatype.boolean(0.4) ? 'No strikes to the face, please.' : null,
      requestedAttire: faker.helpers.arrayElement(ATTIRE),
      detailsQuestions: faker.datatype.boolean(0.5) ? 'Do you have mats, or should I book a studio?' : null,
      detailsNotes: faker.datatype.boolean(0.3) ? 'First time booking, a bit nervous.' : null,
      servicesInterests: faker.datatype.boolean(0.3),
      createdAt: created,
      updatedAt:
        pair.girlStatus === 'pending' && pair.guyStatus === 'pending' ? created : daysFromNow(Math.min(when + 1, 0)),
    });
  };
  // The demo girl and the demo guy each see every combination; demo guy ↔ demo girl twice.
  STATUS_PAIRS.forEach((pair, i) => add(demoGirl!.id, activeGuys[(i % (activeGuys.length - 1)) + 1]!.id, pair));
  STATUS_PAIRS.forEach((pair, i) => add(visibleGirls[(i % (visibleGirls.length - 1)) + 1]!.id, demoGuy!.id, pair));
  add(demoGirl!.id, demoGuy!.id, STATUS_PAIRS[0]!);
  add(demoGirl!.id, demoGuy!.id, { girlStatus: 'complete', guyStatus: 'complete' });
  for (let i = 0; i < 60; i += 1) {
    add(
      faker.helpers.arrayElement(visibleGirls).id,
      faker.helpers.arrayElement(activeGuys).id,
      faker.helpers.arrayElement(STATUS_PAIRS),
    );
  }
  await insertRows(ctx, 'bookings', bookings, rows);
}

export async function seedFollows(ctx: SeedContext, girls: readonly SeededGirl[], guys: readonly SeededGuy[]) {
  const faker = createRandom('follows');
  const visible = girls.filter((g) => g.visible);
  const rows: (typeof follows.$inferInsert)[] = [];
  for (const [i, guy] of guys.entries()) {
    const chosen =
      i === 0
        ? [visible[0]!, ...faker.helpers.arrayElements(visible.slice(1), 4)]
        : faker.helpers.arrayElements(visible, { min: 0, max: 8 });
    for (const girl of chosen) {
      const at = daysFromNow(-faker.number.int({ min: 1, max: 300 }));
      rows.push({ girlId: girl.id, guyUserId: guy.id, followedAt: at, createdAt: at, updatedAt: at });
    }
  }
  await insertRows(ctx, 'follows', follows, rows);
}

/** Reviews of girls by guys (public) and of guys by girls (signed-in), girls-only comments. */
export async function seedReviews(ctx: SeedContext, girls: readonly SeededGirl[], guys: readonly SeededGuy[]) {
  const faker = createRandom('reviews');
  const visibleGirls = girls.filter((g) => g.visible);
  const activeGuys = guys.filter((g) => g.state !== 'legacy' && g.state !== 'deleted');
  const at = () => daysFromNow(-faker.number.int({ min: 1, max: 365 }), faker.number.int({ min: 8, max: 22 }));

  const aboutGirls: (typeof girlReviews.$inferInsert)[] = [];
  const reviewGirl = (girlId: number, guyId: number) => {
    const when = at();
    aboutGirls.push({
      girlId,
      guyUserId: guyId,
      content: girlReviewFor(faker),
      publishedAt: when,
      createdAt: when,
      updatedAt: when,
    });
  };
  reviewGirl(girls[0]!.id, guys[0]!.id);
  for (const guy of faker.helpers.arrayElements(activeGuys.slice(1), 3)) reviewGirl(girls[0]!.id, guy.id);
  for (let i = 0; i < 50; i += 1)
    reviewGirl(faker.helpers.arrayElement(visibleGirls).id, faker.helpers.arrayElement(activeGuys).id);
  await insertRows(ctx, 'girl_reviews', girlReviews, aboutGirls);

  const aboutGuys: (typeof guyReviews.$inferInsert)[] = [];
  const reviewGuy = (girlId: number, guyId: number, up: boolean) => {
    const when = at();
    aboutGuys.push({
      girlId,
      guyUserId: guyId,
      comment: guyReviewFor(faker, up),
      vote: up,
      createdAt: when,
      updatedAt: when,
    });
  };
  reviewGuy(girls[0]!.id, guys[0]!.id, true);
  reviewGuy(faker.helpers.arrayElement(visibleGirls.slice(1)).id, guys[0]!.id, true);
  reviewGuy(faker.helpers.arrayElement(visibleGirls.slice(1)).id, guys[0]!.id, false);
  for (let i = 0; i < 40; i += 1)
    reviewGuy(
      faker.helpers.arrayElement(visibleGirls).id,
      faker.helpers.arrayElement(activeGuys).id,
      faker.datatype.boolean(0.8),
    );
  await insertRows(ctx, 'guy_reviews', guyReviews, aboutGuys);

  const comments: (typeof girlsOnlyComments.$inferInsert)[] = [];
  const comment = (girlId: number, guyId: number, text = girlsOnlyCommentFor(faker)) => {
    const when = at();
    comments.push({ girlId, guyUserId: guyId, comment: text, createdAt: when, updatedAt: when });
  };
  comment(girls[0]!.id, guys[0]!.id, CANARY_GIRLS_ONLY_COMMENT);
  comment(faker.helpers.arrayElement(visibleGirls.slice(1)).id, guys[0]!.id);
  for (let i = 0; i < 30; i += 1)
    comment(faker.helpers.arrayElement(girls).id, faker.helpers.arrayElement(activeGuys).id);
  await insertRows(ctx, 'girls_only_comments', girlsOnlyComments, comments);
}

export async function seedUnverifiedReferences(
  ctx: SeedContext,
  girls: readonly SeededGirl[],
  guys: readonly SeededGuy[],
) {
  const faker = createRandom('references');
  const rows: (typeof unverifiedReferences.$inferInsert)[] = [];
  const visibleGirls = girls.filter((g) => g.visible);
  const add = (guy: SeededGuy, faker: Faker) => {
    const onMatside = faker.datatype.boolean(0.6);
    const girl = faker.helpers.arrayElement(visibleGirls);
    const username = onMatside
      ? girl.username
      : `${faker.person.firstName('female').toLowerCase()}_mat${faker.number.int({ min: 1, max: 99 })}`;
    const createdAt = daysFromNow(-faker.number.int({ min: 1, max: 200 }));
    // A reference naming a Matside girl is linked to her; most are answered (docs/decisions/020).
    const status = onMatside ? faker.helpers.weightedArrayElement(ANSWERS) : 'pending';
    rows.push({
      guyUserId: guy.id,
      girlUrl: onMatside
        ? `/profile/${encodeURIComponent(girl.stageName)}`
        : `https://sessiongirls.example/${username}`,
      girlUsername: username,
      email: faker.datatype.boolean(0.3) ? `${username}@example.com` : null,
      guyIdentifier: faker.datatype.boolean(0.5) ? guy.username : null,
      girlId: onMatside ? girl.id : null,
      status,
      decidedAt: status === 'pending' ? null : daysFromNow(-faker.number.int({ min: 0, max: 1 })),
      createdAt,
    });
  };
  add(guys[0]!, faker);
  add(guys[0]!, faker);
  for (const guy of faker.helpers.arrayElements(guys.slice(1, 30), 13)) add(guy, faker);

  // For the demo: demo_guy's reference that demo_girl2 confirmed (his profile shows it confirmed),
  // and one waiting for demo_girl, so her dashboard shows "Did you see this client?". Its
  // identifier is a canary: only he, she and the moderators may ever read it.
  const [demoGirl, , otherDemoGirl] = girls;
  const [demoGuy, waitingGuy] = guys;
  rows.push(
    {
      guyUserId: demoGuy!.id,
      girlUrl: `/profile/${encodeURIComponent(otherDemoGirl!.stageName)}`,
      girlUsername: otherDemoGirl!.username,
      guyIdentifier: demoGuy!.username,
      girlId: otherDemoGirl!.id,
      status: 'confirmed',
      createdAt: daysFromNow(-30),
      decidedAt: daysFromNow(-29),
    },
    {
      guyUserId: waitingGuy!.id,
      girlUrl: `/profile/${encodeURIComponent(demoGirl!.stageName)}`,
      girlUsername: demoGirl!.username,
      guyIdentifier: CANARY_REFERENCE_IDENTIFIER,
      girlId: demoGirl!.id,
      status: 'pending',
      createdAt: daysFromNow(-2),
    },
  );
  await insertRows(ctx, 'unverified_references', unverifiedReferences, rows);
}

const ANSWERS = [
  { value: 'confirmed', weight: 5 },
  { value: 'pending', weight: 3 },
  { value: 'denied', weight: 2 },
] as const;

export async function seedModeratorComments(
  ctx: SeedContext,
  moderatorUserId: string,
  girls: readonly SeededGirl[],
  guys: readonly SeededGuy[],
) {
  const faker = createRandom('moderator-comments');
  const at = () => daysFromNow(-faker.number.int({ min: 1, max: 200 }));
  const aboutGuys = faker.helpers.arrayElements([...guys], 6).map((g) => {
    const when = at();
    return {
      guyUserId: g.id,
      moderatorUserId,
      comment: faker.helpers.arrayElement([
        'Checked ID, looks fine.',
        'Two complaints about late cancellations.',
        'Asked to update his profile picture.',
        'Warned about messaging girls outside the site.',
      ]),
      createdAt: when,
      updatedAt: when,
    };
  });
  await insertRows(ctx, 'moderator_comments_guys', moderatorCommentsGuys, aboutGuys);
  const aboutGirls = faker.helpers.arrayElements([...girls], 6).map((g) => {
    const when = at();
    return {
      girlId: g.id,
      moderatorUserId,
      comment: faker.helpers.arrayElement([
        'Verification picture matches.',
        'Profile text edited for the rules.',
        'Asked for a clearer profile picture.',
        'Long-time member, very reliable.',
      ]),
      createdAt: when,
      updatedAt: when,
    };
  });
  await insertRows(ctx, 'moderator_comments_girls', moderatorCommentsGirls, aboutGirls);
}
