// DELETE /api/v1/timewaster-photos/{id} – remove a photo
export { deletePhotoRoute as DELETE } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
