import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { forumReviews, girls, user, type NewGirl } from '@/server/db/schema';
import { createVerifiedAccount } from './auth';

// Girls rows for directory tests, one per visibility state. Every row carries canary private
// values so a test can assert that none of them leaks into a page, list or JSON body.

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
