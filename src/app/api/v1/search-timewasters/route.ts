// GET /api/v1/search-timewasters – the spec's alternative search URL
export { searchRoute as GET } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
