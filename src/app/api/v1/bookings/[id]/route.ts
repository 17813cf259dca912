// PATCH /api/v1/bookings/{id} – set one's own booking status; DELETE – moderators' admin delete
import { adminDeleteBookingRoute, updateBookingStatusRoute } from '@/features/bookings/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = updateBookingStatusRoute;
export const DELETE = adminDeleteBookingRoute;
