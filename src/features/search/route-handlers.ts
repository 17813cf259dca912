import 'server-only';
import { collectionDoc } from '@/server/http/api-description';
import { z } from 'zod';
import { anyone, endpoint } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { searchGirls } from './queries';
import { DEFAULT_LIMIT, parseSearchFilter, type RawSearchParams } from './schema';
import { SEARCH_CARD_ATTRIBUTES } from './response-schemas';

// Lenient: odd input falls back to defaults, never a 400/500.
const SearchQuery = z
  .unknown()
  .transform((raw) => parseSearchFilter(raw as RawSearchParams, { defaultLimit: DEFAULT_LIMIT }));

// GET /api/v1/search – the girl search for the site search box and Load More (spec §7 search filter)
export const searchGirlsRoute = endpoint(
  {
    summary: 'The girl search (site search box, Load More)',
    response: collectionDoc('girls', SEARCH_CARD_ATTRIBUTES, {
      meta: z.looseObject({ total: z.number().int(), totalCapped: z.boolean() }),
    }),
    actor: anyone,
    query: SearchQuery,
  },
  async ({ actor, query: filter }) => {
    const { total, totalCapped, results, nextCursor } = await searchGirls(actor, filter);
    const document = serializeCollection(
      'girls',
      results.map(({ id, ...attributes }) => ({ id, attributes })),
      { total, totalCapped, limit: filter.limit, offset: filter.offset, after: filter.after, nextCursor },
    );
    return jsonApiResponse(document);
  },
);
