import type { CheckInScreening } from '@/server/db/schema';
import type { Notice } from './channels';

// A contact learns her stage name and one check-in's facts, nothing else of her account (decision 048).

/** The facts of one check-in as her contacts see them (e-mail and the link's page alike). */
export interface CheckInFacts {
  stageName: string;
  place: string;
  /** The client's username (a booking client) or the name she typed. */
  client: string;
  bookingClient: boolean;
  /** "Fri 12-04-2026 7:00 PM CST": her expected end, on the session's clock. */
  endsAtText: string;
  /** When the alert is due: end plus her grace period. */
  deadlineText: string;
  /** Her last action on the check-in (start, extension, button), on the session's clock. */
  lastActivityText: string;
  /** Counts only, for a booking client; never another girl's text. */
  screening: CheckInScreening | null;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The screening as labelled counts, one line each. */
export function screeningLines(screening: CheckInScreening | null): string[] {
  if (!screening) return [];
  return [
    `Timewaster database: ${screening.timewasterMatches === 0 ? 'no match' : plural(screening.timewasterMatches, 'match', 'matches')}`,
    `Girls' reviews of him: ${plural(screening.thumbsUp, 'thumbs up', 'thumbs up')}, ${plural(screening.thumbsDown, 'thumbs down', 'thumbs down')}`,
    `Girls-only comments about him: ${screening.girlsOnlyComments}`,
    `References girls confirmed: ${screening.confirmedReferences}`,
  ];
}

function factLines(facts: CheckInFacts): string[] {
  return [
    `Where: ${facts.place}`,
    `With: ${facts.client}${facts.bookingClient ? ' (Matside username)' : ''}`,
    `Expected end: ${facts.endsAtText}`,
    ...screeningLines(facts.screening).map((line) => `${line}`),
    `Her last activity: ${facts.lastActivityText}`,
  ];
}

const SIGNATURE = ['', '— Matside'];

export function consentNotice(stageName: string, contactName: string, link: string): Notice {
  return {
    subject: `${stageName} asks you to be her trusted contact`,
    text: [
      `Hello ${contactName},`,
      '',
      `${stageName} uses Matside's check-ins during her sessions and asks you to be one of her trusted contacts.`,
      'If she does not check in by the time she set, we send you where she is, with whom and until when, so that you can act.',
      'You get nothing else about her account.',
      '',
      `To agree, or to stop at any time later, open: ${link}`,
      'Until you agree, you get nothing.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function startedNotice(facts: CheckInFacts): Notice {
  return {
    subject: `${facts.stageName} started a check-in`,
    text: [
      `${facts.stageName} started a check-in and wants you to know:`,
      '',
      ...factLines(facts),
      '',
      `If she does not check in by ${facts.deadlineText}, you get an alert.`,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function alertNotice(facts: CheckInFacts, link: string, urgent: boolean): Notice {
  const lead = urgent
    ? `URGENT: ${facts.stageName} pressed "Help now" during her session.`
    : `${facts.stageName} has not checked in: her check-in was due by ${facts.deadlineText}.`;
  return {
    subject: urgent ? `URGENT: ${facts.stageName} asks for help now` : `Missed check-in: ${facts.stageName}`,
    text: [
      lead,
      '',
      ...factLines(facts),
      '',
      `The details, and whether she checks in later: ${link}`,
      'This link works for 72 hours.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function safeNotice(stageName: string): Notice {
  return {
    subject: `${stageName} is safe`,
    text: [`${stageName} pressed "I'm safe": her check-in is over.`, ...SIGNATURE].join('\n'),
  };
}
