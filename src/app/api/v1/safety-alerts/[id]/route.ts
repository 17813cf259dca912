// PATCH /api/v1/safety-alerts/{id} – mark one of her alerts seen
import { markSafetyAlertSeenRoute } from '@/features/safety-alerts/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = markSafetyAlertSeenRoute;
