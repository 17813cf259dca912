import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { TravelForm } from '@/features/travels/components/travel-form';
import { ForbiddenPanel, TravelPageShell } from '@/features/travels/components/travel-page-shell';
import { canManageTravelsOf, getTravelGirl } from '@/features/travels/queries';
import { getActor } from '@/server/auth/actor';

export const metadata: Metadata = { title: 'Add Travel' };

/** A moderator adds a travel for a provider (spec §2 "Travel management"). */
export default async function AddTravelForGirlPage({ params }: { params: Promise<{ girlId: string }> }) {
  const { girlId } = await params;
  const actor = await getActor();
  if (actor.kind === 'visitor') redirect(`/login?next=/girl/manage-travels/add/${encodeURIComponent(girlId)}`);
  const girl = await getTravelGirl(Number(girlId) || -1);
  if (!girl) notFound();
  if (!canManageTravelsOf(actor, girl.id)) {
    return (
      <TravelPageShell title="Add Travel" narrow>
        <ForbiddenPanel />
      </TravelPageShell>
    );
  }
  return (
    <TravelPageShell narrow title="Add Travel" description={`For ${girl.stageName ?? `girl #${girl.id}`}.`}>
      <TravelForm girlId={girl.id} returnHref={actor.girlId === girl.id ? '/girl/manage-travels' : `/girl/manage-travels?girlId=${girl.id}`} />
    </TravelPageShell>
  );
}
