import { Link } from '@/components/ui/link';
import { SectionCard } from '@/components/ui/section-card';
import type { SafetyAlertDto } from '../details';
import { MarkSeenButton } from './mark-seen-button';
import { ViewerTime } from '@/components/viewer-time';

/**
 * Her dashboard's safety alerts (docs/decisions/043): new timewaster entries that match a guy who
 * asked her for a session or a city she travels to, with the count as a badge beside the title.
 */
export function SafetyAlertsCard({ alerts }: { alerts: SafetyAlertDto[] }) {
  if (alerts.length === 0) return null;
  return (
    <SectionCard
      id="safety-alerts"
      title="Safety alerts"
      action={
        <span
          className="rounded-full bg-warning-soft px-2.5 py-0.5 text-sm font-semibold text-warning-strong"
          data-testid="safety-alerts-badge"
        >
          {alerts.length}
          <span className="sr-only"> new</span>
        </span>
      }
    >
      <ul className="flex flex-col divide-y divide-border text-sm">
        {alerts.map((alert) => (
          <li key={alert.id} aria-label={alert.name} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <Link href={alert.href} className="font-medium user-text text-accent-strong underline underline-offset-2">
                {alert.name}
              </Link>
              <span className="text-xs text-muted-foreground">
                <ViewerTime value={alert.createdAt} />
              </span>
            </p>
            <p className="user-text text-muted-foreground">
              {alert.clientType} · {alert.place}
            </p>
            <p className="user-text">{alert.why}</p>
            <p className="user-text text-muted-foreground">Reported by: {alert.reportedBy}</p>
            <div>
              <MarkSeenButton id={alert.id} />
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
