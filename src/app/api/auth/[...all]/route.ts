// GET|POST /api/auth/* – Better Auth's endpoints (sign-in, sign-up, sign-out, verify e-mail, 2FA).
import { handleAuthRequest } from '@/server/auth/handler';

export const dynamic = 'force-dynamic';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
