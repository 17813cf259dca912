// POST /api/v1/admin/appeals/{id}/decision – uphold or deny an appeal
import { decideAppealRoute } from '@/features/appeals/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = decideAppealRoute;
