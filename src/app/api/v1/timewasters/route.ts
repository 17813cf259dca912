// /api/v1/timewasters – search (GET) and report (POST); girls and moderators only
export { searchRoute as GET, reportRoute as POST } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
