import 'server-only';
import { sql } from 'drizzle-orm';
import { girls, guys, user } from '@/server/db/schema';

// An account's standing as SQL on Better Auth's `user` table, so every query asks the same thing.

/**
 * A ban in force: Better Auth refuses new sign-ins, and a deleted account is banned for good
 * (features/accounts/delete-account). An expired ban no longer counts.
 */
export const accountBanned = sql<boolean>`(coalesce(${user.banned}, false) and (${user.banExpires} is null or ${user.banExpires} > now()))`;

/** Not banned (also true on a left join without an account row). */
export const accountInGoodStanding = sql<boolean>`not ${accountBanned}`;

/**
 * The same test for the account of a `girls` row, without a join: a girl with no account, or
 * whose account has no ban in force. A subquery rather than `leftJoin(user)`: a join made the
 * planner hash all users before the first row of a search page (broad searches), and an
 * unused left join on user.id is removed by PostgreSQL, so callers that still join lose nothing.
 */
export const girlAccountInGoodStanding = sql<boolean>`(${girls.userId} is null or not exists (select 1 from ${user} where ${user.id} = ${girls.userId} and ${accountBanned}))`;

/**
 * The girl the timewaster tool and the girls-only comments open to: profile approved by a
 * moderator, not flagged as a scammer, not hidden by a moderator, not deactivated, not banned as a
 * listing or as an account (a ban in force: a session made before the ban may remain). A deleted
 * account is banned for good and a deleted record leaves no row, so "not deleted" is part of the
 * same test. Each of these is a moderator's verdict on her; it counts on her next request. Her own
 * "Show Profile" switch is not one: hiding herself does not end her access. Needs `girls` and
 * `user` (her account) in the query: the actor's and the safety alerts' (features/safety-alerts).
 */
export const vettedGirl = sql<boolean>`coalesce(${girls.profileApproved}, false) and not ${girls.banned} and not ${girls.isScammer} and ${girls.adminShowProfile} and ${girls.active} and ${accountInGoodStanding}`;

/*
 * How the site names and pictures an account wherever it shows a person (header, comments, e-mails
 * about bookings and references): from our own rows, never from Better Auth's displayUsername, name
 * or image, which its /update-user endpoint used to let anyone set (a comment signed
 * "demo_mod" with another girl's photo). A guy's name is his guys row's username (his client
 * profile's name, as he typed it); anyone else's the account's username, written once at sign-up.
 * The picture: her girls row's, or his guys row's. Both need `girls` and `guys` left-joined on
 * user_id.
 */
export const accountUsername = sql<string>`coalesce(${guys.username}, ${user.username})`;
export const accountPicture = sql<string | null>`coalesce(${girls.profilePicSecureUrl}, ${guys.cloudinarySecureUrl})`;
