import 'server-only';
import { sql } from 'drizzle-orm';
import { girls, user } from '@/server/db/schema';

// An account's standing as SQL on Better Auth's `user` table, so every query asks the same thing.

/**
 * A ban in force: Better Auth refuses new sign-ins, and a deleted account is banned for good
 * (features/guys/service deleteMyProfile). An expired ban no longer counts.
 */
export const accountBanned = sql<boolean>`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;

/** Not banned (also true on a left join without an account row). */
export const accountInGoodStanding = sql<boolean>`not ${accountBanned}`;

/**
 * The same test for the account of a `girls` row, without a join: a girl with no account, or
 * whose account has no ban in force. A subquery rather than `leftJoin(user)`: a join made the
 * planner hash all users before the first row of a search page (issue 15, broad searches), and an
 * unused left join on user.id is removed by PostgreSQL, so callers that still join lose nothing.
 */
export const girlAccountInGoodStanding = sql<boolean>`(${girls.userId} is null or not exists (select 1 from ${user} where ${user.id} = ${girls.userId} and ${accountBanned}))`;
