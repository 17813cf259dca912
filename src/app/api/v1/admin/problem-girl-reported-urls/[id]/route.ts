// PATCH, DELETE /api/v1/admin/problem-girl-reported-urls/{id} – a moderator edits or deletes a reported URL.
import { deleteReportedUrlRoute, updateReportedUrlRoute } from '@/features/problem-girls/route-handlers';

export const dynamic = 'force-dynamic';

export const PATCH = updateReportedUrlRoute;
export const DELETE = deleteReportedUrlRoute;
