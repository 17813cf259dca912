// PUT /api/v1/admin/claims/{kind}/{id} – claim a queue item (or take it over); DELETE – give it up
import { claimItemRoute, releaseClaimRoute } from '@/features/moderation/claim-route-handlers';

export const dynamic = 'force-dynamic';

export const PUT = claimItemRoute;
export const DELETE = releaseClaimRoute;
