// GET /api/v1/timewaster-photos – list a report's photos; POST – upload one
import { addPhotoRoute, listPhotosRoute } from '@/features/timewasters/photo-and-vote-route-handlers';

export const dynamic = 'force-dynamic';

export const GET = listPhotosRoute;
export const POST = addPhotoRoute;
