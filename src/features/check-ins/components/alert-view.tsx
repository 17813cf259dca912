import { FactPairs } from '@/components/profile/facts';
import { Alert } from '@/components/ui/alert';
import { SectionCard } from '@/components/ui/section-card';
import { screeningLines } from '../notices';
import type { AlertPageDto } from '../queries';

/** The contact's alert page: the same facts as the e-mail, her last activity, and whether she is safe now. */
export function AlertView({ alert }: { alert: AlertPageDto }) {
  const { facts } = alert;
  const pairs: [string, string][] = [
    ['Where', facts.place],
    ['With', facts.bookingClient ? `${facts.client} (Matside username)` : facts.client],
    ['Expected end', facts.endsAtText],
    ['Alert due', facts.deadlineText],
    ['Her last activity', facts.lastActivityText],
  ];
  return (
    <div className="flex flex-col gap-6">
      {alert.safe ? (
        <Alert severity="success" title={`${facts.stageName} is safe`} description="She ended her check-in." />
      ) : (
        <Alert
          severity="error"
          title={
            alert.kind === 'urgent' ? `${facts.stageName} asked for help now` : `${facts.stageName} has not checked in`
          }
          description="She has not pressed “I’m safe” yet. Try to reach her; if you cannot, act as you agreed with her."
        />
      )}
      <SectionCard id="check-in" title="Her check-in">
        <FactPairs layout="grid" facts={pairs} />
      </SectionCard>
      {facts.screening ? (
        <SectionCard id="screening" title="What Matside's screening showed her">
          <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
            {screeningLines(facts.screening).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
    </div>
  );
}
