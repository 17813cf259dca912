// POST /api/admin/revalidate-cache – a moderator drops cached pages and lists (spec §7).
import { revalidateCacheRoute } from '@/features/cache-revalidation/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = revalidateCacheRoute;
