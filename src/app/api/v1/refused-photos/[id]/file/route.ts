// GET /api/v1/refused-photos/{id}/file – a refused photo kept for its appeal, for moderators and her only
import { refusedPhotoFileRoute } from '@/features/appeals/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = refusedPhotoFileRoute;
