'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/components/session/session-context';
import { apiJson, fromResource, type ResourceOf } from '@/lib/api-client';
import type { ModeratorNoteDto } from '../queries';

const ModeratorNotes = dynamic(() => import('./moderator-notes').then((m) => m.ModeratorNotes), { ssr: false });

/** Read once GET /session says a moderator is looking, never rendered into the cached page. */
export function GirlNotesIsland({ girlId }: { girlId: number }) {
  const session = useSession();
  const moderator = session.status === 'signed-in' && session.session.is_moderator;
  const [notes, setNotes] = useState<ModeratorNoteDto[] | null>(null);
  const load = useCallback(() => {
    apiJson<{ data: ResourceOf<ModeratorNoteDto>[] }>(`/api/v1/girls/${girlId}/moderator-notes`)
      .then((document) => setNotes(document.data.map(fromResource)))
      .catch(() => setNotes(null));
  }, [girlId]);
  useEffect(() => {
    if (moderator) load();
  }, [moderator, load]);
  if (!moderator || notes === null) return null;
  return <ModeratorNotes girlId={girlId} notes={notes} onChanged={load} />;
}
