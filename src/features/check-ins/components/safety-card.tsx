import { Link } from '@/components/ui/link';
import { buttonVariants } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import type { Actor } from '@/server/auth/actor-types';
import { dashboardCheckIn } from '../queries';
import { CheckInActions } from './check-in-actions';

export const NEW_CHECK_IN_PATH = '/girl/check-ins/new';

/**
 * Reads its own data (one query), so the dashboard only places it; `running: false` when the
 * dashboard's own read found no check-in under way (hasRunningCheckIn), and then it reads nothing.
 */
export async function SafetyCard({ actor, running }: { actor: Actor; running?: boolean }) {
  const data = await dashboardCheckIn(actor, running);
  if (!data) return null;
  const { checkIn } = data;
  return (
    <SectionCard id="safety" title="Safety">
      {checkIn ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">
            Check-in at <span className="font-medium">{checkIn.place}</span> with{' '}
            <span className="font-medium">{checkIn.client}</span>, until {checkIn.endsAtText}.
          </p>
          <CheckInActions checkIn={checkIn} />
        </div>
      ) : (
        <div className="flex flex-col gap-3 text-sm text-muted-foreground">
          <p>
            During a session, a check-in tells your trusted contacts where you are, with whom and until when if you do
            not check in. Start one from a booking, or for a session without one.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link href={NEW_CHECK_IN_PATH} className={buttonVariants({ size: 'lg' })}>
              Start a check-in
            </Link>
            <Link
              href="/girl/settings#trusted-contacts"
              className={buttonVariants({ size: 'lg', variant: 'secondary' })}
            >
              Trusted contacts
            </Link>
          </div>
        </div>
      )}
    </SectionCard>
  );
}
