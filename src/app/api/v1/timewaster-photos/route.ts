// /api/v1/timewaster-photos – list and upload photos
export { listPhotosRoute as GET, addPhotoRoute as POST } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
