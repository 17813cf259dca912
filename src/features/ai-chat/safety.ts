// Spec §8: messages are read and stored for moderation and safety, and requests for sexual
// services result in a permanent ban. Both engines run every message through this check first:
// a match is refused with the warning and the conversation is flagged for moderators, whatever a
// model would have answered.
import { BOOKING_MESSAGES } from '@/features/bookings/schema';

export const CHAT_WARNING = BOOKING_MESSAGES.moderationWarning;

/** The refusal: the spec's warning, verbatim, after one plain sentence. */
export const SEXUAL_SERVICES_REFUSAL = `I can't help with that. ${CHAT_WARNING}`;

export const FLAG_REASON_SEXUAL_SERVICES = 'sexual-services';

// Whole words or phrases. The catalogue's own services (scissoring, tickle wrestling, female vs
// female, domination, bondage wrestling…) are wrestling terms and deliberately absent.
const PATTERNS: readonly RegExp[] = [
  /\bsex(ual|ually|y)?\b/,
  /\bintercourse\b/,
  /\b(blow|hand|foot|rim) ?jobs?\b/,
  /\b(bj|hj|bbbj|cim|gfe|pse|fs|nsa)\b/,
  /\bhappy ending\b/,
  /\bfull service\b/,
  /\b(oral|anal)\b/,
  /\bescort(s|ing)?\b/,
  /\bprostitut\w*/,
  /\bhookers?\b/,
  /\b(nude|naked|topless|nudity)\b/,
  /\bf+u+c+k\w*/,
  /\b(cum|cumming|orgasm\w*|masturbat\w*|penetrat\w*|ejaculat\w*)\b/,
  /\b(any|some|with) extras?\b/,
  /\bsleep with\b/,
  /\bmake love\b/,
  /\bhook ?up\b/,
  /\b(boobs|tits|pussy|dick|cock|penis|vagina)\b/,
];

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ');
}

/** True when the message asks for (or about) sexual services. */
export function isSexualServicesRequest(text: string): boolean {
  const normalized = ` ${normalize(text)} `;
  return PATTERNS.some((pattern) => pattern.test(normalized));
}
