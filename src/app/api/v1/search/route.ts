// GET /api/v1/search – the girl search for the site search box and Load More (spec §7 search filter).
import { searchGirls } from '@/features/search/queries';
import { DEFAULT_LIMIT, parseSearchFilter, searchParamsToRecord } from '@/features/search/schema';
import { getActorFromHeaders } from '@/server/auth/actor';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { handleRoute } from '@/server/http/route-handler';

export const dynamic = 'force-dynamic';

export const GET = handleRoute(async (request) => {
  const url = new URL(request.url);
  // Lenient by design: odd text or numbers fall back to defaults, never a 400/500.
  const filter = parseSearchFilter(searchParamsToRecord(url.searchParams), { defaultLimit: DEFAULT_LIMIT });
  const actor = await getActorFromHeaders(request.headers);
  const { total, results } = await searchGirls(actor, filter);
  const document = serializeCollection(
    'girls',
    results.map(({ id, ...attributes }) => ({ id, attributes })),
    { total, limit: filter.limit, offset: filter.offset },
  );
  return jsonApiResponse(document);
});
