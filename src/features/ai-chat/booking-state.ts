import type { SessionTravel } from '@/features/bookings/session-place';
import type { BookingField } from './booking-fields';

// What the booking dialog remembers between turns (stored with the conversation) and what a turn
// answers with. The dialog (booking-dialog.ts), its date step (booking-time.ts) and the engines
// share these shapes.

/** Answers, by field; `time` is an ISO instant. An optional field answered "skip" holds ''. */
export type BookingValues = Partial<Record<BookingField, string>>;

/** Where she is at an instant (sessionPlaceAt's answer, as far as the dialog reads it). */
export interface DialogPlace {
  city: string | null;
  timeZone: string;
  travel: SessionTravel | null;
}
export type PlaceLookup = (instant: Date) => Promise<DialogPlace | null>;

export interface BookingDialogState {
  values: BookingValues;
  /** The field being asked, 'summary' when all are in, 'sent' after he confirmed. */
  asking: BookingField | 'summary' | 'sent';
  /** While correcting one field from the summary. */
  editing?: boolean;
  /** Half a time (a day waiting for its time, or a time for its day), on his clock. */
  pendingDay?: string;
  pendingTime?: string;
  /** The chosen time on the session place's clock (yyyy-MM-ddTHH:mm), so "make it 8pm" keeps the day. */
  wall?: string;
  /** The zone and city of the place where the session happens (shown on the summary). */
  timeZone?: string;
  placeCity?: string;
  /** The city he asked for (a city of her travels), against which travels are compared. */
  locationCity?: string;
  /** The wall time offered back for a date over a year ahead ("did you mean Dec 2, 2026?"). */
  suggested?: string;
}

/** A complete, validated request waiting for his confirmation. */
export interface BookingDraft {
  values: Record<BookingField, string>;
  /** The session place's zone and the time as people see it ("Fri 12-04-2026 7:00 PM CST"). */
  timeZone?: string;
  timeLabel?: string;
}

export interface BookingTurn {
  reply: string;
  state: BookingDialogState;
  /** Set when the reply shows the summary card. */
  draft: BookingDraft | null;
}

export const INITIAL_BOOKING_STATE: BookingDialogState = { values: {}, asking: 'time' };
