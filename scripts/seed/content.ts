import 'server-only';
import type { Faker } from '@faker-js/faker';
import { comments, newsFeed, pollVotes, polls, posts, reputationList, travels } from '@/server/db/schema';
import { insertRows, type SeedContext } from './context';
import type { SeededGirl } from './girls';
import type { SeededGuy } from './guys';
import { INTERNATIONAL_PLACES, US_PLACES, type Place } from './places';
import { createRandom, daysFromNow, isoDate } from './random';
import { postFor } from './texts';

// Travels (past, current and future, in US and international cities), timeline posts, news
// feed cards, poll votes and reputation-list entries.

export async function seedTravels(ctx: SeedContext, girls: readonly SeededGirl[]): Promise<void> {
  const faker = createRandom('travels');
  const rows: (typeof travels.$inferInsert)[] = [];
  const add = (girlId: number, place: Place, startInDays: number, days: number) => {
    const begins = daysFromNow(startInDays);
    rows.push({
      girlId,
      city: place.city,
      state: place.state,
      country: place.country,
      dateBegins: isoDate(begins),
      dateEnds: isoDate(daysFromNow(startInDays + days)),
      createdAt: daysFromNow(Math.min(startInDays, 0) - 20),
      updatedAt: daysFromNow(Math.min(startInDays, 0) - 20),
    });
  };
  const [demo, ...others] = girls;
  // The demo girl: two past tours, one now, three ahead (one abroad).
  const city = (name: string) => [...US_PLACES, ...INTERNATIONAL_PLACES].find((p) => p.city === name)!;
  add(demo!.id, city('Denver'), -75, 4);
  add(demo!.id, city('Miami'), -30, 5);
  add(demo!.id, city('Phoenix'), -1, 3);
  add(demo!.id, city('Chicago'), 12, 4);
  add(demo!.id, city('London'), 40, 7);
  add(demo!.id, city('New York'), 75, 5);
  for (const girl of others) {
    if (girl.state === 'pending' || girl.state === 'rejected') continue;
    const count = faker.number.int({ min: 0, max: 5 });
    for (let t = 0; t < count; t += 1) {
      const place = faker.datatype.boolean(0.25)
        ? faker.helpers.arrayElement(INTERNATIONAL_PLACES)
        : faker.helpers.arrayElement(US_PLACES);
      const future = faker.datatype.boolean(0.6);
      add(
        girl.id,
        place,
        future ? faker.number.int({ min: 2, max: 200 }) : -faker.number.int({ min: 10, max: 400 }),
        faker.number.int({ min: 1, max: 8 }),
      );
    }
  }
  await insertRows(ctx, 'travels', travels, rows);
}

export async function seedPosts(ctx: SeedContext, girls: readonly SeededGirl[]): Promise<void> {
  const faker = createRandom('posts');
  const rows: (typeof posts.$inferInsert)[] = [];
  for (const [i, girl] of girls.entries()) {
    if (!girl.visible) continue;
    const count = i === 0 ? 5 : faker.number.int({ min: 0, max: 4 });
    for (let p = 0; p < count; p += 1) {
      const withImage = faker.datatype.boolean(0.6);
      const picture = withImage ? await ctx.images.gallery(i * 3 + p + 5) : null;
      const at = daysFromNow(-faker.number.int({ min: 1, max: 240 }), faker.number.int({ min: 7, max: 22 }));
      rows.push({
        girlId: girl.id,
        comment: !withImage || faker.datatype.boolean(0.8) ? postFor(faker) : null,
        storageKey: picture?.key ?? null,
        secureUrl: picture?.url ?? null,
        variants: picture?.variants ?? null,
        fileType: picture ? 'image' : null,
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  await insertRows(ctx, 'posts', posts, rows);
}

export async function seedNewsFeed(ctx: SeedContext, girls: readonly SeededGirl[]): Promise<void> {
  const faker = createRandom('news');
  const visible = girls.filter((g) => g.visible);
  const cards: Record<string, unknown>[] = [
    {
      type: 'announcement',
      title: 'Welcome to Matside',
      body: 'The directory and safety community for wrestling and combat-sport sessions.',
      href: '/wrestlers',
    },
    {
      type: 'announcement',
      title: 'Timewaster database for girls',
      body: 'Search, report and comment on problem clients. Only girls can see it.',
      href: '/girl/timewasters',
    },
    {
      type: 'announcement',
      title: 'Follow your favourite girls',
      body: 'Follow a girl to hear when she travels to your city.',
      href: '/advanced_search',
    },
  ];
  for (const girl of faker.helpers.arrayElements(visible, 6)) {
    cards.push({
      type: 'new_girl',
      title: `New on Matside: ${girl.stageName}`,
      body: `Based in ${girl.place.city}, ${girl.place.country}.`,
      href: `/profile/${encodeURIComponent(girl.stageName)}`,
      girlId: girl.id,
    });
  }
  for (const girl of faker.helpers.arrayElements(visible, 4)) {
    const place = faker.helpers.arrayElement(US_PLACES);
    cards.push({
      type: 'travel',
      title: `${girl.stageName} is coming to ${place.city}`,
      body: `Tour dates posted for ${place.city}, ${place.state}.`,
      href: `/profile/${encodeURIComponent(girl.stageName)}`,
      girlId: girl.id,
    });
  }
  const rows = cards.map((cardInfo, i) => ({ cardInfo, createdAt: daysFromNow(-(cards.length - i) * 3) }));
  await insertRows(ctx, 'news_feed', newsFeed, rows);
}

/** The demo polls (a vote names its poll by key). The first is the newest: the home page's card. */
export const DEMO_POLLS = [
  {
    poll: 'favorite-session-type',
    question: 'Which session type do you enjoy most?',
    options: ['Competitive', 'Semi-competitive', 'Fantasy', 'Boxing', 'Lift and carry'],
  },
  {
    poll: 'next-site-feature',
    question: 'What should we build next?',
    options: ['Video profiles', 'Calendar sync', 'Group sessions', 'Mobile app'],
  },
  {
    poll: 'best-tour-city',
    question: 'Best city for a tour?',
    options: ['New York', 'Las Vegas', 'Chicago', 'London', 'Toronto'],
  },
] as const;

export async function seedPollVotes(
  ctx: SeedContext,
  girls: readonly SeededGirl[],
  guys: readonly SeededGuy[],
): Promise<void> {
  const faker = createRandom('polls');
  await insertRows(
    ctx,
    'polls',
    polls,
    DEMO_POLLS.map((poll, i) => ({
      key: poll.poll,
      question: poll.question,
      options: [...poll.options],
      createdAt: daysFromNow(-(i + 1) * 7),
    })),
  );
  const rows: (typeof pollVotes.$inferInsert)[] = [];
  for (const poll of DEMO_POLLS) {
    for (const girl of girls)
      if (faker.datatype.boolean(0.4)) rows.push(vote(faker, poll.poll, poll.options, { girlId: girl.id }));
    for (const guy of guys)
      if (faker.datatype.boolean(0.6)) rows.push(vote(faker, poll.poll, poll.options, { guyUserId: guy.id }));
  }
  await insertRows(ctx, 'poll_votes', pollVotes, rows);
}

/** A few comments on the home page's thread and on the demo guy's profile (their flags are off by default). */
export async function seedComments(
  ctx: SeedContext,
  girls: readonly SeededGirl[],
  guys: readonly SeededGuy[],
): Promise<void> {
  const texts = [
    'Great community, found my first session partner here.',
    'Is anyone touring the Midwest this spring?',
    'Thanks to the moderators for keeping this place safe.',
  ];
  const rows: (typeof comments.$inferInsert)[] = texts.map((comment, i) => ({
    thread: 'home',
    authorUserId: (i % 2 ? girls[i]! : guys[i]!).userId,
    comment,
    createdAt: daysFromNow(-(i + 2)),
  }));
  rows.push({
    thread: 'guy-profile',
    guyUserId: guys[0]!.id,
    authorUserId: guys[1]!.userId,
    comment: 'Met him at an open mat: friendly and respectful.',
    createdAt: daysFromNow(-9),
  });
  await insertRows(ctx, 'comments', comments, rows);
}

function vote(faker: Faker, poll: string, options: readonly string[], voter: { girlId?: number; guyUserId?: number }) {
  const at = daysFromNow(-faker.number.int({ min: 1, max: 60 }));
  return { poll, vote: faker.helpers.arrayElement(options), ...voter, createdAt: at, updatedAt: at };
}

export async function seedReputationList(ctx: SeedContext): Promise<void> {
  const faker = createRandom('reputation');
  const rows: (typeof reputationList.$inferInsert)[] = [];
  for (let i = 0; i < 10; i += 1) {
    const picture = i % 3 === 0 ? await ctx.images.plain(i) : null;
    const handle = faker.internet.username().toLowerCase();
    const at = daysFromNow(-faker.number.int({ min: 5, max: 400 }));
    rows.push({
      url: `https://forum.example/threads/${faker.number.int({ min: 1000, max: 99999 })}`,
      girlHandle:
        i % 2 === 0
          ? `@${faker.person.firstName('female').toLowerCase()}${faker.number.int({ min: 1, max: 99 })}`
          : null,
      guyHandle: i % 2 === 1 ? `@${handle}` : null,
      comment: faker.helpers.arrayElement([
        'Vouched for by three members of the forum.',
        'Several reports of deposits taken without a session.',
        'Long-standing member, good reputation.',
        'Fake profile using another girl\u2019s pictures.',
      ]),
      imageStorageKey: picture?.key ?? null,
      imageSecureUrl: picture?.url ?? null,
      imageVariants: picture?.variants ?? null,
      createdAt: at,
      updatedAt: at,
    });
  }
  await insertRows(ctx, 'reputation_list', reputationList, rows);
}
