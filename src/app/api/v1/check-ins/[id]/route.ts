// PATCH /api/v1/check-ins/{id} – extend, "I'm safe" or "Help now"
import { updateCheckInRoute } from '@/features/check-ins/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = updateCheckInRoute;
