// POST /api/v1/admin/girls/{id}/report-suspension – suspend her right to report; DELETE – lift it.
import { girlReportSuspensionRoutes } from '@/features/admin-management/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = girlReportSuspensionRoutes.POST;
export const DELETE = girlReportSuspensionRoutes.DELETE;
