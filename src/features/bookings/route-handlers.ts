import 'server-only';
import { getActorFromHeaders } from '@/server/auth/actor';
import { requirePermission } from '@/server/auth/permissions';
import { AppError } from '@/server/http/app-error';
import { jsonApiResponse, parseJsonApiRequest, readJsonBody, serializeCollection, serializeResource } from '@/server/http/json-api';
import { handleRoute } from '@/server/http/route-handler';
import { BookingStatusSchema } from './schema';
import { listGirlBookings, listGuyBookings } from './queries';
import { enforceBookingRateLimit } from './rate-limit';
import { adminDeleteBooking, createBookingRequest, setOwnBookingStatus } from './service';

// POST /book_girl – spec §7 body; answers 201 {booking:{id}}.
export const bookGirlRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  requirePermission(actor, 'booking:write');
  await enforceBookingRateLimit(actor);
  const body = await readJsonBody(request, { maxBytes: 32 * 1024 });
  const booking = await createBookingRequest(actor, body);
  return Response.json({ booking: { id: booking.id }, message: 'Successfully sent booking request.' }, { status: 201 });
});

// GET /api/v1/bookings – the signed-in girl's or guy's own bookings.
export const listBookingsRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  requirePermission(actor, 'booking:manage:own');
  const rows = actor.girlId ? await listGirlBookings(actor) : await listGuyBookings(actor);
  return jsonApiResponse(serializeCollection('bookings', rows.map(({ id, ...attributes }) => ({ id, attributes }))));
});

type IdContext = { params: Promise<{ id: string }> };

async function idFrom(context: IdContext): Promise<number> {
  const id = Number((await context.params).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new AppError('not_found');
  return id;
}

// PATCH /api/v1/bookings/{id} – the girl or the guy sets their own status (complete / deleted).
export const updateBookingStatusRoute = handleRoute(
  async (request: Request, context: IdContext) => {
    const id = await idFrom(context);
    const actor = await getActorFromHeaders(request.headers);
    const { attributes } = await parseJsonApiRequest(request, 'bookings', BookingStatusSchema, { maxBytes: 4 * 1024 });
    const result = await setOwnBookingStatus(actor, id, attributes);
    return jsonApiResponse(serializeResource('bookings', id, result.side === 'girl' ? { girlStatus: result.status } : { guyStatus: result.status }));
  },
  { pointerPrefix: '/data/attributes' },
);

// DELETE /api/v1/bookings/{id} – moderators' admin delete (both statuses deleted).
export const adminDeleteBookingRoute = handleRoute(async (request: Request, context: IdContext) => {
  const id = await idFrom(context);
  const actor = await getActorFromHeaders(request.headers);
  await adminDeleteBooking(actor, id);
  return new Response(null, { status: 204 });
});
