// POST /api/v1/timewasters/{id}/confirmations – "I had this experience too" (renews the entry)
import { confirmRoute } from '@/features/timewasters/confirmation-route-handlers';

export const dynamic = 'force-dynamic';

export const POST = confirmRoute;
