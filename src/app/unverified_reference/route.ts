// POST /unverified_reference – a guy adds an unverified reference to his own profile
import { addUnverifiedReferenceRoute } from '@/features/references/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = addUnverifiedReferenceRoute;
