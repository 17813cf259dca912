// GET /api/v1/bookings – the signed-in girl's or guy's own bookings
import { listBookingsRoute } from '@/features/bookings/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listBookingsRoute;
