// POST /api/v1/admin/girls/{id}/ban – ban her account until unban_at; DELETE – unban.
import { banGirlRoute, unbanGirlRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = banGirlRoute;
export const DELETE = unbanGirlRoute;
