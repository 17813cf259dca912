import 'server-only';
import { z } from 'zod';
import { collectionDoc } from '@/server/http/api-description';
import { anyone, endpoint } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { suggestCities, type CitySuggestion } from './suggestions';

const CITY_OPTION_ATTRIBUTES = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  label: z.string(),
}) satisfies z.ZodType<CitySuggestion>;

// Lenient like the search: odd input gives no suggestions, never a 400.
const CityOptionsQuery = z.unknown().transform((raw) => {
  const params = (raw ?? {}) as Record<string, unknown>;
  const first = (value: unknown) => String((Array.isArray(value) ? value[0] : value) ?? '').slice(0, 100);
  return { q: first(params.q), country: first(params.country) || null };
});

// GET /api/v1/city-options?q=chic[&country=…] – spec §3 "City options" from the world-cities data
export const cityOptionsRoute = endpoint(
  {
    summary: 'City suggestions from the world-cities data',
    response: collectionDoc('cityOptions', CITY_OPTION_ATTRIBUTES),
    actor: anyone,
    query: CityOptionsQuery,
  },
  async ({ query }) => {
    const cities = suggestCities(query.q, query.country);
    return jsonApiResponse(
      serializeCollection(
        'cityOptions',
        cities.map((city) => ({ id: city.label, attributes: city })),
      ),
    );
  },
);
