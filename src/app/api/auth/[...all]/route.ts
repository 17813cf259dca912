// GET|POST /api/auth/* – the Better Auth endpoints the site uses (sign-in, sign-out, verify e-mail, 2FA;
// OPEN_AUTH_PATHS in src/server/auth/handler.ts); every other one answers 404.
import { handleAuthRequest } from '@/server/auth/handler';

export const dynamic = 'force-dynamic';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
