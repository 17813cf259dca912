// POST /api/v1/admin/problem-girls/{id}/reported-urls – a moderator adds a reported URL.
import { addReportedUrlRoute } from '@/features/problem-girls/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addReportedUrlRoute;
