// POST /api/v1/admin/jobs/{id}/retry – queue a failed job again.
import { retryJobRoute } from '@/features/jobs/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = retryJobRoute;
