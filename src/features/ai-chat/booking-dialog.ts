// The built-in engine's booking dialog: it collects the booking form's fields one question at a
// time (several at once when a message names them: "90 minutes of submission wrestling next
// Friday at 3pm"), checks every answer with the form's own schema and messages, answers questions
// about her on the way, and ends with a summary the guy confirms or edits. The state lives on
// the server with the conversation; nothing the browser sends can change it except his messages.
import { BookingRequestSchema } from '@/features/bookings/schema';
import { formatDate } from '@/lib/dates';
import { BOOKING_FIELDS, type BookingField } from './booking-fields';
import { placeOf, type ChatProfile } from './chat-profile';
import { formatDuration, parseDurationMinutes, parseSessionTime, type DateContext } from './dates';
import { answerQuestion, detectIntents, looksLikeQuestion, travelsNamedIn } from './info-answers';
import { findServices, normalizeText } from './services-match';

const REQUIRED: ReadonlySet<BookingField> = new Set(['time', 'session_length', 'desired_session_type']);

/** Answers, by field; `time` is an ISO instant. An optional field answered "skip" holds ''. */
export type BookingValues = Partial<Record<BookingField, string>>;

export interface BookingDialogState {
  values: BookingValues;
  /** The field being asked, 'summary' when all are in, 'sent' after he confirmed. */
  asking: BookingField | 'summary' | 'sent';
  /** While correcting one field from the summary. */
  editing?: boolean;
}

/** A complete, validated request waiting for his confirmation. */
export interface BookingDraft {
  values: Record<BookingField, string>;
}

export interface BookingTurn {
  reply: string;
  state: BookingDialogState;
  /** Set when the reply shows the summary card. */
  draft: BookingDraft | null;
}

export const INITIAL_BOOKING_STATE: BookingDialogState = { values: {}, asking: 'time' };

const SKIP = /^(no|nope|none|nothing|skip|n\/?a|no thanks|not really|no questions|nothing else|-)\.?$/i;

function prompt(field: BookingField, profile: ChatProfile): string {
  switch (field) {
    case 'time':
      return 'When would you like the session? Give a date and time, for example "next Friday at 3pm".';
    case 'session_length':
      return 'How long should the session be? For example "1 hour" or "90 minutes".';
    case 'desired_session_type':
      return `What type of session would you like?${profile.services.length ? ` She offers: ${profile.services.join(', ')}.` : ''}`;
    case 'session_location': {
      const trips = profile.travels
        .slice(0, 3)
        .map((t) => `${placeOf(t)} (${formatDate(t.dateBegins)} to ${formatDate(t.dateEnds)})`);
      return `Where should the session take place?${trips.length ? ` She travels to ${trips.join('; ')}.` : ''} Say "skip" to leave it out.`;
    }
    case 'things_to_not_include':
      return 'Is there anything she should not include? Say "none" to skip.';
    case 'requested_attire':
      return 'Any attire you would like her to wear? Say "none" to skip.';
    case 'details_questions':
      return 'Any questions for her? Say "none" to skip.';
  }
}

/** The first message of a booking chat. */
export function bookingGreeting(profile: ChatProfile): string {
  return `Hi! I'll help you send ${profile.stageName} a booking request. ${prompt('time', profile)}`;
}

function nextField(values: BookingValues): BookingField | null {
  return BOOKING_FIELDS.find((f) => values[f] === undefined) ?? null;
}

/** The form's schema decides: its message for the field, or null when the value is fine. */
export function fieldError(field: BookingField, value: string): string | null {
  const result = BookingRequestSchema.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid value');
}

function parseAnswer(field: BookingField, text: string, ctx: DateContext): string {
  const trimmed = text.trim();
  if (field === 'time') return parseSessionTime(trimmed, ctx)?.toISOString() ?? '';
  if (field === 'session_length') {
    const minutes = parseDurationMinutes(trimmed, ctx.now);
    return minutes ? formatDuration(minutes) : trimmed;
  }
  if (!REQUIRED.has(field) && SKIP.test(trimmed)) return '';
  return trimmed;
}

function hint(field: BookingField): string {
  if (field === 'time') return ' Please give a date and time, for example "next Friday at 3pm".';
  return '';
}

/** Other fields a message fills on the way ("2 hours of MMA tomorrow at 6pm"). */
function extractSlots(text: string, values: BookingValues, current: BookingField, ctx: DateContext): BookingValues {
  const found: BookingValues = {};
  if (current !== 'time' && values.time === undefined) {
    const when = parseSessionTime(text, ctx);
    if (when) found.time = when.toISOString();
  }
  if (current !== 'session_length' && values.session_length === undefined) {
    const minutes = parseDurationMinutes(text, ctx.now);
    if (minutes) found.session_length = formatDuration(minutes);
  }
  if (current !== 'desired_session_type' && values.desired_session_type === undefined) {
    const { labels } = findServices(text);
    if (labels.length) found.desired_session_type = labels.join(', ');
  }
  return found;
}

function fieldNamed(text: string): BookingField | null {
  const t = normalizeText(text);
  const match = /^(change|edit|fix|update|correct) (the |my )?(.+)$/.exec(t);
  if (!match) return null;
  const wanted = match[3]!;
  const byWord: [BookingField, RegExp][] = [
    ['time', /\b(date|time|when|day)\b/],
    ['session_length', /\b(length|long|duration)\b/],
    ['desired_session_type', /\b(type|session type|kind)\b/],
    ['session_location', /\b(location|place|where)\b/],
    ['things_to_not_include', /\b(not include|exclude|limits?)\b/],
    ['requested_attire', /\b(attire|outfit|wear|clothes)\b/],
    ['details_questions', /\b(questions?)\b/],
  ];
  return byWord.find(([, p]) => p.test(wanted))?.[0] ?? null;
}

function summaryTurn(values: BookingValues): BookingTurn {
  const complete = Object.fromEntries(BOOKING_FIELDS.map((f) => [f, values[f] ?? ''])) as Record<BookingField, string>;
  return {
    reply: 'Here is your booking request. Check it, then press Confirm to send it, or Edit to change an answer.',
    state: { values: complete, asking: 'summary' },
    draft: { values: complete },
  };
}

/** One guy message in a booking chat → the reply, the new state and maybe the summary. */
export function bookingTurn(
  state: BookingDialogState,
  text: string,
  profile: ChatProfile,
  ctx: DateContext,
): BookingTurn {
  if (state.asking === 'sent') {
    const info = detectIntents(text, profile).length ? `${answerQuestion(text, profile, ctx).text} ` : '';
    return { reply: `${info}Your booking request has been sent; she will answer you on Matside.`, state, draft: null };
  }

  const edit = fieldNamed(text);
  if (edit) return { reply: prompt(edit, profile), state: { ...state, asking: edit, editing: true }, draft: null };

  const current = state.asking;
  const travel = travelsNamedIn(text, profile);
  const travelNote = travel.length
    ? `She will be in ${travel.map((t) => `${placeOf(t)} from ${formatDate(t.dateBegins)} to ${formatDate(t.dateEnds)}`).join('; and in ')}. `
    : '';

  if (current === 'summary') {
    if (looksLikeQuestion(text) || detectIntents(text, profile).length) {
      return {
        reply: `${answerQuestion(text, profile, ctx).text} Press Confirm to send your request, or Edit to change an answer.`,
        state,
        draft: null,
      };
    }
    return {
      reply: 'Press Confirm on the summary to send your request, or Edit to change an answer.',
      state,
      draft: null,
    };
  }

  // A question about her (not the answer to this step) gets its answer, then the step again.
  // On the questions step a question with nothing to look up is his question for her.
  const intents = detectIntents(text, profile);
  const isQuestion = looksLikeQuestion(text) && !(current === 'details_questions' && intents.length === 0);
  if (
    isQuestion &&
    !(current === 'session_location' && travel.length) &&
    !(current === 'time' && parseSessionTime(text, ctx))
  ) {
    const answer =
      travelNote && intents.includes('travels') ? travelNote.trim() : answerQuestion(text, profile, ctx).text;
    return { reply: `${answer} ${prompt(current, profile)}`, state, draft: null };
  }

  const value = parseAnswer(current, text, ctx);
  const error = fieldError(current, value);
  if (error) return { reply: `${error}.${hint(current)}`.replace('..', '.'), state, draft: null };

  const values: BookingValues = {
    ...state.values,
    ...extractSlots(text, state.values, current, ctx),
    [current]: value,
  };
  const next = state.editing ? (BOOKING_FIELDS.find((f) => values[f] === undefined) ?? null) : nextField(values);
  if (!next) {
    const parsed = BookingRequestSchema.safeParse(values);
    if (parsed.success) {
      const summary = summaryTurn(values);
      return { ...summary, reply: `${travelNote}${summary.reply}` };
    }
    const issue = parsed.error.issues[0]!;
    const field = issue.path[0] as BookingField;
    return {
      reply: `${issue.message}. ${prompt(field, profile)}`,
      state: { values: { ...values, [field]: undefined }, asking: field },
      draft: null,
    };
  }
  return { reply: `${travelNote}${prompt(next, profile)}`, state: { values, asking: next }, draft: null };
}
