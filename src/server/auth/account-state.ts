import 'server-only';
import { sql } from 'drizzle-orm';
import { girls, guys, user } from '@/server/db/schema';

// An account's standing as SQL on Better Auth's `user` table, so every query asks the same thing.

/** A ban in force (a deleted account is banned for good); an expired ban no longer counts. */
export const accountBanned = sql<boolean>`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;

export const accountInGoodStanding = sql<boolean>`not ${accountBanned}`;

/**
 * A girls row's account has no ban in force. A subquery, not a left join: the join made the planner hash
 * all users before a search page's first row.
 */
export const girlAccountInGoodStanding = sql<boolean>`(${girls.userId} is null or not exists (select 1 from ${user} where ${user.id} = ${girls.userId} and ${accountBanned}))`;

/**
 * The girl the timewaster tool opens to: approved, not a scammer, not hidden, deactivated, banned
 * or deleted (her own "Show Profile" switch does not count). Needs `girls` and `user` joined.
 */
export const vettedGirl = sql<boolean>`coalesce(${girls.profileApproved}, false) and not ${girls.banned} and not ${girls.isScammer} and ${girls.adminShowProfile} and ${girls.active} and ${accountInGoodStanding}`;

/*
 * How the site names and pictures a person: from our own rows, never Better Auth's displayUsername,
 * name or image, which its /update-user let anyone set. Needs `girls` and `guys` left-joined.
 */
export const accountUsername = sql<string>`coalesce(${guys.username}, ${user.username})`;
export const accountPicture = sql<string | null>`coalesce(${girls.profilePicSecureUrl}, ${guys.cloudinarySecureUrl})`;

/** A guy's picture where it is drawn at 32 px: its 64² icon, or the whole picture for one stored before icons. */
export const guyIcon = sql<
  string | null
>`coalesce(${guys.avatarVariants} -> 'icon' ->> 'url', ${guys.cloudinarySecureUrl})`;
