// POST /register_guy – guy sign-up (a new account, or the profile of a signed-in account without one)
import { registerGuyRoute } from '@/features/registration/guy-route-handler';

export const dynamic = 'force-dynamic';

export const POST = registerGuyRoute;
