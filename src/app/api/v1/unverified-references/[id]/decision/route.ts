// POST /api/v1/unverified-references/{id}/decision – the girl a reference names confirms or denies it
import { decideReferenceRoute } from '@/features/references/route-handlers';

export const dynamic = 'force-dynamic';

export const POST = decideReferenceRoute;
