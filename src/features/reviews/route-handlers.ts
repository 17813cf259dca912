import 'server-only';
import { AppError } from '@/server/http/app-error';
import { endpoint, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { listGirlReviews } from './queries';

// GET /api/v1/girl/{girlId}/reviews – guys' reviews of a public girl (spec §3 Review of a girl)
export const listGirlReviewsRoute = endpoint({ params: { girlId: recordId } }, async ({ params }) => {
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
});
