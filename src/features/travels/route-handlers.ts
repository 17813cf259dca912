import 'server-only';
import { decodeSegment } from '@/lib/utils';
import { z } from 'zod';
import { getActorFromHeaders } from '@/server/auth/actor';
import { AppError } from '@/server/http/app-error';
import { jsonApiResponse, parseJsonApiRequest, serializeCollection, serializeResource } from '@/server/http/json-api';
import { handleRoute } from '@/server/http/route-handler';
import { buildTravelCalendar } from './ical';
import { getPublicTravelCalendar, listTravels, resolveTravelGirlId } from './queries';
import type { TravelDto } from './schema';
import { addTravel, deleteTravel, updateTravel } from './service';

const TYPE = 'travels';
const POINTERS = { pointerPrefix: '/data/attributes' };

function attributes(travel: TravelDto) {
  const { id: _id, ...rest } = travel;
  return rest;
}

// The service parses the attributes with the form's schema; here only their shape and girlId.
const TravelAttributes = z.looseObject({
  girlId: z.coerce.number().int().positive().optional(),
});

function idFrom(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('not_found');
  return id;
}

export const listTravelsRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  const params = new URL(request.url).searchParams;
  const girlId = resolveTravelGirlId(actor, params.get('filter[girlId]') ?? params.get('girlId'));
  const rows = await listTravels(actor, girlId);
  return jsonApiResponse(serializeCollection(TYPE, rows.map((t) => ({ id: t.id, attributes: attributes(t) }))));
}, POINTERS);

export const addTravelRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  const { attributes: body } = await parseJsonApiRequest(request, TYPE, TravelAttributes, { maxBytes: 16 * 1024 });
  const travel = await addTravel(actor, body, body.girlId);
  return jsonApiResponse(serializeResource(TYPE, travel.id, attributes(travel)), { status: 201 });
}, POINTERS);

type IdContext = { params: Promise<{ id: string }> };

export const updateTravelRoute = handleRoute(async (request: Request, context: IdContext) => {
  const id = idFrom((await context.params).id);
  const actor = await getActorFromHeaders(request.headers);
  const { attributes: body } = await parseJsonApiRequest(request, TYPE, TravelAttributes, { maxBytes: 16 * 1024 });
  const travel = await updateTravel(actor, id, body);
  return jsonApiResponse(serializeResource(TYPE, travel.id, attributes(travel)));
}, POINTERS);

export const deleteTravelRoute = handleRoute(async (request: Request, context: IdContext) => {
  const id = idFrom((await context.params).id);
  const actor = await getActorFromHeaders(request.headers);
  await deleteTravel(actor, id);
  return new Response(null, { status: 204 });
});

type StageNameContext = { params: Promise<{ stageName: string }> };

/** Travels that ended up to 90 days ago stay in the feed, so a calendar keeps recent history. */
const CALENDAR_HISTORY_DAYS = 90;

export const travelCalendarRoute = handleRoute(async (request: Request, context: StageNameContext) => {
  const stageName = decodeSegment((await context.params).stageName);
  const now = new Date();
  const since = new Date(now.getTime() - CALENDAR_HISTORY_DAYS * 86_400_000).toISOString().slice(0, 10);
  const calendar = await getPublicTravelCalendar(stageName, since);
  if (!calendar) throw new AppError('not_found');
  const url = new URL(request.url);
  const body = buildTravelCalendar({
    stageName: calendar.stageName,
    travels: calendar.travels,
    now,
    host: url.hostname,
    profileUrl: new URL(`/profile/${encodeURIComponent(calendar.stageName)}`, url.origin).toString(),
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
