// /api/v1/timewaster-comments – list and add comments
export { listCommentsRoute as GET, addCommentRoute as POST } from '@/features/timewasters/route-handlers';
export const dynamic = 'force-dynamic';
