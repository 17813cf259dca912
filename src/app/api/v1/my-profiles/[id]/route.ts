// DELETE /api/v1/my-profiles/{userId} – delete one's own account, guy or girl (spec section 4 "Account deletion")
import { deleteMyAccountRoute } from '@/features/accounts/route-handlers';

export const dynamic = 'force-dynamic';

export const DELETE = deleteMyAccountRoute;
