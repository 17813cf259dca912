import 'server-only';
import { z } from 'zod';
import { collectionDoc } from '@/server/http/api-description';
import { anyone, endpoint } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { suggestCities, suggestStates, type CitySuggestion, type StateSuggestion } from './suggestions';

const CITY_OPTION_ATTRIBUTES = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
  label: z.string(),
}) satisfies z.ZodType<CitySuggestion>;

const STATE_OPTION_ATTRIBUTES = z.object({
  state: z.string(),
  country: z.string(),
  label: z.string(),
}) satisfies z.ZodType<StateSuggestion>;

// Lenient: odd input gives no suggestions, never a 400.
const PlaceOptionsQuery = z.unknown().transform((raw) => {
  const params = (raw ?? {}) as Record<string, unknown>;
  const first = (value: unknown) => String((Array.isArray(value) ? value[0] : value) ?? '').slice(0, 100);
  return { q: first(params.q), country: first(params.country) || null, state: first(params.state) || null };
});

// GET /api/v1/city-options?q=chic[&country=…][&state=…] – spec §3 "City options" from the world-cities data
export const cityOptionsRoute = endpoint(
  {
    summary: 'City suggestions from the world-cities data (narrowed by country and state)',
    response: collectionDoc('cityOptions', CITY_OPTION_ATTRIBUTES),
    actor: anyone,
    query: PlaceOptionsQuery,
  },
  async ({ query }) => {
    const cities = suggestCities(query.q, query.country, query.state);
    return jsonApiResponse(
      serializeCollection(
        'cityOptions',
        cities.map((city) => ({ id: city.label, attributes: city })),
      ),
    );
  },
);

// GET /api/v1/state-options?q=tex[&country=…] – US states and the world-cities data's regions
export const stateOptionsRoute = endpoint(
  {
    summary: 'State suggestions: US states by name or code, the world-cities data’s regions elsewhere',
    response: collectionDoc('stateOptions', STATE_OPTION_ATTRIBUTES),
    actor: anyone,
    query: PlaceOptionsQuery,
  },
  async ({ query }) => {
    const states = suggestStates(query.q, query.country);
    return jsonApiResponse(
      serializeCollection(
        'stateOptions',
        states.map((state) => ({ id: state.label, attributes: state })),
      ),
    );
  },
);
