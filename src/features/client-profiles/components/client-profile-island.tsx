'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@/components/session/session-context';
import { apiJson } from '@/lib/api-client';
import type { ClientProfilePage } from '../types';
import { ClientProfileView } from './client-profile-view';

type OkPage = Extract<ClientProfilePage, { state: 'ok' }>;

/** The server renders a visitor's view (decision 022); a signed-in viewer's comes from the API. */
export function ClientProfileIsland({
  username,
  initial,
  fallback,
}: {
  username: string;
  initial: OkPage | null;
  fallback?: ReactNode;
}) {
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const [page, setPage] = useState<OkPage | null>(null);
  const [loaded, setLoaded] = useState(false);

  const load = useCallback(() => {
    apiJson<{ data: { attributes: ClientProfilePage } }>(`/api/v1/client-profiles/${encodeURIComponent(username)}`)
      .then(({ data }) => setPage(data.attributes.state === 'ok' ? data.attributes : null))
      // Not hers or his to see more of (or gone): the visitor's view stays.
      .catch(() => setPage(null))
      .finally(() => setLoaded(true));
  }, [username]);

  useEffect(() => {
    if (signedIn) load();
  }, [signedIn, load]);

  // Until the viewer's own page is known, the visitor's view is shown, marked as loading.
  const pending = session.status === 'loading' || (signedIn && !loaded);
  const shown = page ?? initial;
  return (
    <div data-session={pending ? 'loading' : undefined} className="contents">
      {shown ? <ClientProfileView page={shown} onChanged={load} /> : fallback}
    </div>
  );
}
