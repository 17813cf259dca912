import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { TravelForm } from '@/features/travels/components/travel-form';
import { TravelPageShell } from '@/features/travels/components/travel-page-shell';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Add Travel' };

export default async function AddTravelPage() {
  const actor = await getActor();
  if (actor.kind === 'visitor') redirect('/login?next=/girl/manage-travels/add');
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
