// GET|POST /api/auth/* – Better Auth's OPEN_AUTH_PATHS; every other one answers 404.
import { handleAuthRequest } from '@/server/auth/handler';

export const dynamic = 'force-dynamic';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
