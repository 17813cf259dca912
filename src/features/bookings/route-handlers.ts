import 'server-only';
import { collectionDoc } from '@/server/http/api-description';
import {
  anyone,
  endpoint,
  jsonApiBody,
  jsonBody,
  noContent,
  permitted,
  recordId,
  signedIn,
} from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { BookGirlBodySchema, BookingStatusSchema } from './schema';
import { listGirlBookings, listGuyBookings } from './queries';
import { bookingRateLimit } from './rate-limit';
import { adminDeleteBooking, createBookingRequest, setOwnBookingStatus } from './service';
import { BOOKING_ATTRIBUTES } from './response-schemas';

// POST /book_girl – spec §7 body; answers 201 {booking:{id}}.
export const bookGirlRoute = endpoint(
  {
    actor: permitted('booking:write'),
    rateLimit: bookingRateLimit,
    body: jsonBody(BookGirlBodySchema, { maxBytes: 32 * 1024 }),
  },
  async ({ actor, body }) => {
    const booking = await createBookingRequest(actor, body);
    return Response.json(
      { booking: { id: booking.id }, message: 'Successfully sent booking request.' },
      { status: 201 },
    );
  },
);

// GET /api/v1/bookings – the signed-in girl's or guy's own bookings.
export const listBookingsRoute = endpoint(
  {
    summary: "The signed-in girl's or guy's own bookings",
    response: collectionDoc('bookings', BOOKING_ATTRIBUTES),
    actor: permitted('booking:manage:own'),
  },
  async ({ actor }) => {
    const rows = actor.girlId ? await listGirlBookings(actor) : await listGuyBookings(actor);
    return jsonApiResponse(
      serializeCollection(
        'bookings',
        rows.map(({ id, ...attributes }) => ({ id, attributes })),
      ),
    );
  },
);

// PATCH /api/v1/bookings/{id} – the girl or the guy sets their own status (complete / deleted).
export const updateBookingStatusRoute = endpoint(
  {
    actor: signedIn,
    params: { id: recordId },
    body: jsonApiBody('bookings', BookingStatusSchema, { maxBytes: 4 * 1024 }),
  },
  async ({ actor, params, body }) => {
    const result = await setOwnBookingStatus(actor, params.id, body);
    return jsonApiResponse(
      serializeResource(
        'bookings',
        params.id,
        result.side === 'girl' ? { girlStatus: result.status } : { guyStatus: result.status },
      ),
    );
  },
);

// DELETE /api/v1/bookings/{id} – moderators' admin delete (both statuses deleted).
export const adminDeleteBookingRoute = endpoint(
  { actor: anyone, params: { id: recordId } },
  async ({ actor, params }) => {
    await adminDeleteBooking(actor, params.id);
    return noContent();
  },
);
