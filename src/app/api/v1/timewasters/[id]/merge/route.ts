// POST /api/v1/timewasters/{id}/merge – a moderator merges this entry into another
import { mergeRoute } from '@/features/timewasters/duplicate-route-handlers';

export const dynamic = 'force-dynamic';

export const POST = mergeRoute;
