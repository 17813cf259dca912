// POST /api/v1/thumbs – vote on a timewaster
export { createThumbRoute as POST } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
