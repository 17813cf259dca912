import 'server-only';
import { accountId, anyone, endpoint, noContent } from '@/server/http/endpoint';
import { deleteMyAccount } from './delete-account';

// DELETE /api/v1/my-profiles/{userId} – delete one's own account, guy or girl (spec section 4 "Account deletion")
export const deleteMyAccountRoute = endpoint(
  { actor: anyone, params: { id: accountId } },
  async ({ actor, params }) => {
    await deleteMyAccount(actor, params.id);
    return noContent();
  },
);
