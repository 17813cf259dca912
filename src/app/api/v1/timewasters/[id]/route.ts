// /api/v1/timewasters/{id} – read, edit, delete one report
export { getRoute as GET, patchRoute as PATCH, deleteRoute as DELETE } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
