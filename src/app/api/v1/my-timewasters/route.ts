// GET /api/v1/my-timewasters – the signed-in girl's reports
import { myTimewastersRoute } from '@/features/timewasters/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = myTimewastersRoute;
