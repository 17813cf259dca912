import 'server-only';
import { z } from 'zod';
import { anyone, endpoint } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { suggestCities } from './suggestions';

// Lenient like the search: odd input gives no suggestions, never a 400.
const CityOptionsQuery = z.unknown().transform((raw) => {
  const params = (raw ?? {}) as Record<string, unknown>;
  const first = (value: unknown) => String((Array.isArray(value) ? value[0] : value) ?? '').slice(0, 100);
  return { q: first(params.q), country: first(params.country) || null };
});

// GET /api/v1/city-options?q=chic[&country=…] – spec §3 "City options" from the world-cities data
export const cityOptionsRoute = endpoint({ actor: anyone, query: CityOptionsQuery }, async ({ query }) => {
  const cities = suggestCities(query.q, query.country);
  return jsonApiResponse(
    serializeCollection(
      'cityOptions',
      cities.map((city) => ({ id: city.label, attributes: city })),
    ),
  );
});
