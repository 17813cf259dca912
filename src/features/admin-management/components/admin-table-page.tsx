import 'server-only';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import { parseTableState, type TableState } from '@/components/ui/server-table-state';
import { adminPageActor } from '@/features/moderation/page-access';
import type { SignedInActor } from '@/server/auth/actor-types';
import { AdminPageHeader } from './admin-page-header';
import { loadOrError, QueryErrorAlert } from './query-error';

export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>;
type Params = Awaited<AdminSearchParams>;

/** An admin page's metadata: its title, and never in a search engine. */
export function adminPageMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: false } };
}

interface AdminTablePageProps<Page> {
  /** The page's own path: a visitor signs in and comes back here; anyone else sees Forbidden. */
  path: string;
  title: string;
  /** The line under the title that says what the table holds. */
  intro: ReactNode;
  searchParams: AdminSearchParams;
  /** The columns `?sort=` may name; anything else is ignored. */
  sorts: readonly string[];
  /** The page of rows for the table's state in the URL (and the page's own parameters). */
  load: (actor: SignedInActor, state: TableState, params: Params) => Promise<Page>;
  table: (page: Page, state: TableState, params: Params) => ReactNode;
}

/** The moderator gate, the URL's state, the server query, and the spec's "Error" alert on failure. */
export async function AdminTablePage<Page>({
  path,
  title,
  intro,
  searchParams,
  sorts,
  load,
  table,
}: AdminTablePageProps<Page>) {
  const actor = await adminPageActor(path);
  if (!actor) return <ForbiddenView />;
  const params = await searchParams;
  const state = parseTableState(params, sorts);
  const result = await loadOrError(load(actor, state, params));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={title}>{intro}</AdminPageHeader>
      {'error' in result ? <QueryErrorAlert error={result.error} /> : table(result.data, state, params)}
    </div>
  );
}
