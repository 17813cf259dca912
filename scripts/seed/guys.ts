import 'server-only';
import { guys } from '@/server/db/schema';
import { refreshGuyContacts, sealGuyPhone } from '@/server/guy-contacts';
import { insertAccounts, type AccountSpec } from './accounts';
import { insertRows, type SeedContext } from './context';
import { DEMO_BANNED_GUY, DEMO_GUY } from './demo-accounts';
import { serviceFlags } from './girls';
import { INTERNATIONAL_PLACES, US_PLACES, type Place } from './places';
import { createRandom, daysFromNow, initialsOf, isoDate, phoneDigits, toUsername } from './random';

// 40 guys with interests. Besides the public, verified majority: private profiles, one hidden
// by a moderator, unverified e-mails, one banned, one soft-deleted and two legacy accounts.

export const GUY_COUNT = 40;

export type GuyState = 'visible' | 'private' | 'admin-hidden' | 'unverified' | 'banned' | 'deleted' | 'legacy';

export interface SeededGuy {
  id: number;
  userId: string;
  username: string;
  state: GuyState;
  place: Place;
}

function stateOf(index: number): GuyState {
  if (index >= 30 && index <= 32) return 'private';
  if (index === 33) return 'admin-hidden';
  if (index >= 34 && index <= 36) return 'unverified';
  if (index === 37) return 'banned';
  if (index === 38) return 'deleted';
  if (index === 39) return 'legacy';
  if (index === 29) return 'legacy';
  return 'visible';
}

const ABOUT_ME = [
  'Former high-school wrestler looking to get back on the mat.',
  'Office worker who likes a real challenge. Respectful and punctual.',
  'Into grappling and jiu-jitsu, train twice a week.',
  'Travel for work a lot, always looking for sessions on the road.',
  'Big fan of competitive matches. I lose most of them.',
  'New to this, looking for a friendly introduction to semi-competitive wrestling.',
  'Weekend boxer, happy to spar or learn.',
];

export async function seedGuys(ctx: SeedContext): Promise<SeededGuy[]> {
  const faker = createRandom('guys');
  const taken = new Set<string>([DEMO_GUY.username]);
  const plans = Array.from({ length: GUY_COUNT }, (_, index) => {
    const first = faker.person.firstName('male');
    const last = faker.person.lastName();
    let username = DEMO_GUY.username;
    if (index > 0) {
      do
        username = toUsername(
          `${first}${faker.helpers.arrayElement(['', '_', '.'])}${last}`,
          String(faker.number.int({ min: 1, max: 99 })),
        );
      while (taken.has(username));
      taken.add(username);
    }
    const place =
      index === 0
        ? US_PLACES.find((p) => p.city === 'Chicago')!
        : index % 8 === 7
          ? faker.helpers.arrayElement(INTERNATIONAL_PLACES)
          : faker.helpers.arrayElement(US_PLACES);
    // The banned guy has a README login (his sign-in is refused); his draws are kept so the rest stays the same.
    const demo = index === 0 ? DEMO_GUY : stateOf(index) === 'banned' ? DEMO_BANNED_GUY : undefined;
    if (demo) username = demo.username;
    return {
      index,
      username,
      name: demo?.name ?? `${first} ${last}`,
      email: demo?.email ?? `${username.replace(/[^a-z0-9]/g, '.')}@example.net`,
      state: stateOf(index),
      place,
      createdAt: daysFromNow(-faker.number.int({ min: 20, max: 1000 })),
    };
  });

  const specs: AccountSpec[] = plans.map((p) => ({
    username: p.username,
    email: p.email,
    name: p.name,
    roles: ['guy'],
    createdAt: p.createdAt,
    emailVerified: p.state !== 'unverified' && p.state !== 'legacy',
    legacy: p.state === 'legacy',
    banned: p.state === 'banned',
    banReason: 'Reported by several girls',
    banExpires: p.state === 'banned' ? daysFromNow(30) : null,
  }));
  const userIds = await insertAccounts(ctx, specs);

  const rows: (typeof guys.$inferInsert)[] = [];
  for (const p of plans) {
    const withPicture = p.index === 0 || faker.datatype.boolean(0.75);
    const picture = withPicture ? await ctx.images.avatar(initialsOf(p.name), 100 + p.index) : null;
    rows.push({
      userId: userIds.get(p.username)!,
      username: p.username,
      name: p.name,
      email: p.email,
      birthday: faker.datatype.boolean(0.8) ? isoDate(faker.date.birthdate({ mode: 'age', min: 21, max: 68 })) : null,
      city: p.place.city,
      state: p.place.state,
      country: p.place.country,
      height: faker.number.int({ min: 64, max: 77 }),
      weight: faker.number.int({ min: 30, max: 56 }) * 5,
      aboutMe: faker.helpers.arrayElements(ABOUT_ME, { min: 1, max: 2 }).join(' '),
      phoneSealed: sealGuyPhone(faker.datatype.boolean(0.6) ? phoneDigits(faker) : null),
      skypeHandle: faker.datatype.boolean(0.2) ? `live:${p.username}` : null,
      allowContact: faker.datatype.boolean(0.4),
      canSendEmailsAboutWebsite: faker.datatype.boolean(0.8),
      adminShowProfile: p.state !== 'admin-hidden',
      userShowProfile: p.state !== 'private',
      softDeleted: p.state === 'deleted',
      firstLogin: p.state === 'legacy',
      accountStatus: p.state === 'deleted' ? 'deleted' : p.state === 'banned' ? 'banned' : 'active',
      cloudinaryPublicId: picture?.key ?? null,
      cloudinarySecureUrl: picture?.url ?? null,
      cloudinaryUrl: picture?.url ?? null,
      avatarVariants: picture?.variants ?? null,
      ...serviceFlags(faker, 2, 10),
      ...(p.index === 0 ? { competitiveWrestling: true, scissoring: true } : {}),
      createdAt: p.createdAt,
      updatedAt: p.createdAt,
    });
  }
  const ids = await insertRows(ctx, 'guys', guys, rows);
  await refreshGuyContacts(ctx.tx, ids);
  return plans.map((p, i) => ({
    id: ids[i]!,
    userId: userIds.get(p.username)!,
    username: p.username,
    state: p.state,
    place: p.place,
  }));
}
