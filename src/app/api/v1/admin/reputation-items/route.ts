// POST /api/v1/admin/reputation-items – add a reputation item.
import { addReputationItemRoute } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addReputationItemRoute;
