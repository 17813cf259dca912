// POST /logout – ends the session server-side and sends the browser home (header's Logout form).
import { logoutRoute } from '@/server/auth/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = logoutRoute;
