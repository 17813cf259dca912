// DELETE /api/v1/my-profiles/{userId} – delete one's own account (spec section 4 "Account deletion")
import { deleteMyProfileRoute } from '@/features/guys/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deleteMyProfileRoute;
