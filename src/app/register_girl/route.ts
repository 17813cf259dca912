// POST /register_girl – girl sign-up (flag registration-girls): account, pending girl record, avatar
import { registerGirlRoute } from '@/features/girls/signup-route-handler';

export const dynamic = 'force-dynamic';

export const POST = registerGirlRoute;
