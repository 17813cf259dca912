// POST /book_girl – a signed-in guy sends a girl a booking request
import { bookGirlRoute } from '@/features/bookings/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = bookGirlRoute;
