// GET /api/v1/timewaster-photos/{id}/file – a timewaster photo's file, only for those who may read its report
import { photoFileRoute } from '@/features/timewasters/photo-and-vote-route-handlers';

export const dynamic = 'force-dynamic';

export const GET = photoFileRoute;
