// GET /api/v1/photos/{id}/file – a girl's photo that waits for approval, for her and moderators only
import { photoFileRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = photoFileRoute;
