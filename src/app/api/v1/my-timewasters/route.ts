// GET /api/v1/my-timewasters – the signed-in girl's reports
export { myTimewastersRoute as GET } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
