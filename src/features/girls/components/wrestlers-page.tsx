import { Link } from '@/components/ui/link';
import { Users } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { cn } from '@/lib/utils';
import type { WrestlerRegion, WrestlersPage as WrestlersPageData } from '../wrestlers';
import { DirectoryGrid, DirectoryHeader } from './directory-grid';
import { GirlCard } from './girl-card';

// Spec §2 footer labels.
export const REGION_TABS: ReadonlyArray<{ region: WrestlerRegion | undefined; href: string; label: string }> = [
  { region: undefined, href: '/wrestlers', label: 'All Wrestlers' },
  { region: 'us', href: '/wrestlers/type/us', label: 'USA Girls' },
  { region: 'international', href: '/wrestlers/type/international', label: "Int'l Girls" },
];

export function wrestlersPageHref(region: WrestlerRegion | undefined, page: number): string {
  const base = REGION_TABS.find((tab) => tab.region === region)!.href;
  return page > 1 ? `${base}/page/${page}` : base;
}

export function wrestlersTitle(region: WrestlerRegion | undefined): string {
  if (region === 'us') return 'USA Girls';
  if (region === 'international') return "Int'l Girls";
  return 'Wrestlers';
}

export function WrestlersPage({ data, region }: { data: WrestlersPageData; region?: WrestlerRegion }) {
  const current = REGION_TABS.find((tab) => tab.region === region)!;
  const countText = `${data.total} ${data.total === 1 ? 'girl' : 'girls'}`;
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <DirectoryHeader title={wrestlersTitle(region)} count={countText}>
        Session wrestlers, grapplers and fighters who have a Matside profile.
      </DirectoryHeader>
      <nav aria-label="Wrestler regions" className="flex flex-wrap gap-2">
        {REGION_TABS.map((tab) => (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={tab === current ? 'page' : undefined}
            className={cn(
              'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
              tab === current
                ? 'border-accent bg-accent text-accent-foreground'
                : 'border-border bg-surface hover:border-accent hover:text-accent-strong',
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      {data.girls.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No Results Found"
          description={data.page > 1 ? 'This page is past the end of the list.' : 'No wrestlers are listed here yet.'}
          action={
            data.page > 1 ? (
              <Link href={current.href} className="text-sm font-medium text-accent-strong hover:underline">
                Back to the first page
              </Link>
            ) : undefined
          }
        />
      ) : (
        <DirectoryGrid label={wrestlersTitle(region)} unhydrated>
          {data.girls.map((girl, i) => (
            <li key={girl.id} className="flex">
              <GirlCard girl={girl} priority={i === 0} className="w-full" />
            </li>
          ))}
        </DirectoryGrid>
      )}
      {data.pageCount > 1 || data.page > 1 ? (
        <Pagination page={data.page} pageCount={data.pageCount} getHref={(page) => wrestlersPageHref(region, page)} />
      ) : null}
    </Container>
  );
}
