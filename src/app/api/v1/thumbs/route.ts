// POST /api/v1/thumbs – vote on a timewaster
import { createThumbRoute } from '@/features/timewasters/photo-and-vote-route-handlers';

export const dynamic = 'force-dynamic';

export const POST = createThumbRoute;
