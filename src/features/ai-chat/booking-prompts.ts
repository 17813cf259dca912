// The booking dialog's questions, and the words that name a field ("change the session length").
import { formatTravelDays } from '@/features/bookings/session-place';
import type { BookingField } from './booking-fields';
import type { ChatProfile } from './chat-profile';
import { normalizeText } from './services-match';

export function bookingPrompt(field: BookingField, profile: ChatProfile): string {
  switch (field) {
    case 'time':
      return 'When would you like the session? Give a date and time, for example "next Friday at 3pm".';
    case 'session_length':
      return 'How long should the session be? For example "1 hour" or "90 minutes".';
    case 'desired_session_type':
      return `What type of session would you like?${profile.services.length ? ` She offers: ${profile.services.join(', ')}.` : ''}`;
    case 'session_location': {
      const trips = profile.travels.slice(0, 3).map((t) => `${t.city} ${formatTravelDays(t.dateBegins, t.dateEnds)}`);
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
  return `Hi! I'll help you send ${profile.stageName} a booking request. ${bookingPrompt('time', profile)}`;
}

/** 2026-12-04 → "Fri 12-04-2026" (spec §9 dates). */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  return `${weekday} ${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;
}

/** 19:00 → "7:00 PM". */
export function timeLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const FIELD_WORDS: [BookingField, RegExp][] = [
  ['time', /\b(date|time|when|day)\b/],
  ['session_length', /\b(length|long|duration)\b/],
  ['desired_session_type', /\b(type|session type|kind)\b/],
  ['session_location', /\b(location|place|where)\b/],
  ['things_to_not_include', /\b(not include|exclude|limits?)\b/],
  ['requested_attire', /\b(attire|outfit|wear|clothes)\b/],
  ['details_questions', /\b(questions?)\b/],
];

/** "Change the session length" (the summary's Edit button) → the field, or null. */
export function fieldNamed(text: string): BookingField | null {
  const match = /^(change|edit|fix|update|correct) (the |my )?(.+)$/.exec(normalizeText(text));
  if (!match) return null;
  return FIELD_WORDS.find(([, p]) => p.test(match[3]!))?.[0] ?? null;
}
