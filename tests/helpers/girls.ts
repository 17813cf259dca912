import { eq } from 'drizzle-orm';
import type { UserRole } from '@/lib/enums/roles';
import { getDb } from '@/server/db';
import { forumReviews, girls, user, type NewGirl } from '@/server/db/schema';
import { createVerifiedAccount, signIn, type TestAccount } from './auth';

// The one girl factory. insertGirl: a girls row in a visibility state, without an account (the
// directory's states). createGirl: an account with the girl role, signed in, with its girls row.
// Every row carries canary private values so a test can assert that none of them leaks into a
// page, list or JSON body.

let counter = 0;

export const PRIVATE_CANARIES = {
  email: 'canary-private@example.test',
  phone: '555-0100-777',
  notes: 'CANARY-MODERATOR-NOTE',
  birthday: '1990-04-17',
  travelPhone: '555-0100-888',
} as const;

export type GirlState = 'visible' | 'hidden' | 'admin-hidden' | 'pending' | 'rejected' | 'banned' | 'account-banned';

/** The states that must never show on a public surface. */
export const HIDDEN_STATES: readonly Exclude<GirlState, 'visible'>[] = [
  'hidden',
  'admin-hidden',
  'pending',
  'rejected',
  'banned',
  'account-banned',
];

export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${process.pid % 1000}x${counter}`;
}

function stateColumns(state: GirlState): Partial<NewGirl> {
  switch (state) {
    case 'hidden':
      return { girlShowProfile: false };
    case 'admin-hidden':
      return { adminShowProfile: false };
    case 'pending':
      return { profileApproved: null };
    case 'rejected':
      return { profileApproved: false };
    case 'banned':
      return { banned: true };
    default:
      return {};
  }
}

/** Inserts a girls row in `state`; 'account-banned' gets an account whose user is banned. */
export async function insertGirl(
  state: GirlState,
  overrides: Partial<NewGirl> = {},
): Promise<{ id: number; stageName: string; username: string }> {
  const db = await getDb();
  const stageName = overrides.stageName ?? uniqueName(`Girl ${state}`);
  const username = overrides.username ?? stageName.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  let userId: string | undefined;
  if (state === 'account-banned') {
    const account = await createVerifiedAccount(['girl'], 'banned');
    await db.update(user).set({ banned: true }).where(eq(user.id, account.userId));
    userId = account.userId;
  }
  const [row] = await db
    .insert(girls)
    .values({
      name: `Real ${stageName}`,
      stageName,
      username,
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      height: 66,
      weight: 140,
      matsideGirl: true,
      profileApproved: true,
      profilePicApproved: true,
      profilePicSecureUrl: '/media/avatars/test/approved.webp',
      ...PRIVATE_CANARIES,
      userId,
      ...stateColumns(state),
      ...overrides,
    })
    .returning({ id: girls.id });
  return { id: row!.id, stageName, username };
}

export interface TestGirl extends TestAccount {
  girlId: number;
  stageName: string;
  cookie: string;
}

export interface CreateGirlOptions {
  /** Start of the generated username (8 characters are kept). */
  prefix?: string;
  roles?: readonly UserRole[];
  /** false: hidden by the girl and by the admins. */
  visible?: boolean;
  state?: Exclude<GirlState, 'account-banned'>;
  values?: Partial<NewGirl>;
}

/** A signed-in girl account with an approved, visible Matside profile unless told otherwise. */
export async function createGirl(options: CreateGirlOptions = {}): Promise<TestGirl> {
  const account = await createVerifiedAccount(options.roles ?? ['girl'], options.prefix ?? 'girl');
  const hidden = options.visible === false ? { adminShowProfile: false, girlShowProfile: false } : {};
  const row = await insertGirl(options.state ?? 'visible', {
    userId: account.userId,
    username: account.username,
    stageName: `Stage ${account.username}`,
    email: account.email,
    ...hidden,
    ...options.values,
  });
  return { ...account, girlId: row.id, stageName: row.stageName, cookie: await signIn(account.username) };
}

export async function setGirl(girlId: number, values: Partial<NewGirl>): Promise<void> {
  const db = await getDb();
  await db.update(girls).set(values).where(eq(girls.id, girlId));
}

export async function addForumReview(girlId: number, title = 'Session review thread'): Promise<void> {
  const db = await getDb();
  await db.insert(forumReviews).values({
    girlId,
    username: 'forum_user',
    reviewUrl: `https://forum.example/threads/${girlId}`,
    deprecatedPageTitle: title,
  });
}

/** Fails if any private canary value appears in `text` (HTML or JSON). */
export function privateCanariesIn(text: string): string[] {
  return Object.values(PRIVATE_CANARIES).filter((value) => text.includes(value));
}
