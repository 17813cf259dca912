import 'server-only';
import type { Metadata } from 'next';
import type { ComponentType, ReactNode } from 'react';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import type { ServerTablePage } from '@/components/ui/server-data-table';
import { parseTableState, type TablePage, type TableState } from '@/components/ui/server-table-state';
import { adminPageActor } from '@/features/accounts/page-access';
import type { SignedInActor } from '@/server/auth/actor-types';
import { AdminPageHeader } from './admin-page-header';
import { loadOrError, QueryErrorAlert } from './query-error';

export type AdminSearchParams = Promise<Record<string, string | string[] | undefined>>;
export type AdminParams = Awaited<AdminSearchParams>;

/** What an admin table is: its sort keys, its query, its component, and the page's own parameters its links keep. */
export interface AdminTable<Row> {
  /** The columns `?sort=` may name; anything else is ignored. */
  sorts: readonly string[];
  load: (actor: SignedInActor, state: TableState, params: AdminParams) => Promise<TablePage<Row>>;
  Table: ComponentType<ServerTablePage<Row>>;
  keep?: (params: AdminParams) => Record<string, string> | undefined;
}

interface AdminTablePageFacts<Row> {
  /** The line under the title that says what the table holds. */
  intro: ReactNode;
  table: AdminTable<Row>;
}

/**
 * An admin table's page: `path` is where a visitor signs in and comes back (anyone else sees
 * Forbidden); the page is never in a search engine; a failed query shows the spec's "Error" alert.
 */
export function adminTablePage<Row>(path: string, title: string, { intro, table }: AdminTablePageFacts<Row>) {
  const { sorts, load, Table, keep } = table;
  const metadata: Metadata = { title, robots: { index: false, follow: false } };
  async function Page({ searchParams }: { searchParams: AdminSearchParams }) {
    const actor = await adminPageActor(path);
    if (!actor) return <ForbiddenView />;
    const params = await searchParams;
    const state = parseTableState(params, sorts);
    const result = await loadOrError(load(actor, state, params));
    return (
      <div className="flex flex-col gap-6">
        <AdminPageHeader title={title}>{intro}</AdminPageHeader>
        {'error' in result ? (
          <QueryErrorAlert error={result.error} />
        ) : (
          <Table
            rows={result.data.rows}
            total={result.data.total}
            totalCapped={result.data.totalCapped}
            state={state}
            sortable={sorts}
            keep={keep?.(params)}
          />
        )}
      </div>
    );
  }
  return { metadata, Page };
}
