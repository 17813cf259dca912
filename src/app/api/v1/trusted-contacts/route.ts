// GET /api/v1/trusted-contacts – her trusted contacts; POST – add one
import { addTrustedContactRoute, listTrustedContactsRoute } from '@/features/check-ins/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listTrustedContactsRoute;
export const POST = addTrustedContactRoute;
