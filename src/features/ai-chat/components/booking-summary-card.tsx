'use client';

import { CheckCircle2, Pencil } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ViewerTime } from '@/components/viewer-time';
import { BOOKING_FIELDS, BOOKING_FIELD_LABELS, type BookingField } from '../booking-fields';

export interface BookingSummaryCardProps {
  values: Record<string, string>;
  /** The time where the session happens, from the server ("Fri 12-04-2026 7:00 PM CST"). */
  timeLabel?: string;
  state: 'pending' | 'sending' | 'sent' | 'stale';
  error: string | null;
  onConfirm: () => void;
  onEdit: (field: BookingField) => void;
}

/** The booking request the chat collected: he confirms it (it is sent only then) or edits a field. */
export function BookingSummaryCard({ values, timeLabel, state, error, onConfirm, onEdit }: BookingSummaryCardProps) {
  const active = state === 'pending' || state === 'sending';
  return (
    <section
      aria-label="Booking request summary"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 shadow-xs"
    >
      <h3 className="font-semibold">Your booking request</h3>
      <dl className="flex flex-col gap-2">
        {BOOKING_FIELDS.map((field) => (
          <div key={field} className="flex items-start justify-between gap-2">
            <div className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
              <dt className="text-sm font-medium text-muted-foreground">{BOOKING_FIELD_LABELS[field]}</dt>
              <dd className="text-sm user-text whitespace-pre-line">
                {field === 'time' && values.time
                  ? timeLabel || <ViewerTime value={values.time} />
                  : values[field] || '—'}
              </dd>
            </div>
            {active ? (
              <Button
                size="sm"
                variant="ghost"
                disabled={state === 'sending'}
                onClick={() => onEdit(field)}
                aria-label={`Edit ${BOOKING_FIELD_LABELS[field]}`}
              >
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
          </div>
        ))}
      </dl>
      {error ? <Alert severity="error" title="Error sending booking request" description={error} /> : null}
      {state === 'sent' ? (
        <p className="flex items-center gap-2 text-sm font-medium text-success-strong">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Sent
        </p>
      ) : active ? (
        <div>
          <Button onClick={onConfirm} loading={state === 'sending'} loadingText="Sending...">
            Confirm
          </Button>
        </div>
      ) : null}
    </section>
  );
}
