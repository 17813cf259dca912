// POST /api/v1/timewaster-phones – add a phone number
import { addPhoneRoute } from '@/features/timewasters/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addPhoneRoute;
