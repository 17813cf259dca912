import 'server-only';
import { sql } from 'drizzle-orm';
import { qualified } from '@/server/db/qualified';
import { girlPhotos, girls, guys, user, type ImageVariants } from '@/server/db/schema';

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

/**
 * Her approved profile picture's variants. Every column is qualified by hand: from `girls` alone
 * Drizzle prints them bare, and a bare `"id"` here would be girl_photos' own.
 */
export const profilePicVariantsSql = sql<ImageVariants | null>`(
  select ${qualified(girlPhotos, girlPhotos.variants)} from ${girlPhotos}
  where ${qualified(girlPhotos, girlPhotos.girlId)} = ${qualified(girls, girls.id)}
    and ${qualified(girlPhotos, girlPhotos.approved)}
    and ${qualified(girlPhotos, girlPhotos.secureUrl)} = ${qualified(girls, girls.profilePicSecureUrl)}
  order by ${qualified(girlPhotos, girlPhotos.id)} desc limit 1)`;

/** Her picture drawn small, for herself: the approved one's 64² icon, else the picture's URL (a waiting one too). */
export const girlIcon = sql<
  string | null
>`coalesce(${profilePicVariantsSql} -> 'icon' ->> 'url', ${qualified(girls, girls.profilePicSecureUrl)})`;

/** Her picture drawn small, for others: nothing while it waits for a moderator. */
export const approvedGirlIcon = sql<string | null>`case when ${girls.profilePicApproved} then ${girlIcon} end`;
