import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TravelForm } from '@/features/travels/components/travel-form';
import { TravelPageShell } from '@/features/travels/components/travel-page-shell';
import { getEditableTravel } from '@/features/travels/queries';
import { parseRecordId } from '@/lib/route-params';
import { signedInPageActor } from '@/features/accounts/page-access';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Edit Travel' };

export default async function EditTravelPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const actor = await signedInPageActor(`/girl/manage-travels/edit/${encodeURIComponent(id)}`);
  const travelId = parseRecordId(id);
  const travel = travelId === null ? null : await getEditableTravel(actor, travelId);
  if (!travel) notFound();
  if (travel === 'forbidden') {
    return (
      <TravelPageShell title="Edit Travel" narrow>
        <ForbiddenView />
      </TravelPageShell>
    );
  }
  const returnHref =
    actor.girlId === travel.girlId ? '/girl/manage-travels' : `/girl/manage-travels?girlId=${travel.girlId}`;
  return (
    <TravelPageShell title="Edit Travel" narrow>
      <TravelForm travel={travel} returnHref={returnHref} />
    </TravelPageShell>
  );
}
