// /api/v1/thumbs/{id} – switch or remove one's own vote
export { updateThumbRoute as PATCH, deleteThumbRoute as DELETE } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
