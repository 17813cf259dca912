'use client';

import { Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, apiJson } from '@/lib/api-client';
import { ERROR_MESSAGES } from '@/lib/errors/messages';
import { BULK_KINDS, type BulkKind } from '../bulk-kinds';
import { MODERATION_TOASTS } from '../toasts';
import { useQueue } from './queue-shell';
import { Refusal } from './decision-buttons';

/**
 * Bulk decisions on a section of pictures or photos: select some (or all shown), approve them, or
 * refuse them with one reason for all. The decision is held like any other (undo), then sent as
 * one bulk decision (sendBulk) naming each item with the version the queue showed.
 */
export function BulkBar({ kind }: { kind: BulkKind }) {
  const queue = useQueue();
  const selected = queue.selected(kind);
  const all = queue.shown(kind);
  const onSelect = (ids: number[]) => queue.select(kind, ids);
  const decide = (ids: number[], body: object, label: string) =>
    queue.decideBulk(kind, ids, label, (items) => sendBulk(kind, items, body));
  const [refusing, setRefusing] = useState(false);
  const { noun, reasons } = BULK_KINDS[kind];
  const none = selected.length === 0;
  const count = `${selected.length} ${noun}${selected.length === 1 ? '' : 's'}`;
  return (
    <div role="group" aria-label={`Bulk decision on ${noun}s`} className="flex flex-col gap-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span>{selected.length} selected</span>
        <Button size="sm" variant="ghost" onClick={() => onSelect(selected.length === all.length ? [] : all)}>
          {selected.length === all.length ? 'Select none' : 'Select all shown'}
        </Button>
        <Button
          size="sm"
          disabled={none}
          data-key-action="approve-selected"
          onClick={() => decide(selected, { approved: true }, `${MODERATION_TOASTS.approved}: ${count}`)}
        >
          Approve selected
        </Button>
        <Button size="sm" variant="secondary" disabled={none} onClick={() => setRefusing(true)}>
          Refuse selected
        </Button>
      </div>
      {refusing && !none ? (
        <Suspense fallback={null}>
          <Refusal
            kind={reasons}
            sendLabel={`Refuse ${count}: send the reason`}
            noteLabel="Note (sent to each girl with the reason)"
            onSend={(checked) => {
              setRefusing(false);
              decide(selected, { approved: false, ...checked }, `${MODERATION_TOASTS.rejected}: ${count}`);
            }}
            onCancel={() => setRefusing(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * Sends a held bulk decision (POST /api/v1/admin/decisions). The server decides each item on its
 * own; when some were not decided (decided by someone else meanwhile, changed, gone) this throws
 * a 409 naming how many and why, so the queue reloads and shows what is true now.
 */
async function sendBulk(kind: BulkKind, items: { id: number; version?: number }[], body: object): Promise<void> {
  const { results } = await apiJson<{ results: { id: number; status: number; detail?: string }[] }>(
    '/api/v1/admin/decisions',
    { method: 'POST', body: { kind, items, ...body }, keepalive: true },
  );
  const failed = results.filter((result) => result.status !== 204);
  if (failed.length === 0) return;
  const why = failed[0]!.detail ?? ERROR_MESSAGES.unknown;
  throw new ApiError(409, `${failed.length} of ${results.length} not decided: ${why}`);
}
