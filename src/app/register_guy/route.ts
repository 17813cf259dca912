// POST /register_guy – guy sign-up (a new account, or the profile of a signed-in account without one)
import { registerGuyRoute } from '@/features/registration/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = registerGuyRoute;
