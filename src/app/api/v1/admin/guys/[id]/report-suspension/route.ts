// POST /api/v1/admin/guys/{id}/report-suspension – suspend his right to report; DELETE – lift it.
import { guyReportSuspensionRoutes } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = guyReportSuspensionRoutes.POST;
export const DELETE = guyReportSuspensionRoutes.DELETE;
