import type { Metadata } from 'next';
import { TravelForm } from '@/features/travels/components/travel-form';
import { TravelPageShell } from '@/features/travels/components/travel-page-shell';
import { signedInPageActor } from '@/features/accounts/page-access';
import { can } from '@/server/auth/permissions';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Add Travel' };

export default async function AddTravelPage() {
  const actor = await signedInPageActor('/girl/manage-travels/add');
  return (
    <TravelPageShell title="Add Travel" narrow>
      {can(actor, 'travel:write:own') && actor.girlId ? (
        <TravelForm returnHref="/girl/manage-travels" />
      ) : (
        <ForbiddenView />
      )}
    </TravelPageShell>
  );
}
