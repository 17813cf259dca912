import { ViewerTime } from '@/components/viewer-time';
import { HISTORY_COUNTS, type HistoryCount, type PersonHistory } from '../queue-items';

// The person's history in one line beside a decision, on every kind's item (person-history.ts
// reads it): her earlier decisions with the newest named, what else is counted of her past, and
// the link to her record ("o" opens it).

const plural = (n: number, [one, many]: readonly [string, string]) => `${n} ${n === 1 ? one : many}`;

export function HistoryLine({ history }: { history: PersonHistory }) {
  const { last, record } = history;
  const counts = (Object.keys(HISTORY_COUNTS) as HistoryCount[]).flatMap((key) => {
    const n = history.counts[key];
    return n === undefined ? [] : [plural(n, HISTORY_COUNTS[key])];
  });
  return (
    <p className="text-sm text-muted-foreground" data-history-line>
      History: {plural(history.decisions, ['earlier decision', 'earlier decisions'])}
      {last ? (
        <>
          {` (last: ${last.what} `}
          <ViewerTime value={last.at} />
          {`${last.reason ? `, ${last.reason}` : ''})`}
        </>
      ) : null}
      {counts.map((count) => ` · ${count}`).join('')}
      {record ? (
        <>
          {' · '}
          <PersonLink href={record.href}>{record.label}</PersonLink>
        </>
      ) : null}
    </p>
  );
}

/** The link to the person an item is about ("o" opens it); QueueShell navigates it. */
export function PersonLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} data-key-action="open" className="text-sm underline">
      {children}
    </a>
  );
}
