// GET, PATCH /api/v1/safety-alert-settings – her "Safety alerts" setting
import { getSafetyAlertSettingRoute, setSafetyAlertSettingRoute } from '@/features/safety-alerts/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getSafetyAlertSettingRoute;
export const PATCH = setSafetyAlertSettingRoute;
