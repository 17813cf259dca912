// POST /follow – a guy follows a girl; DELETE /follow – he unfollows her. Body {follow:{girl_id}}.
import { followRoute } from '@/features/follows/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = followRoute;
export const DELETE = followRoute;
