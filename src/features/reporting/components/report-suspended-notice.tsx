import 'server-only';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import type { Actor } from '@/server/auth/actor-types';
import { reportSuspensionNotice } from '../suspensions';

/** Decision 042. */
export async function ReportFormOrSuspension({ actor, children }: { actor: Actor; children: ReactNode }) {
  const notice = await reportSuspensionNotice(actor);
  if (!notice) return children;
  return (
    <Alert severity="warning" title="You cannot report for now">
      <p>{notice}</p>
    </Alert>
  );
}
