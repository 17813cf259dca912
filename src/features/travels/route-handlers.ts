import 'server-only';
import { collectionDoc } from '@/server/http/api-description';
import { z } from 'zod';
import { profileHref } from '@/features/girls/profile-href';
import { recordIdSchema } from '@/lib/route-params';
import { absoluteUrl, siteHost } from '@/server/absolute-url';
import { AppError } from '@/server/http/app-error';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { anyone, endpoint, jsonApiBody, noContent, recordId, segment, signedIn } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { buildTravelCalendar, travelCalendarPath } from './ical';
import { getPublicTravelCalendar, listTravels, resolveTravelGirlId } from './queries';
import { travelFormSchema, type TravelDto } from './schema';
import { addTravel, deleteTravel, updateTravel } from './service';
import { TRAVEL_ATTRIBUTES } from './response-schemas';

const TYPE = 'travels';
const MAX_BYTES = 16 * 1024;

function attributes(travel: TravelDto) {
  const { id: _id, ...rest } = travel;
  return rest;
}

/** A moderator names the girl (girlId); a girl's own travel needs none. */
const AddTravelAttributes = z.intersection(travelFormSchema(), z.object({ girlId: recordIdSchema().optional() }));

/** Each travel mails followers: 20 an hour is a long tour, far from a flood. */
export const ADD_TRAVEL_LIMIT = { limit: 20, windowMs: 60 * 60_000 } as const;
const addTravelLimiter = createDatabaseRateLimiter(ADD_TRAVEL_LIMIT);

const GirlQuery = z.object({ 'filter[girlId]': z.unknown().optional(), girlId: z.unknown().optional() });

// GET /api/v1/travels?filter[girlId]= – a girl's travels (default the signed-in girl's)
export const listTravelsRoute = endpoint(
  {
    summary: "A girl's travels (the signed-in girl's without filter)",
    response: collectionDoc(TYPE, TRAVEL_ATTRIBUTES),
    actor: anyone,
    query: GirlQuery,
  },
  async ({ actor, query }) => {
    const requested = query['filter[girlId]'] ?? query.girlId;
    const girlId = resolveTravelGirlId(actor, typeof requested === 'string' ? requested : undefined);
    const rows = await listTravels(actor, girlId);
    return jsonApiResponse(
      serializeCollection(
        TYPE,
        rows.map((t) => ({ id: t.id, attributes: attributes(t) })),
      ),
    );
  },
);

// POST /api/v1/travels – add a travel (the owner or a moderator); alerts her followers
export const addTravelRoute = endpoint(
  {
    actor: signedIn,
    body: jsonApiBody(TYPE, AddTravelAttributes, { maxBytes: MAX_BYTES }),
    rateLimit: { limiter: addTravelLimiter, key: ({ actor }) => `travel-add:${actor.userId}` },
  },
  async ({ actor, body: { girlId, ...values } }) => {
    const travel = await addTravel(actor, values, girlId);
    return jsonApiResponse(serializeResource(TYPE, travel.id, attributes(travel)), { status: 201 });
  },
);

// PATCH /api/v1/travels/{id} – edit a travel (the owner or a moderator)
export const updateTravelRoute = endpoint(
  { actor: signedIn, params: { id: recordId }, body: jsonApiBody(TYPE, travelFormSchema(), { maxBytes: MAX_BYTES }) },
  async ({ actor, params, body }) => {
    const travel = await updateTravel(actor, params.id, body);
    return jsonApiResponse(serializeResource(TYPE, travel.id, attributes(travel)));
  },
);

// DELETE /api/v1/travels/{id} – remove a travel (the owner or a moderator)
export const deleteTravelRoute = endpoint({ actor: signedIn, params: { id: recordId } }, async ({ actor, params }) => {
  await deleteTravel(actor, params.id);
  return noContent();
});

/** Travels that ended up to 90 days ago stay in the feed, so a calendar keeps recent history. */
const CALENDAR_HISTORY_DAYS = 90;

// GET /profile/{stageName}/travels.ics – iCalendar feed of a public girl's travels
export const travelCalendarRoute = endpoint({ params: { stageName: segment } }, async ({ params: { stageName } }) => {
  const now = new Date();
  const since = new Date(now.getTime() - CALENDAR_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const calendar = await getPublicTravelCalendar(stageName, since);
  if (!calendar) throw new AppError('not_found');
  // Links and UIDs on APP_URL, never the request's host (behind our server that is the bind address).
  const body = buildTravelCalendar({
    stageName: calendar.stageName,
    travels: calendar.travels,
    now,
    host: siteHost,
    profileUrl: absoluteUrl(profileHref(calendar.stageName)),
    feedUrl: absoluteUrl(travelCalendarPath(calendar.stageName)),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="travels.ics"`,
      // Public data; calendar apps poll it. A short shared cache keeps polling cheap.
      'Cache-Control': 'public, max-age=300',
    },
  });
});
