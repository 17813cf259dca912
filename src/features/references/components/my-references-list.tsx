import { BadgeCheck, Clock, X } from 'lucide-react';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import type { MyReference } from '../types';
import { ViewerTime } from '@/components/viewer-time';

function StatusChip({ reference }: { reference: MyReference }) {
  if (reference.status === 'confirmed')
    return (
      <Chip tone="success" icon={<BadgeCheck />}>
        Confirmed by her
      </Chip>
    );
  if (reference.status === 'denied')
    return (
      <Chip tone="danger" icon={<X />}>
        Not confirmed: hidden from your profile
      </Chip>
    );
  return (
    <Chip tone="neutral" icon={<Clock />}>
      {reference.girlNamed ? 'Waiting for her answer' : 'Not confirmed yet'}
    </Chip>
  );
}

export function MyReferencesList({ references }: { references: MyReference[] }) {
  if (references.length === 0) return <EmptyState title="No references yet." />;
  return (
    <ul aria-label="My references" className="flex flex-col divide-y divide-border">
      {references.map((reference) => (
        <li key={reference.id} className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-all">{reference.girlUsername}</span>
            <StatusChip reference={reference} />
          </div>
          <p className="text-sm break-all text-muted-foreground">{reference.girlUrl}</p>
          <p className="text-xs text-muted-foreground">
            Added <ViewerTime value={reference.createdAt} date />
            {reference.guyIdentifier ? ` · you were ${reference.guyIdentifier}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
