// GET /api/v1/scammers/{id}?include[]=scammerPhotos – one public scammer
import { getScammerRoute } from '@/features/scammers/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getScammerRoute;
