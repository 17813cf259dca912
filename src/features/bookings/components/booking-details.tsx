import type { ReactNode } from 'react';
import { Chip } from '@/components/ui/chip';
import type { BookingStatus } from '@/lib/enums/booking-statuses';
import { ViewerTime } from '@/components/viewer-time';
import { SessionTimeText } from './session-time-text';

/** The request's own fields, shared by the girl's and the guy's lists. */
export interface BookingFieldsView {
  dateTimeAvailable: string;
  /** The session's time on its city's clock (formatZonedDateTime, decision 026), and that zone. */
  dateTimeText: string;
  timeZone: string;
  travelNote: string | null;
  sessionLocation: string | null;
  sessionLength: string;
  desiredSessionType: string;
  thingsToNotInclude: string | null;
  requestedAttire: string | null;
  detailsQuestions: string | null;
  detailsNotes: string | null;
  createdAt: string;
  transcript: { role: 'user' | 'assistant'; content: string }[];
}

const STATUS_TONE: Record<BookingStatus, 'neutral' | 'success' | 'danger'> = {
  pending: 'neutral',
  complete: 'success',
  deleted: 'danger',
};
const STATUS_LABEL: Record<BookingStatus, string> = { pending: 'Pending', complete: 'Complete', deleted: 'Deleted' };

export function StatusChip({ who, status }: { who: string; status: BookingStatus }) {
  return <Chip tone={STATUS_TONE[status]}>{`${who}: ${STATUS_LABEL[status]}`}</Chip>;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === '') return null;
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function BookingDetails({ booking }: { booking: BookingFieldsView }) {
  return (
    <div className="flex flex-col gap-3">
      {/* The rows' classes once on the list (a page of bookings repeats them on every row). */}
      <dl className="flex flex-col gap-2 text-sm *:grid *:gap-0.5 sm:*:grid-cols-[11rem_1fr] sm:*:gap-3 [&_dd]:user-text [&_dd]:whitespace-pre-line [&_dt]:font-medium [&_dt]:text-muted-foreground">
        <Row label="Date and time">
          <SessionTimeText
            instant={booking.dateTimeAvailable}
            timeZone={booking.timeZone}
            text={booking.dateTimeText}
          />
          {booking.travelNote ? (
            <span className="mt-1 block text-warning-strong" data-testid="travel-note">
              {booking.travelNote}
            </span>
          ) : null}
        </Row>
        <Row label="Session length">{booking.sessionLength}</Row>
        <Row label="Session location">{booking.sessionLocation}</Row>
        <Row label="Desired session type">{booking.desiredSessionType}</Row>
        <Row label="Things to not include">{booking.thingsToNotInclude}</Row>
        <Row label="Requested attire">{booking.requestedAttire}</Row>
        <Row label="Questions">{booking.detailsQuestions}</Row>
        <Row label="Notes">{booking.detailsNotes}</Row>
        <Row label="Requested on">
          <ViewerTime value={booking.createdAt} />
        </Row>
      </dl>
      {booking.transcript.length ? (
        <details className="rounded-md border border-border p-3">
          <summary className="cursor-pointer text-sm font-medium">AI chat transcript</summary>
          <ol
            className="mt-2 flex flex-col gap-1.5 text-sm *:user-text *:whitespace-pre-line"
            aria-label="AI chat transcript"
          >
            {booking.transcript.map((m, i) => (
              <li key={i}>
                <span className="font-medium">{m.role === 'user' ? 'Client' : 'AI'}:</span> {m.content}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
