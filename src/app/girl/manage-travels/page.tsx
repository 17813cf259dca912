import type { Metadata } from 'next';
import { TravelPageShell } from '@/features/travels/components/travel-page-shell';
import { TravelList } from '@/features/travels/components/travel-list';
import { travelCalendarPath } from '@/features/travels/ical';
import { canManageTravelsOf, getTravelGirl, listTravels, resolveTravelGirlId } from '@/features/travels/queries';
import { signedInPageActor } from '@/features/accounts/page-access';
import { can } from '@/server/auth/permissions';
import { ForbiddenView } from '@/components/layout/forbidden-view';

export const metadata: Metadata = { title: 'My Travels' };

export default async function ManageTravelsPage({ searchParams }: { searchParams: Promise<{ girlId?: string }> }) {
  const actor = await signedInPageActor('/girl/manage-travels');
  const anyGirl = can(actor, 'travel:write:any');
  if (!anyGirl && !can(actor, 'travel:write:own')) {
    return (
      <TravelPageShell title="My Travels">
        <ForbiddenView />
      </TravelPageShell>
    );
  }
  // Moderators pick the girl with ?girlId=; a girl always sees her own.
  const { girlId: requested } = await searchParams;
  const girlId = resolveTravelGirlId(actor, anyGirl ? requested : undefined);
  const [girl, travels] = await Promise.all([getTravelGirl(girlId), listTravels(actor, girlId)]);
  const addHref = girl
    ? actor.girlId === girl.id
      ? '/girl/manage-travels/add'
      : `/girl/manage-travels/add/${girl.id}`
    : undefined;
  return (
    <TravelPageShell>
      <TravelList
        travels={travels}
        canManage={!!girl && canManageTravelsOf(actor, girl.id)}
        addHref={addHref}
        headingLevel="h1"
      />
      <p className="text-sm text-muted-foreground">
        {girl && actor.girlId !== girl.id
          ? `Travels of ${girl.stageName ?? `girl #${girl.id}`}.`
          : 'Fans who follow you and live in a city you add get an e-mail about your visit.'}
        {girl?.isPublic && girl.stageName ? (
          <>
            {' '}
            <a
              href={travelCalendarPath(girl.stageName)}
              className="font-medium text-foreground underline underline-offset-2"
            >
              Calendar feed (iCal)
            </a>
          </>
        ) : null}
      </p>
    </TravelPageShell>
  );
}
