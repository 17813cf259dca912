// The built-in engine's booking dialog: a state machine over the booking form's fields, checked
// with the same schema and messages as POST /book_girl. Each slot has a typed parser
// (booking-slots.ts); an answer that does not parse for the slot asked is asked again with the
// form's message for that field and stored nowhere else. A day without a time asks for the time,
// a time already gone is refused with the reason, a date over a year ahead is asked back, a day
// her travels place her elsewhere is booked there with a note ("She is in Chicago 5–9 Dec, so the
// session is there, on Chicago time"), and "make it 8pm instead" changes only the time. Times are read on the clock of the place where the session
// happens, as by the booking form and POST /book_girl. The state lives on the server with the conversation.
import {
  BookingRequestSchema,
  BOOKING_MESSAGES,
  isFutureSessionTime,
  sessionLengthMinutes,
} from '@/features/bookings/schema';
import { formatZonedDateTimeFor } from '@/lib/zoned-time';
import { BOOKING_FIELDS, type BookingField } from './booking-fields';
import type { BookingDialogState, BookingDraft, BookingTurn, BookingValues, PlaceLookup } from './booking-state';
import { applyWhen } from './booking-time';
import {
  acceptsThere,
  isCorrection,
  isGreetingOrIntent,
  isSkip,
  parseLength,
  parseSessionType,
  parseWhen,
  parseWhenChange,
} from './booking-slots';
import { placeOf, type ChatProfile } from './chat-profile';
import type { DateContext } from './dates';
import { answerQuestion } from './info-answers';
import { looksLikeQuestion } from './info-intents';
import { travelsNamedIn } from './places-match';
import { bookingPrompt as prompt, fieldNamed } from './booking-prompts';

const REQUIRED_MESSAGE: Partial<Record<BookingField, string>> = {
  time: BOOKING_MESSAGES.required,
  session_length: BOOKING_MESSAGES.fieldRequired,
  desired_session_type: BOOKING_MESSAGES.fieldRequired,
};

/** The form's schema decides: its message for the field, or null when the value is fine. */
export function fieldError(field: BookingField, value: string): string | null {
  const result = BookingRequestSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

function draftOf(state: BookingDialogState, ctx: DateContext): BookingDraft {
  const values = Object.fromEntries(BOOKING_FIELDS.map((f) => [f, state.values[f] ?? ''])) as Record<
    BookingField,
    string
  >;
  const timeZone = state.timeZone ?? 'UTC';
  // His own clock beside the session's when they differ ("…8:00 PM CST in Memphis, 9:00 PM your time").
  return { values, timeZone, timeLabel: formatZonedDateTimeFor(values.time, timeZone, ctx.timeZone, state.placeCity) };
}

/** After an answer: the next empty field, or the summary when all are in (checked by the form's schema). */
function advance(state: BookingDialogState, ctx: DateContext, profile: ChatProfile, lead: string): BookingTurn {
  const next = BOOKING_FIELDS.find((f) => state.values[f] === undefined);
  if (next)
    return { reply: `${lead}${prompt(next, profile)}`, state: { ...state, asking: next, editing: false }, draft: null };
  const parsed = BookingRequestSchema.safeParse(state.values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] as BookingField;
    return {
      reply: `${issue.message}. ${prompt(field, profile)}`,
      state: { ...state, values: { ...state.values, [field]: undefined }, asking: field },
      draft: null,
    };
  }
  if (!isFutureSessionTime(new Date(state.values.time!), ctx.now)) {
    return {
      reply: `${BOOKING_MESSAGES.pastTime} ${prompt('time', profile)}`,
      state: { ...state, values: { ...state.values, time: undefined }, wall: undefined, asking: 'time' },
      draft: null,
    };
  }
  const done: BookingDialogState = { ...state, asking: 'summary', editing: false };
  const draft = draftOf(done, ctx);
  return {
    reply: `${lead}Here is your booking request for ${draft.timeLabel}. Check it, then press Confirm to send it, or Edit to change an answer.`,
    state: done,
    draft,
  };
}

/** A value for one of the slots a message may fill on the side, or null when it gives none. */
function sideSlots(text: string, state: BookingDialogState, profile: ChatProfile): BookingValues {
  const found: BookingValues = {};
  if (state.values.session_length === undefined) {
    const length = parseLength(text);
    if (length) found.session_length = length;
  }
  if (state.values.desired_session_type === undefined) {
    const type = parseSessionType(text, profile.services);
    if (type.labels.length) found.desired_session_type = type.labels.join(', ');
  }
  return found;
}

/** His answer for one slot: the value, or the message to ask again with. */
function parseSlot(field: BookingField, text: string, profile: ChatProfile): { value: string } | { error: string } {
  const required = REQUIRED_MESSAGE[field];
  if (field === 'session_length') {
    const length = parseLength(text);
    if (length) return { value: length };
    // A length the form does not take ("30 hours") gets the form's own message for it.
    const message = sessionLengthMinutes(text) === null ? required : fieldError(field, text);
    return { error: `${message}. ${prompt(field, profile)}` };
  }
  if (field === 'desired_session_type') {
    const type = parseSessionType(text, profile.services);
    if (type.labels.length) return { value: type.labels.join(', ') };
    if (type.missing.length)
      return {
        error: `${type.missing.join(', ')} is not among the services on her profile. ${prompt(field, profile)}`,
      };
    if (type.group?.length) return { error: `Which one? She offers: ${type.group.join(', ')}.` };
    return { error: `${required}. ${prompt(field, profile)}` };
  }
  if (isSkip(text)) return { value: '' };
  const named = field === 'session_location' ? travelsNamedIn(text, profile)[0] : undefined;
  const value = named ? placeOf(named) : text.trim();
  const error = fieldError(field, value);
  return error ? { error: `${error}.` } : { value };
}

/** A change to an earlier answer ("make it 8pm instead", "actually 2 hours"), or null when none parses. */
async function correction(
  state: BookingDialogState,
  text: string,
  profile: ChatProfile,
  ctx: DateContext,
  placeAt: PlaceLookup,
): Promise<BookingTurn | null> {
  const back = (next: BookingDialogState, what: string, note = ''): BookingTurn =>
    state.asking === 'summary' || state.editing
      ? advance({ ...next, asking: 'summary' }, ctx, profile, `Changed the ${what}. ${note}`)
      : {
          reply: `Changed the ${what}. ${note}${prompt(state.asking as BookingField, profile)}`,
          state: next,
          draft: null,
        };
  const when = parseWhenChange(text, ctx, state.wall);
  if (when && state.values.time !== undefined) {
    const outcome = await applyWhen(state, when, profile, ctx, placeAt);
    return outcome.ok
      ? back(outcome.state, 'date and time', outcome.note)
      : { reply: outcome.reply, state: outcome.state, draft: null };
  }
  const length = parseLength(text);
  if (length && state.values.session_length !== undefined)
    return back({ ...state, values: { ...state.values, session_length: length } }, 'session length');
  const type = parseSessionType(text, profile.services);
  if (type.labels.length && state.values.desired_session_type !== undefined)
    return back(
      { ...state, values: { ...state.values, desired_session_type: type.labels.join(', ') } },
      'session type',
    );
  return null;
}

/** One guy message in a booking chat → the reply, the new state and maybe the summary. */
export async function bookingTurn(
  state: BookingDialogState,
  text: string,
  profile: ChatProfile,
  ctx: DateContext,
  placeAt: PlaceLookup,
): Promise<BookingTurn> {
  if (state.asking === 'sent') {
    const info = looksLikeQuestion(text) ? `${answerQuestion(text, profile, ctx).text} ` : '';
    return { reply: `${info}Your booking request has been sent; she will answer you on Matside.`, state, draft: null };
  }
  const when = parseWhen(text, ctx);

  if (state.suggested) {
    const { suggested, ...rest } = state;
    if (!when && acceptsThere(text)) {
      const outcome = await applyWhen(
        rest,
        { day: suggested.slice(0, 10), time: suggested.slice(11, 16) },
        profile,
        ctx,
        placeAt,
      );
      if (!outcome.ok) return { reply: outcome.reply, state: outcome.state, draft: null };
      return state.asking === 'summary' || state.editing
        ? advance({ ...outcome.state, asking: 'summary' }, ctx, profile, '')
        : advance(outcome.state, ctx, profile, '');
    }
    if (!when) return { reply: prompt('time', profile), state: { ...rest, asking: 'time' }, draft: null };
  }

  const edit = fieldNamed(text);
  if (edit && !when && !parseLength(text) && !parseSessionType(text, profile.services).labels.length) {
    return { reply: prompt(edit, profile), state: { ...state, asking: edit, editing: true }, draft: null };
  }

  const current = state.asking;
  if (current === 'summary' || isCorrection(text) || (edit && current !== edit)) {
    const changed = await correction(state, text, profile, ctx, placeAt);
    if (changed) return changed;
  }
  if (current === 'summary') {
    const answer = looksLikeQuestion(text) ? `${answerQuestion(text, profile, ctx).text} ` : '';
    return {
      reply: `${answer}Press Confirm on the summary to send your request, or Edit to change an answer.`,
      state,
      draft: null,
    };
  }

  const sides = current === 'time' || current === 'session_length' || current === 'desired_session_type';
  const side = sides ? sideSlots(text, state, profile) : {};
  if (isGreetingOrIntent(text) && !when && !Object.keys(side).length) {
    return {
      reply: `Hi! I'll help you send ${profile.stageName} a booking request. ${prompt(current, profile)}`,
      state,
      draft: null,
    };
  }

  // A question about her (not an answer to this step) gets its answer, then the step again.
  const answersStep =
    current === 'time'
      ? when !== null
      : current === 'details_questions'
        ? true
        : !('error' in parseSlot(current, text, profile));
  if (looksLikeQuestion(text) && !answersStep && current !== 'session_location') {
    return { reply: `${answerQuestion(text, profile, ctx).text} ${prompt(current, profile)}`, state, draft: null };
  }

  if (current === 'time' || (when && state.values.time === undefined && sides)) {
    if (!when) {
      if (current !== 'time') return { reply: prompt(current, profile), state, draft: null };
      return { reply: `${BOOKING_MESSAGES.required}. ${prompt('time', profile)}`, state, draft: null };
    }
    const trip = travelsNamedIn(text, profile)[0];
    const located: BookingDialogState = trip
      ? { ...state, locationCity: trip.city, values: { ...state.values, session_location: placeOf(trip) } }
      : state;
    const withSide = { ...located, values: { ...located.values, ...side } };
    const outcome = await applyWhen(withSide, when, profile, ctx, placeAt);
    if (!outcome.ok) return { reply: outcome.reply, state: outcome.state, draft: null };
    if (current !== 'time') {
      const slot = parseSlot(current, text, profile);
      if ('value' in slot) outcome.state.values[current] = slot.value;
    }
    return advance(outcome.state, ctx, profile, outcome.note);
  }

  const slot = parseSlot(current, text, profile);
  if ('error' in slot) {
    // A whole new date and time where a length or a type was asked changes the date ("another date").
    if (when?.day && when.time && sides && state.values.time !== undefined && sessionLengthMinutes(text) === null) {
      const changed = await correction(state, text, profile, ctx, placeAt);
      if (changed) return changed;
    }
    return { reply: slot.error, state, draft: null };
  }
  const values: BookingValues = { ...state.values, ...side, [current]: slot.value };
  const named = current === 'session_location' ? travelsNamedIn(text, profile)[0] : undefined;
  return advance({ ...state, values, ...(named ? { locationCity: named.city } : {}) }, ctx, profile, '');
}
