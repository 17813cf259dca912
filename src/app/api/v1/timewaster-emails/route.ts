// POST /api/v1/timewaster-emails – add an e-mail address
export { addEmailRoute as POST } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
