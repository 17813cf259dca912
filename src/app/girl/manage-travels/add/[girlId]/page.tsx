import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TravelForm } from '@/features/travels/components/travel-form';
import { TravelPageShell } from '@/features/travels/components/travel-page-shell';
import { canManageTravelsOf, getTravelGirl } from '@/features/travels/queries';
import { signedInPageActor } from '@/features/accounts/page-access';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'Add Travel' };

/** A moderator adds a travel for a provider (spec §2 "Travel management"). */
export default async function AddTravelForGirlPage({ params }: { params: Promise<{ girlId: string }> }) {
  const { girlId } = await params;
  const actor = await signedInPageActor(`/girl/manage-travels/add/${encodeURIComponent(girlId)}`);
  const id = Number(girlId) || -1;
  // Before anything is read: an existing girl and a missing id answer alike.
  if (!canManageTravelsOf(actor, id)) {
    return (
      <TravelPageShell title="Add Travel" narrow>
        <ForbiddenView />
      </TravelPageShell>
    );
  }
  const girl = await getTravelGirl(id);
  if (!girl) notFound();
  return (
    <TravelPageShell narrow title="Add Travel" description={`For ${girl.stageName ?? `girl #${girl.id}`}.`}>
      <TravelForm
        girlId={girl.id}
        returnHref={actor.girlId === girl.id ? '/girl/manage-travels' : `/girl/manage-travels?girlId=${girl.id}`}
      />
    </TravelPageShell>
  );
}
