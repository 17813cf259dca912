// POST /api/v1/guy-reviews – a vetted girl reviews a client (flag girl-reviews-guy).
import { reviewClientRoute } from '@/features/client-profiles/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = reviewClientRoute;
