import 'server-only';
import { z } from 'zod';
import { anyone, endpoint } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { searchGirls } from './queries';
import { DEFAULT_LIMIT, parseSearchFilter, type RawSearchParams } from './schema';

// Lenient by design: odd text or numbers fall back to defaults, never a 400/500.
const SearchQuery = z
  .unknown()
  .transform((raw) => parseSearchFilter(raw as RawSearchParams, { defaultLimit: DEFAULT_LIMIT }));

// GET /api/v1/search – the girl search for the site search box and Load More (spec §7 search filter)
export const searchGirlsRoute = endpoint({ actor: anyone, query: SearchQuery }, async ({ actor, query: filter }) => {
  const { total, totalCapped, results, nextCursor } = await searchGirls(actor, filter);
  const document = serializeCollection(
    'girls',
    results.map(({ id, ...attributes }) => ({ id, attributes })),
    { total, totalCapped, limit: filter.limit, offset: filter.offset, after: filter.after, nextCursor },
  );
  return jsonApiResponse(document);
});
