import 'server-only';
import { collectionDoc, resourceDoc, TOTAL_META } from '@/server/http/api-description';
import { AppError } from '@/server/http/app-error';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { anyone, endpoint, jsonApiBody, permitted, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { listGirlReviews } from './queries';
import { GIRL_REVIEW_MESSAGES, GirlReviewSchema, REVIEW_ELIGIBILITY_TYPE } from './schema';
import { postGirlReview, reviewEligibility } from './service';
import { GIRL_REVIEW_ATTRIBUTES, REVIEW_ELIGIBILITY_ATTRIBUTES } from './response-schemas';

// GET /api/v1/girl/{girlId}/reviews – guys' reviews of a public girl (spec §3 Review of a girl)
export const listGirlReviewsRoute = endpoint(
  {
    summary: "Guys' reviews of a public girl",
    response: collectionDoc('reviews', GIRL_REVIEW_ATTRIBUTES, { meta: TOTAL_META }),
    params: { girlId: recordId },
  },
  async ({ params }) => {
    const reviews = await listGirlReviews(params.girlId);
    // A hidden, pending or unknown girl answers like a missing one: nothing tells them apart.
    if (!reviews) throw new AppError('not_found');
    const document = serializeCollection(
      'reviews',
      reviews.map(({ id, ...attributes }) => ({ id, attributes })),
      { total: reviews.length },
    );
    return jsonApiResponse(document, {
      headers: { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' },
    });
  },
);

/** 20 reviews (or edits) an hour per guy, across every app instance. */
const reviewLimiter = createDatabaseRateLimiter({ limit: 20, windowMs: 60 * 60_000 });

// POST /api/v1/girl/{girlId}/reviews – a guy who had a session with her reviews her (flag guy-reviews-girl)
export const postGirlReviewRoute = endpoint(
  {
    flag: 'guy-reviews-girl',
    actor: permitted('girl-review:write'),
    params: { girlId: recordId },
    rateLimit: { limiter: reviewLimiter, key: ({ actor }) => `girl-review:${actor.userId}` },
    body: jsonApiBody('reviews', GirlReviewSchema, { maxBytes: 16 * 1024 }),
  },
  async ({ actor, params, body }) => {
    const { id, created, ...attributes } = await postGirlReview(actor, params.girlId, body);
    return jsonApiResponse(
      { ...serializeResource('reviews', id, attributes), meta: { message: GIRL_REVIEW_MESSAGES.posted } },
      { status: created ? 201 : 200 },
    );
  },
);

// GET /api/v1/girl/{girlId}/reviews/eligibility – {canReview}: whether her profile shows this viewer
// the review form. A JSON:API document of type reviewEligibilities whose id is her girl id.
export const girlReviewEligibilityRoute = endpoint(
  {
    summary: 'Whether the viewer may review her',
    response: resourceDoc(REVIEW_ELIGIBILITY_TYPE, REVIEW_ELIGIBILITY_ATTRIBUTES),
    flag: 'guy-reviews-girl',
    actor: anyone,
    params: { girlId: recordId },
  },
  async ({ actor, params }) => {
    const eligibility = await reviewEligibility(actor, params.girlId);
    // Per viewer: never stored by a shared cache (the profile page itself stays the same for all).
    return jsonApiResponse(serializeResource(REVIEW_ELIGIBILITY_TYPE, params.girlId, eligibility), {
      headers: { 'Cache-Control': 'private, no-store' },
    });
  },
);
