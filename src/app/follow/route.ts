// POST /follow – a guy follows a girl; DELETE /follow – he unfollows her. Body {follow:{girl_id}}.
// GET /follow?girl_id= – whether the viewer follows her (the profile's Follow island).
import { followRoute, followStateRoute } from '@/features/follows/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = followRoute;
export const DELETE = followRoute;
export const GET = followStateRoute;
