import 'server-only';
import type { Faker } from '@faker-js/faker';
import type { BodyType } from '@/lib/enums/body-types';
import { SERVICES } from '@/lib/enums/services';
import { makePendingPhotosPrivate } from '@/server/db/data-migrations/private-pending-photos';
import { girlPhotos, girls } from '@/server/db/schema';
import { PRIVATE_PREFIX } from '@/server/storage';
import { insertAccounts, type AccountSpec } from './accounts';
import { insertRows, type SeedContext } from './context';
import {
  CANARY_GIRL,
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_OTHER_GIRL,
  DEMO_PENDING_GIRL,
  type DemoAccount,
} from './demo-accounts';
import { INTERNATIONAL_PLACES, US_PLACES, type Place } from './places';
import { createRandom, daysFromNow, formatPhone, initialsOf, isoDate, phoneDigits, toUsername } from './random';
import { aboutFor, headlineFor, stageNameFor } from './texts';

// The ~60 Matside girls: members with accounts, profiles, services and pictures. Most are public;
// the rest cover every state that must never appear publicly (hidden by her, hidden by a
// moderator, pending approval, rejected, banned, new profile picture waiting for approval).

export const MATSIDE_GIRL_COUNT = 60;

export type GirlState = 'visible' | 'hidden' | 'admin-hidden' | 'pending' | 'rejected' | 'banned' | 'pic-pending';

export interface SeededGirl {
  id: number;
  userId: string;
  username: string;
  stageName: string;
  state: GirlState;
  place: Place;
  /** Public on /wrestlers and /profile/{stageName}. */
  visible: boolean;
}

/** Role of each index: 0 is the demo girl, 1 the girl who is also a moderator. */
function stateOf(index: number): GirlState {
  if (index >= 48 && index <= 50) return 'hidden';
  if (index === 51) return 'admin-hidden';
  if (index >= 52 && index <= 54) return 'pending';
  if (index === 55) return 'rejected';
  if (index === 56) return 'banned';
  if (index === 57) return 'pic-pending';
  return 'visible';
}

export const MODERATOR_GIRL_USERNAME = 'mod_sasha';
/** The girls with README logins: the demo girl, another vetted girl and a pending one (index 52). */
const DEMO_GIRL_INDEXES = new Map<number, DemoAccount>([
  [0, DEMO_GIRL],
  [2, DEMO_OTHER_GIRL],
  [52, DEMO_PENDING_GIRL],
]);
const LEGACY_INDEXES = new Set([58, 59]);
const TRANS_INDEX = 21;

function physiqueFor(weight: number, faker: Faker): BodyType {
  if (weight >= 195) return faker.helpers.arrayElement(['BBW', 'Bodybuilder'] as const);
  if (weight >= 165) return faker.helpers.arrayElement(['Curvy', 'Bodybuilder', 'Athletic'] as const);
  if (weight <= 125) return 'Slim';
  return faker.helpers.arrayElement(['Athletic', 'Slim', 'Curvy'] as const);
}

/** A girl's service flags (camelCase keys, as the schema's TS fields). */
export function serviceFlags(faker: Faker, min: number, max: number): Record<string, boolean> {
  const chosen = faker.helpers.arrayElements(SERVICES, { min, max });
  return Object.fromEntries(chosen.map((s) => [s.camel, true]));
}

function pickPlace(faker: Faker, index: number): Place {
  if (index === 0) return US_PLACES.find((p) => p.city === 'Las Vegas')!;
  return index % 4 === 3 ? faker.helpers.arrayElement(INTERNATIONAL_PLACES) : faker.helpers.arrayElement(US_PLACES);
}

export async function seedMatsideGirls(ctx: SeedContext): Promise<SeededGirl[]> {
  const faker = createRandom('girls');
  const taken = new Set<string>([DEMO_GIRL_STAGE_NAME.toLowerCase()]);
  const plans = Array.from({ length: MATSIDE_GIRL_COUNT }, (_, index) => {
    const stageName = index === 0 ? DEMO_GIRL_STAGE_NAME : stageNameFor(faker, taken);
    const demo = DEMO_GIRL_INDEXES.get(index);
    const username = demo?.username ?? (index === 1 ? MODERATOR_GIRL_USERNAME : toUsername(stageName));
    // Drawn for every girl but the first, as before the demo logins were added: the data stays the same.
    const lastName = index === 0 ? '' : faker.person.lastName();
    const name = demo?.name ?? `${stageName.split(' ')[0]} ${lastName}`;
    const email = demo?.email ?? `${username}@example.com`;
    const createdAt = daysFromNow(-faker.number.int({ min: 30, max: 900 }));
    return {
      index,
      stageName,
      username,
      name,
      email,
      createdAt,
      state: stateOf(index),
      place: pickPlace(faker, index),
    };
  });

  const accountSpecs: AccountSpec[] = plans.map((p) => ({
    username: p.username,
    email: p.email,
    name: p.name,
    roles: p.index === 1 ? ['girl', 'moderator'] : ['girl'],
    createdAt: p.createdAt,
    legacy: LEGACY_INDEXES.has(p.index),
    banned: p.state === 'banned',
    banReason: 'Repeated no-shows reported by guys',
  }));
  const userIds = await insertAccounts(ctx, accountSpecs);

  const rows: (typeof girls.$inferInsert)[] = [];
  const avatars = await Promise.all(plans.map((p) => ctx.images.avatar(initialsOf(p.stageName), p.index)));
  for (const p of plans) {
    const height = faker.number.int({ min: 60, max: 75 });
    const weight = faker.number.int({ min: 22, max: 44 }) * 5;
    const approved = p.state === 'pending' ? null : p.state !== 'rejected';
    const avatar = avatars[p.index]!;
    const phone = phoneDigits(faker);
    const social = toUsername(p.stageName).replace(/_/g, '');
    rows.push({
      userId: userIds.get(p.username)!,
      name: p.name,
      username: p.username,
      stageName: p.stageName,
      email: p.email,
      birthday: isoDate(faker.date.birthdate({ mode: 'age', min: 21, max: 45 })),
      city: p.place.city,
      state: p.place.state,
      country: p.place.country,
      height,
      weight,
      physique: p.index === 0 ? 'Athletic' : physiqueFor(weight, faker),
      headline: headlineFor(faker),
      synopsis: headlineFor(faker),
      about: aboutFor(faker, 3),
      description: aboutFor(faker, 5),
      descriptionVerification: `Verified by moderators on ${isoDate(daysFromNow(-faker.number.int({ min: 10, max: 300 })))}.`,
      profilePicSecureUrl: avatar.url,
      profilePicPublicId: avatar.key,
      profilePicFileName: `${p.username}.webp`,
      profilePicApproved: p.state === 'pic-pending' || p.state === 'pending' ? null : approved,
      profileApproved: approved,
      adminShowProfile: p.state !== 'admin-hidden',
      girlShowProfile: p.state !== 'hidden',
      matsideGirl: true,
      trans: p.index === TRANS_INDEX,
      banned: p.state === 'banned',
      phone: p.index === 0 ? CANARY_GIRL.phone : formatPhone(phone, p.index),
      notes: p.index === 0 ? CANARY_GIRL.notes : null,
      travelPhone: p.index % 5 === 0 ? formatPhone(phoneDigits(faker), 0) : null,
      instagram: faker.datatype.boolean(0.7) ? `https://instagram.com/${social}` : null,
      twitter: faker.datatype.boolean(0.5) ? `https://x.com/${social}` : null,
      onlyfans: faker.datatype.boolean(0.3) ? `https://onlyfans.com/${social}` : null,
      clips4sale: faker.datatype.boolean(0.3)
        ? `https://www.clips4sale.com/studio/${faker.number.int({ min: 10000, max: 99999 })}`
        : null,
      sessiongirlsUrl: faker.datatype.boolean(0.4) ? `https://sessiongirls.example/${social}` : null,
      deadlift: faker.number.int({ min: 14, max: 50 }) * 5,
      benchPress: faker.number.int({ min: 10, max: 40 }) * 5,
      squat: faker.number.int({ min: 14, max: 50 }) * 5,
      tier: p.index % 3 === 0 ? 'premium' : 'free',
      ...serviceFlags(faker, 5, 16),
      ...(p.index === 0
        ? { competitiveWrestling: true, submissionWrestling: true, scissoring: true, liftAndCarry: true }
        : {}),
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    });
  }
  const ids = await insertRows(ctx, 'girls', girls, rows, 100);
  const seeded: SeededGirl[] = plans.map((p, i) => ({
    id: ids[i]!,
    userId: userIds.get(p.username)!,
    username: p.username,
    stageName: p.stageName,
    state: p.state,
    place: p.place,
    visible: p.state === 'visible' || p.state === 'pic-pending',
  }));
  await seedGirlPhotos(
    ctx,
    faker,
    seeded,
    plans.map((p) => p.createdAt),
  );
  return seeded;
}

async function seedGirlPhotos(ctx: SeedContext, faker: Faker, seeded: SeededGirl[], createdAt: Date[]) {
  const rows: (typeof girlPhotos.$inferInsert)[] = [];
  for (const [i, girl] of seeded.entries()) {
    const avatar = await ctx.images.avatar(initialsOf(girl.stageName), i);
    const profileApproved = girl.state !== 'pending' && girl.state !== 'pic-pending' && girl.state !== 'rejected';
    const at = createdAt[i]!;
    if (girl.state === 'pic-pending') {
      // Her earlier, approved picture stays in the gallery; the new one waits for a moderator.
      const old = await ctx.images.avatar(initialsOf(girl.stageName), i + 1);
      rows.push(photoRow(girl.id, old, true, false, at));
    }
    rows.push(photoRow(girl.id, avatar, profileApproved, true, at));
    const galleryCount = i === 0 ? 6 : faker.number.int({ min: 2, max: 5 });
    for (let g = 0; g < galleryCount; g += 1) {
      const picture = await ctx.images.gallery(i * 7 + g);
      // A few public girls have one more picture waiting for approval.
      const pending = girl.state === 'pending' || (g === galleryCount - 1 && i % 6 === 2);
      rows.push(photoRow(girl.id, picture, !pending, false, daysFromNow(-faker.number.int({ min: 1, max: 120 }))));
    }
  }
  await insertRows(ctx, 'girl_photos', girlPhotos, rows);
  // Pictures waiting for a moderator live privately under random keys (the same mover as the data
  // migration); here the "random" names come from the seeded generator, so two seeds give equal rows.
  await makePendingPhotosPrivate(ctx.tx, {
    keepOldFiles: true,
    newKey: (prefix, extension) =>
      `${PRIVATE_PREFIX}${prefix}/${faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}.${extension}`,
  });
}

function photoRow(
  girlId: number,
  picture: {
    key: string;
    url: string;
    width: number;
    height: number;
    variants: (typeof girlPhotos.$inferInsert)['variants'];
  },
  approved: boolean,
  isProfilePic: boolean,
  createdAt: Date,
): typeof girlPhotos.$inferInsert {
  return {
    girlId,
    type: 'image',
    storageKey: picture.key,
    secureUrl: picture.url,
    variants: picture.variants,
    approved,
    approvedAt: approved ? createdAt : null,
    isProfilePic,
    width: picture.width,
    height: picture.height,
    createdAt,
  };
}
