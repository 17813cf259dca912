// PUT /api/v1/girls/{id}/verification-picture – the girl's verification picture; GET – moderators read it.
import { getVerificationPictureRoute, putVerificationPictureRoute } from '@/features/vetting/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = getVerificationPictureRoute;
export const PUT = putVerificationPictureRoute;
