// GET /api/v1/safety-alerts – her unseen safety alerts (a vetted girl)
import { listSafetyAlertsRoute } from '@/features/safety-alerts/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listSafetyAlertsRoute;
