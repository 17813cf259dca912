import { Link } from '@/components/ui/link';
import { Flag, ShieldCheck } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DirectoryGrid, DirectoryHeader } from '@/features/girls/components/directory-grid';
import type { ScammerSummary } from '../types';
import { ScammerCard } from './scammer-card';

export const REPORT_SCAMMER_PATH = '/scammers/report';

export function ScammersPage({ scammers }: { scammers: readonly ScammerSummary[] }) {
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <DirectoryHeader title="Scammers" count={`${scammers.length} ${scammers.length === 1 ? 'scammer' : 'scammers'}`}>
        People reported for taking deposits, faking profiles or selling sessions that never happen. Check this list
        before you send anyone money.
      </DirectoryHeader>
      <div>
        <Link href={REPORT_SCAMMER_PATH} className={buttonVariants({ variant: 'danger', size: 'sm' })}>
          <Flag aria-hidden="true" />
          Report a scammer
        </Link>
      </div>
      {scammers.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No Results Found" description="No scammers are listed at the moment." />
      ) : (
        <DirectoryGrid label="Scammers" unhydrated>
          {scammers.map((scammer, i) => (
            <li key={scammer.id} className="flex">
              <ScammerCard scammer={scammer} priority={i === 0} />
            </li>
          ))}
        </DirectoryGrid>
      )}
    </Container>
  );
}
