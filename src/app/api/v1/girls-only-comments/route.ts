// POST /api/v1/girls-only-comments – a vetted girl's comment on a client that only girls read.
import { commentOnClientRoute } from '@/features/client-profiles/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = commentOnClientRoute;
