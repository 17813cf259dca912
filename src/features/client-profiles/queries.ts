import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { publicGuyColumns, toPublicAttributes } from '@/features/guys/dto';
import { listProfileReferences } from '@/features/references/queries';
import { SERVICES } from '@/lib/enums/services';
import { accountInGoodStanding, approvedGirlIcon } from '@/server/auth/account-state';
import { VISITOR, type Actor } from '@/server/auth/actor-types';
import { can } from '@/server/auth/permissions';
import { getDb } from '@/server/db';
import { girls, girlsOnlyComments, guyReviews, guys, user } from '@/server/db/schema';
import { isEnabled } from '@/server/flags';
import type { ClientProfilePage, ClientReview, GirlsOnlyComment } from './types';

// /client/{username} (spec §2, §4 "Client profile visibility"). Who sees what is decided here, in
// the queries: the profile (public unless hidden, banned or unverified), girls' reviews of him
// (vetted girls, moderators, himself), girls-only comments, his references (anyone signed in).

/** The client profile as this actor may see it, or why not. */
export async function getClientProfile(actor: Actor, username: string): Promise<ClientProfilePage> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: guys.id,
      ...publicGuyColumns,
      userShowProfile: guys.userShowProfile,
      adminShowProfile: guys.adminShowProfile,
    })
    .from(guys)
    .innerJoin(user, eq(user.id, guys.userId))
    .where(
      and(
        eq(sql`lower(${guys.username})`, username.toLowerCase()),
        eq(guys.softDeleted, false),
        eq(user.emailVerified, true),
        accountInGoodStanding,
      ),
    )
    .limit(1);
  if (!row) return { state: 'not-found' };
  const own = actor.kind !== 'visitor' && actor.userId === row.userId;
  const moderator = can(actor, 'admin:access');
  if (!(row.userShowProfile && row.adminShowProfile) && !own && !moderator) return { state: 'private' };

  const { id, userShowProfile: _u, adminShowProfile: _a, ...columns } = row;
  const publicAttributes = toPublicAttributes(columns);
  const interests = SERVICES.filter((service) => publicAttributes[service.camel] === true).map((s) => s.label);
  const reviewsShown = isEnabled('girl-reviews-guy') && (own || can(actor, 'client-safety:read'));
  const [reviews, comments, references] = await Promise.all([
    reviewsShown ? listReviews(id) : Promise.resolve(null),
    can(actor, 'client-safety:read') ? listGirlsOnlyComments(id) : Promise.resolve(null),
    actor.kind !== 'visitor' && isEnabled('guy-unverified-references')
      ? listProfileReferences(id)
      : Promise.resolve(null),
  ]);
  return {
    state: 'ok',
    profile: {
      id,
      username: publicAttributes.username,
      name: publicAttributes.name,
      pictureUrl: publicAttributes.cloudinarySecureUrl,
      age: publicAttributes.age,
      city: publicAttributes.city,
      state: publicAttributes.state,
      country: publicAttributes.country,
      height: publicAttributes.height,
      weight: publicAttributes.weight,
      aboutMe: publicAttributes.aboutMe,
      interests,
    },
    own,
    reviews,
    girlsOnlyComments: comments,
    references,
    canReview: isEnabled('girl-reviews-guy') && can(actor, 'client-safety:write'),
    canComment: can(actor, 'client-safety:write'),
  };
}

const authorColumns = {
  girlUsername: girls.username,
  girlStageName: girls.stageName,
  girlPicture: approvedGirlIcon,
};

async function listReviews(guyId: number): Promise<ClientReview[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: guyReviews.id,
      comment: guyReviews.comment,
      vote: guyReviews.vote,
      createdAt: guyReviews.createdAt,
      girlId: guyReviews.girlId,
      ...authorColumns,
    })
    .from(guyReviews)
    .leftJoin(girls, eq(girls.id, guyReviews.girlId))
    .where(eq(guyReviews.guyUserId, guyId))
    .orderBy(desc(guyReviews.createdAt), desc(guyReviews.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function listGirlsOnlyComments(guyId: number): Promise<GirlsOnlyComment[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: girlsOnlyComments.id,
      comment: girlsOnlyComments.comment,
      createdAt: girlsOnlyComments.createdAt,
      ...authorColumns,
    })
    .from(girlsOnlyComments)
    .leftJoin(girls, eq(girls.id, girlsOnlyComments.girlId))
    .where(eq(girlsOnlyComments.guyUserId, guyId))
    .orderBy(desc(girlsOnlyComments.createdAt), desc(girlsOnlyComments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Every cached client profile page: a guy's profile, visibility or account write drops it. */
export const GUYS_CACHE_TAG = 'guys';

/** A visitor's view for the cached page (decision 022); the rest comes from the API. */
export function getClientProfileCached(username: string): Promise<ClientProfilePage> {
  const key = username.trim().toLowerCase();
  return unstable_cache(() => getClientProfile(VISITOR, key), ['client-profile', key], {
    tags: [GUYS_CACHE_TAG],
    revalidate: 300,
  })();
}
