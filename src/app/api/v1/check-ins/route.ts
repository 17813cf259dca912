// POST /api/v1/check-ins – start a check-in
import { startCheckInRoute } from '@/features/check-ins/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = startCheckInRoute;
