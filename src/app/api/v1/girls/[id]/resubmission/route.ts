// POST /api/v1/girls/{id}/resubmission – a girl sends her fixed, not-approved profile back to the moderators
import { resubmitGirlRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = resubmitGirlRoute;
