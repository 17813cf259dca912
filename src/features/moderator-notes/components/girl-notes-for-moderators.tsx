import 'server-only';
import { getActor } from '@/server/auth/actor';
import { can } from '@/server/auth/permissions';
import { listGirlNotes } from '../queries';
import { ModeratorNotes } from './moderator-notes';

/** Under a girl's profile, for moderators only: read per request, never part of the cached page. */
export async function GirlNotesForModerators({ girlId }: { girlId: number }) {
  const actor = await getActor();
  if (!can(actor, 'admin:access')) return null;
  return <ModeratorNotes girlId={girlId} notes={await listGirlNotes(actor, girlId)} />;
}
