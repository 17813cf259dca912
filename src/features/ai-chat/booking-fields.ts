// The booking form's fields the chat collects, in the order it asks, with the form's labels
// (shared by the dialog on the server and the summary card in the browser).
export const BOOKING_FIELDS = [
  'time',
  'session_length',
  'desired_session_type',
  'session_location',
  'things_to_not_include',
  'requested_attire',
  'details_questions',
] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export const BOOKING_FIELD_LABELS: Record<BookingField, string> = {
  time: 'Date and time',
  session_length: 'Session length',
  desired_session_type: 'Desired session type',
  session_location: 'Session location',
  things_to_not_include: 'Things to not include',
  requested_attire: 'Requested attire',
  details_questions: 'Questions',
};

/** The small line under an answer naming the profile field it read ("from her profile: Travels"). */
export const SOURCE_PREFIX = 'from her profile: ';
