'use client';

import { Button, type ButtonSize } from '@/components/ui/button';
import type { DecisionKind } from '@/features/due-process/reason-codes';
import { DecisionButtons, type RejectConfirm } from './decision-buttons';
import { useQueue, useQueueItem } from './queue-shell';
import { isBulkKind } from '../bulk-kinds';

// The client islands of a queue item: its decision controls. Everything else an item shows is
// rendered on the server (decision 051), so hydrating the queue covers only these.

/** What one of the two decisions sends: its body (a refusal adds the reason) and its toast. */
interface Sent {
  body: object;
  toast: string;
}

/** An item's decision buttons, sending to `url` through the queue (held, with undo). */
export function QueueDecision({
  url,
  approve,
  reject,
  ...buttons
}: {
  kind: DecisionKind;
  url: string;
  approve: Sent;
  reject: Sent;
  approveLabel?: string;
  rejectLabel?: string;
  confirmReject?: RejectConfirm;
  noteLabel?: string;
  size?: ButtonSize;
}) {
  const { decide } = useQueueItem();
  return (
    <DecisionButtons
      {...buttons}
      onApprove={() => decide(url, approve.body, approve.toast)}
      onReject={(reason) => decide(url, { ...reject.body, ...reason }, reject.toast)}
    />
  );
}

/** One button that decides the item (POST `body` to `url`). */
export function QueueButton({ url, body, toast, label }: Sent & { url: string; label: string }) {
  const { decide } = useQueueItem();
  return (
    <Button size="sm" variant="secondary" onClick={() => decide(url, body, toast)}>
      {label}
    </Button>
  );
}

/** An item's checkbox for its section's bulk bar (`x` ticks the focused item's). */
export function SelectForBulk({ label }: { label: string }) {
  const { section, id } = useQueueItem();
  const queue = useQueue();
  if (!isBulkKind(section)) return null;
  const selected = queue.selected(section);
  return (
    <input
      type="checkbox"
      className="size-5 shrink-0"
      data-key-action="select"
      checked={selected.includes(id)}
      aria-label={label}
      onChange={(event) =>
        queue.select(section, event.target.checked ? [...selected, id] : selected.filter((other) => other !== id))
      }
    />
  );
}
