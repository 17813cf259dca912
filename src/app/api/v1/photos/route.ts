// GET /api/v1/photos?filter[userId]={id}&sort=-id – a girl's photos; POST – upload a photo or mp4
import { getPhotosRoute, postPhotoRoute } from '@/features/girls/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getPhotosRoute;
export const POST = postPhotoRoute;
