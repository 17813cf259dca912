// PATCH /api/v1/admin/girls/{id}/attributes – toggle a boolean attribute on a girl.
import { toggleGirlAttributeRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = toggleGirlAttributeRoute;
