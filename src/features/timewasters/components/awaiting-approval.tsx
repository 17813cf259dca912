import { ShieldCheck } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { TimewasterShell, type TimewasterTab } from './timewaster-tabs';

/** In place of the tool for a girl whose profile no moderator has approved yet. */
export function AwaitingApproval() {
  return (
    <EmptyState
      icon={ShieldCheck}
      title="The timewaster tool opens once a moderator has approved your profile."
      description="Girls share these reports only with girls a moderator has checked. Complete your profile; you will find the tool here after the approval."
    />
  );
}

/** A timewaster page (its tab chosen) showing the panel instead of the tool. */
export function AwaitingApprovalPage({ active }: { active: TimewasterTab }) {
  return (
    <TimewasterShell active={active}>
      <AwaitingApproval />
    </TimewasterShell>
  );
}
