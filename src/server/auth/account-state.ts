import 'server-only';
import { sql } from 'drizzle-orm';
import { user } from '@/server/db/schema';

// An account's standing as SQL on Better Auth's `user` table, so every query asks the same thing.

/**
 * A ban in force: Better Auth refuses new sign-ins, and a deleted account is banned for good
 * (features/guys/service deleteMyProfile). An expired ban no longer counts.
 */
export const accountBanned = sql<boolean>`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;

/** Not banned (also true on a left join without an account row). */
export const accountInGoodStanding = sql<boolean>`not ${accountBanned}`;
