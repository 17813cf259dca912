// POST /api/v1/timewaster-phones – add a phone number
export { addPhoneRoute as POST } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
