// POST /register_girl – girl sign-up (flag registration-girls): account, pending girl record, avatar
import { registerGirlRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = registerGirlRoute;
