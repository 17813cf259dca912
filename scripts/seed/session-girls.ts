import 'server-only';
import { SESSION_GIRL_REPORT_CATEGORIES } from '@/features/session-girl-reports/schema';
import { BODY_TYPES } from '@/lib/enums/body-types';
import {
  legacyFollowTravels,
  sessionGirlImages,
  sessionGirlReports,
  sessionGirlTravels,
  sessionGirls,
} from '@/server/db/schema';
import { insertRows, type SeedContext } from './context';
import { DEMO_GUY, SESSION_GIRL_WITHOUT_GALLERY } from './demo-accounts';
import type { SeededGirl } from './girls';
import type { SeededGuy } from './guys';
import { INTERNATIONAL_PLACES, US_PLACES } from './places';
import { createRandom, daysFromNow, initialsOf, isoDate, toUsername } from './random';

// Session girls scraped from / migrated off the legacy site, in every moderation state: approved
// and matched, profile pending, picture pending, rejected, without an e-mail (waiting for "Add
// email to scraped SessionGirl"), with an empty one ('No match'), explicit images pending.
// Also their reports, travels and the legacy follow-my-travels subscriptions.

export const SESSION_GIRL_COUNT = 26;
const WITHOUT_GALLERY_INDEX = 21;

type Moderation = 'approved' | 'pending' | 'pic-pending' | 'rejected';

function moderationOf(i: number): Moderation {
  if (i >= 14 && i <= 18) return 'pending';
  if (i >= 19 && i <= 21) return 'pic-pending';
  if (i === 22) return 'rejected';
  return 'approved';
}

export async function seedSessionGirls(
  ctx: SeedContext,
  matsideGirls: readonly SeededGirl[],
  guys: readonly SeededGuy[],
): Promise<void> {
  const faker = createRandom('session-girls');
  const usernames = new Set<string>();
  const rows: (typeof sessionGirls.$inferInsert)[] = [];
  for (let i = 0; i < SESSION_GIRL_COUNT; i += 1) {
    const moderation = moderationOf(i);
    // The first three are the legacy-site profiles of Matside girls.
    const matched = i < 3 ? matsideGirls[i + 2]! : null;
    const first = matched ? matched.stageName.split(' ')[0]! : faker.person.firstName('female');
    let username = matched
      ? matched.username
      : i === WITHOUT_GALLERY_INDEX
        ? SESSION_GIRL_WITHOUT_GALLERY
        : toUsername(`${first}${faker.helpers.arrayElement(['wrestles', 'grapples', '_mat', 'fit', ''])}`);
    for (let n = 2; usernames.has(username); n += 1) username = toUsername(first, String(n));
    usernames.add(username);
    const picture = await ctx.images.avatar(initialsOf(`${first} S`), 200 + i);
    const created = daysFromNow(-faker.number.int({ min: 5, max: 1500 }));
    // e-mail: null = scraped without one (moderation queue); '' = a moderator found no match.
    const email = i >= 8 && i <= 13 ? null : i === 6 || i === 7 ? '' : `${username.replace(/_/g, '.')}@example.com`;
    const legacy = moderation === 'approved' && i < 10;
    rows.push({
      name: `${first} ${faker.person.lastName()}`,
      username,
      height: faker.number.int({ min: 60, max: 74 }),
      weight: faker.number.int({ min: 22, max: 40 }) * 5,
      physique: faker.helpers.arrayElement(BODY_TYPES),
      pictureUrl: `https://sessiongirls.example/pictures/${username}.jpg`,
      cloudinaryPublicId: picture.key,
      cloudinarySecureUrl: picture.url,
      email,
      profilePicApproved: moderation === 'pending' || moderation === 'pic-pending' ? null : moderation === 'approved',
      profileApproved: moderation === 'pending' ? null : moderation !== 'rejected',
      legacyGirlId: legacy ? 5000 + i : null,
      sendNewGirlNotification: legacy,
      sendTravelEmails: legacy,
      girlId: matched?.id ?? null,
      createdAt: created,
      updatedAt: created,
    });
  }
  const ids = await insertRows(ctx, 'session_girls', sessionGirls, rows);

  const images: (typeof sessionGirlImages.$inferInsert)[] = [];
  for (const [i, sessionGirlId] of ids.entries()) {
    if (i === WITHOUT_GALLERY_INDEX) continue;
    for (let k = 0; k < faker.number.int({ min: 1, max: 4 }); k += 1) {
      const picture = await ctx.images.gallery(i + k * 5);
      const explicit = (i + k) % 5 === 0;
      images.push({
        sessionGirlId,
        imageType: 'gallery',
        cloudinaryPublicId: picture.key,
        cloudinarySecureUrl: picture.url,
        explicit,
        explicitNudity: false,
        // Explicit images wait for a moderator (a few already decided).
        jenApproved: explicit ? (i % 3 === 0 ? null : i % 3 === 1) : true,
        createdAt: rows[i]!.createdAt,
      });
    }
  }
  await insertRows(ctx, 'session_girl_images', sessionGirlImages, images);

  // Not demo_guy: he starts with no report waiting, so a journey may file one (one per girl, decision 035).
  const reportGuys = guys.filter((g) => g.state === 'visible' && g.username !== DEMO_GUY.username);
  const reports = Array.from({ length: 9 }, (_, r) => ({
    sessionGirlId: ids[(r * 3) % ids.length]!,
    guyUserId: reportGuys[r % reportGuys.length]!.id,
    // The report form's own categories, so a moderator's edit of a seeded report is valid.
    category: faker.helpers.arrayElement(SESSION_GIRL_REPORT_CATEGORIES),
    comment: faker.helpers.arrayElement([
      'Pictures are from another girl.',
      'Took a deposit and vanished.',
      'Did not show up at the hotel.',
      null,
    ]),
    createdAt: daysFromNow(-faker.number.int({ min: 1, max: 200 })),
  }));
  await insertRows(ctx, 'session_girl_reports', sessionGirlReports, reports);

  const travels: (typeof sessionGirlTravels.$inferInsert)[] = [];
  for (const [i, sessionGirlId] of ids.entries()) {
    if (i % 2 === 1) continue;
    for (let t = 0; t < faker.number.int({ min: 1, max: 3 }); t += 1) {
      const place = faker.datatype.boolean(0.2)
        ? faker.helpers.arrayElement(INTERNATIONAL_PLACES)
        : faker.helpers.arrayElement(US_PLACES);
      const start = faker.datatype.boolean(0.5)
        ? faker.number.int({ min: 3, max: 150 })
        : -faker.number.int({ min: 5, max: 300 });
      travels.push({
        sessionGirlId,
        beginDate: isoDate(daysFromNow(start)),
        endDate: isoDate(daysFromNow(start + faker.number.int({ min: 1, max: 6 }))),
        city: place.city,
        state: place.state,
        country: place.country,
        optionalDesc: faker.datatype.boolean(0.3) ? 'Limited spots, book early.' : null,
        createdAt: daysFromNow(Math.min(start, 0) - 10),
      });
    }
  }
  await insertRows(ctx, 'session_girl_travels', sessionGirlTravels, travels);

  const follows = Array.from({ length: 12 }, (_, f) => {
    const i = f % 10;
    const all = f % 4 === 0;
    return {
      identifier: `legacy-${7000 + f}`,
      legacyGirlId: rows[i]!.legacyGirlId ?? null,
      sessionGirlId: ids[i]!,
      username: rows[i]!.username,
      followAllCities: all,
      email: `fan${f + 1}@example.net`,
      cities: all ? [] : faker.helpers.arrayElements(US_PLACES, { min: 1, max: 3 }).map((p) => p.city),
      createdAt: daysFromNow(-faker.number.int({ min: 100, max: 1500 })),
    };
  });
  await insertRows(ctx, 'legacy_follow_travels', legacyFollowTravels, follows);
}
