import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { ForbiddenView } from '@/components/layout/forbidden-view';
import type { AdminSearchParams } from '@/features/admin-management/components/admin-table-page';
import { Button } from '@/components/ui/button';
import { TableScroll } from '@/components/ui/table-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { adminPageActor } from '@/features/accounts/page-access';
import { firstParam } from '@/lib/route-params';
import { AddProblemGirl } from '@/features/problem-girls/components/add-problem-girl';
import { listProblemGirlsForModerators, PROBLEM_GIRL_PAGE_SIZE } from '@/features/problem-girls/queries';
import { ProblemGirlListFilterSchema } from '@/features/problem-girls/schema';

export const metadata: Metadata = { title: 'Problem girls', robots: { index: false, follow: false } };

type Props = { searchParams: AdminSearchParams };

/** Every problem girl (crawled ones waiting for review too), with the form to add one. */
export default async function AdminProblemGirlsPage({ searchParams }: Props) {
  const actor = await adminPageActor('/admin/problem-girls');
  if (!actor) return <ForbiddenView />;
  const raw = await searchParams;
  const { q, page } = ProblemGirlListFilterSchema.parse({ q: firstParam(raw.q), page: firstParam(raw.page) });
  const { rows, total } = await listProblemGirlsForModerators(actor, { q, page });
  const pageCount = Math.max(1, Math.ceil(total / PROBLEM_GIRL_PAGE_SIZE));
  const hrefFor = (to: number) =>
    `/admin/problem-girls?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight">Problem girls</h1>
      <AddProblemGirl />
      <form method="get" className="flex gap-2" role="search">
        <Input name="q" defaultValue={q ?? ''} placeholder="Name, username, headline or city" aria-label="Search" />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      {rows.length === 0 ? (
        <EmptyState title="No problem girls found." />
      ) : (
        <TableScroll label="Problem girls">
          <table className="w-full text-left text-sm">
            <thead className="bg-surface-muted">
              <tr>
                <th className="px-3 py-2">Name</th>
                <th className="px-3 py-2">Username</th>
                <th className="px-3 py-2">Headline</th>
                <th className="px-3 py-2">City</th>
                <th className="px-3 py-2">State</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  <td className="px-3 py-2">
                    <Link
                      href={`/admin/problem-girls/${row.id}`}
                      className="font-medium underline-offset-2 hover:underline"
                    >
                      {row.name ?? `Problem girl ${row.id}`}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{row.username ?? '–'}</td>
                  <td className="px-3 py-2">{row.headline ?? '–'}</td>
                  <td className="px-3 py-2">{row.city ?? '–'}</td>
                  <td className="px-3 py-2">
                    {row.reviewed ? 'Public' : row.crawled ? 'Crawled, to review' : 'Hidden'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <p className="text-sm text-muted-foreground">{total} problem girls</p>
      <Pagination page={page} pageCount={pageCount} getHref={hrefFor} />
    </div>
  );
}
