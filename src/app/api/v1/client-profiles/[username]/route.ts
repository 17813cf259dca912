// GET /api/v1/client-profiles/{username} – a client profile as the viewer may see it (the cached
// /client/{username} page's island).
import { clientProfileRoute } from '@/features/client-profiles/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = clientProfileRoute;
