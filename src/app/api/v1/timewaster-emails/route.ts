// POST /api/v1/timewaster-emails – add an e-mail address
import { addEmailRoute } from '@/features/timewasters/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addEmailRoute;
