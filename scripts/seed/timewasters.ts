import 'server-only';
import { normalizePhone } from '@/lib/contact-normalize';
import type { ClientType } from '@/lib/enums/client-types';
import { THUMB_TYPES } from '@/lib/enums/thumb-types';
import {
  thumbs,
  timewasterComments,
  timewasterEmails,
  timewasterPhones,
  timewasterPhotos,
  timewasters,
} from '@/server/db/schema';
import { insertRows, type SeedContext } from './context';
import { CANARY_TIMEWASTER, EXPIRY_EXAMPLES } from './demo-accounts';
import type { SeededGirl } from './girls';
import { INTERNATIONAL_PLACES, US_PLACES } from './places';
import { createRandom, daysFromNow, phoneDigits } from './random';
import { timewasterCommentFor, timewasterReportFor } from './texts';
import { makeTimewasterPhotosPrivate } from '@/server/db/data-migrations/private-timewaster-photos';
import { PRIVATE_PREFIX } from '@/server/storage';
import {
  sealedEmailColumns,
  sealedEntryColumns,
  sealedPhoneColumns,
  withoutEntryContacts,
  type EntryContacts,
} from '@/server/sealed-contacts';

// ~200 timewasters reported by girls: phones stored as 10 digits, e-mails lower-cased, comments
// (some anonymous), at most one thumb per girl per timewaster, a few waiting for approval, and
// the canary record the security tests look for in every response a guy or visitor can get.

export const TIMEWASTER_COUNT = 200;
/** How many timewasters the demo girl reported (the canary included). */
export const DEMO_GIRL_REPORTS = 8;

const CLIENT_TYPE_WEIGHTS: { weight: number; value: ClientType }[] = [
  { weight: 50, value: 'timewaster' },
  { weight: 12, value: 'weirdo' },
  { weight: 10, value: 'scammer' },
  { weight: 10, value: 'pervert' },
  { weight: 8, value: 'dangerous' },
  { weight: 10, value: 'good guy' },
];

export async function seedTimewasters(ctx: SeedContext, girls: readonly SeededGirl[]): Promise<void> {
  const faker = createRandom('timewasters');
  const reporters = girls.filter((g) => g.state !== 'pending' && g.state !== 'rejected');
  const demoGirl = girls[0]!;
  const at = (min: number, max: number) =>
    daysFromNow(-faker.number.int({ min, max }), faker.number.int({ min: 0, max: 23 }));

  type Plan = { row: typeof timewasters.$inferInsert & Partial<EntryContacts>; phones: string[]; emails: string[] };
  const plans: Plan[] = [];
  const usedPhones: string[] = [];
  for (let i = 0; i < TIMEWASTER_COUNT; i += 1) {
    const canary = i === 0;
    const first = faker.person.firstName('male');
    const last = faker.person.lastName();
    const place = faker.datatype.boolean(0.85)
      ? faker.helpers.arrayElement(US_PLACES)
      : faker.helpers.arrayElement(INTERNATIONAL_PLACES);
    const clientType = canary ? 'timewaster' : faker.helpers.weightedArrayElement(CLIENT_TYPE_WEIGHTS);
    // Some numbers were reported twice, by different girls, under another name.
    const phones = canary
      ? [CANARY_TIMEWASTER.phone]
      : i > 20 && i % 17 === 0
        ? [faker.helpers.arrayElement(usedPhones), phoneDigits(faker)]
        : Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => phoneDigits(faker));
    usedPhones.push(...phones);
    // Stored as the app stores a typed number (the one phone rule, decision 046): E.164 digits.
    const storedPhones = phones.map((phone) => normalizePhone(phone) ?? phone);
    const handle = `${first}${last.slice(0, 1)}${faker.number.int({ min: 1, max: 999 })}`.toLowerCase();
    const emails = canary
      ? [CANARY_TIMEWASTER.email]
      : Array.from({ length: faker.number.int({ min: 0, max: 2 }) }, (_, k) =>
          faker.internet
            .email({
              firstName: first,
              lastName: k ? faker.person.lastName() : last,
              provider: faker.helpers.arrayElement([
                'gmail.com',
                'yahoo.com',
                'outlook.com',
                'proton.me',
                'example.org',
              ]),
            })
            .toLowerCase(),
        );
    const created = at(1, 700);
    plans.push({
      phones: [...new Set(storedPhones)],
      emails: [...new Set(emails)],
      row: {
        name: canary
          ? CANARY_TIMEWASTER.name
          : faker.datatype.boolean(0.8)
            ? `${first} ${last}`
            : `${first} ${last.slice(0, 1)}.`,
        email: emails[0] ?? null,
        phoneNumber: storedPhones[0] ?? null,
        city: place.city,
        state: place.state,
        country: place.country,
        clientType,
        comment: canary ? CANARY_TIMEWASTER.comment : timewasterReportFor(faker, clientType === 'good guy'),
        facebook: !canary && faker.datatype.boolean(0.2) ? `https://facebook.com/${handle}` : null,
        instagram: !canary && faker.datatype.boolean(0.15) ? `@${handle}` : null,
        twitter: !canary && faker.datatype.boolean(0.1) ? `@${handle}` : null,
        skype: !canary && faker.datatype.boolean(0.1) ? `live:${handle}` : null,
        publicUsername: !canary && faker.datatype.boolean(0.4) ? handle : null,
        anonymous: !canary && faker.datatype.boolean(0.2),
        approved: canary || i < DEMO_GIRL_REPORTS || faker.datatype.boolean(0.92),
        girlId: i < DEMO_GIRL_REPORTS ? demoGirl.id : faker.helpers.arrayElement(reporters).id,
        createdAt: created,
        updatedAt: created,
        lastConfirmedAt: created,
        approvedAt: oldNews(created),
      },
    });
  }
  // The expiry examples (docs/decisions/041): renamed after the draw, so the other rows stay as they were.
  const [expired, renewable] = plans.filter(
    (p, i) => i >= DEMO_GIRL_REPORTS && p.row.approved && p.row.clientType === 'timewaster' && !p.row.anonymous,
  );
  const reportedDaysAgo = (days: number) => {
    const at = daysFromNow(-days, 9);
    return { createdAt: at, updatedAt: at, lastConfirmedAt: at, approvedAt: at };
  };
  Object.assign(expired!.row, { name: EXPIRY_EXAMPLES.expired, ...reportedDaysAgo(800) });
  Object.assign(renewable!.row, { name: EXPIRY_EXAMPLES.renewable, ...reportedDaysAgo(600) });
  const ids = await insertRows(
    ctx,
    'timewasters',
    timewasters,
    plans.map((p) => ({ ...withoutEntryContacts(p.row), ...sealedEntryColumns(p.row) })),
  );

  const phones = plans.flatMap((p, i) =>
    p.phones.map((phoneNumber) => ({
      timewasterId: ids[i]!,
      ...sealedPhoneColumns(phoneNumber),
      createdAt: p.row.createdAt,
    })),
  );
  await insertRows(ctx, 'timewaster_phones', timewasterPhones, phones, 1000);
  const emails = plans.flatMap((p, i) =>
    p.emails.map((email) => ({
      timewasterId: ids[i]!,
      ...sealedEmailColumns(email),
      createdAt: p.row.createdAt,
    })),
  );
  await insertRows(ctx, 'timewaster_emails', timewasterEmails, emails, 1000);

  const comments: (typeof timewasterComments.$inferInsert)[] = [];
  const votes: (typeof thumbs.$inferInsert)[] = [];
  const photos: (typeof timewasterPhotos.$inferInsert)[] = [];
  for (const [i, id] of ids.entries()) {
    const reporterId = plans[i]!.row.girlId!;
    if (i === 0) {
      const when = at(1, 5);
      comments.push({
        timewasterId: id,
        girlId: demoGirl.id,
        comment: CANARY_TIMEWASTER.comment,
        anonymous: false,
        createdAt: when,
        updatedAt: when,
      });
    }
    for (let c = faker.number.int({ min: 0, max: 4 }); c > 0; c -= 1) {
      const when = at(1, 300);
      comments.push({
        timewasterId: id,
        girlId: faker.helpers.arrayElement(reporters).id,
        comment: timewasterCommentFor(faker),
        anonymous: faker.datatype.boolean(0.25),
        createdAt: when,
        updatedAt: when,
      });
    }
    const goodGuy = plans[i]!.row.clientType === 'good guy';
    const voters = new Set([
      reporterId,
      ...faker.helpers.arrayElements(reporters, { min: 0, max: 8 }).map((g) => g.id),
    ]);
    for (const girlId of voters) {
      const up = goodGuy ? faker.datatype.boolean(0.85) : faker.datatype.boolean(0.15);
      const when = at(1, 300);
      votes.push({
        girlId,
        timewasterId: id,
        thumbType: up ? THUMB_TYPES.UP : THUMB_TYPES.DOWN,
        createdAt: when,
        updatedAt: when,
      });
    }
    if (i % 5 === 1) {
      for (let p = faker.number.int({ min: 1, max: 2 }); p > 0; p -= 1) {
        const picture = await ctx.images.plain(i + p);
        photos.push({
          timewasterId: id,
          girlId: reporterId,
          storageKey: picture.key,
          secureUrl: picture.url,
          variants: picture.variants,
          createdAt: plans[i]!.row.createdAt,
        });
      }
    }
  }
  await insertRows(ctx, 'timewaster_comments', timewasterComments, comments, 1000);
  await insertRows(ctx, 'thumbs', thumbs, votes, 1000);
  await insertRows(ctx, 'timewaster_photos', timewasterPhotos, photos);
  // Timewaster photos live privately under random keys (the same mover as the data migration);
  // here the "random" names come from the seeded generator, so two seeds give equal rows.
  await makeTimewasterPhotosPrivate(ctx.tx, {
    newKey: (prefix, extension) =>
      `${PRIVATE_PREFIX}${prefix}/${faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}.${extension}`,
  });
}

/**
 * When a seeded entry was approved (ignored on the waiting ones): at its report, and at least
 * three days before the seed, so none is new to the daily safety alerts (docs/decisions/043),
 * which would otherwise alert and mail demo girls on a fresh demo database.
 */
function oldNews(reported: Date): Date {
  const threeDaysAgo = daysFromNow(-3);
  return reported < threeDaysAgo ? reported : threeDaysAgo;
}
