// POST /api/v1/admin/guys/{id}/ban – ban his account until unban_at; DELETE – unban.
import { banGuyRoute, unbanGuyRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = banGuyRoute;
export const DELETE = unbanGuyRoute;
