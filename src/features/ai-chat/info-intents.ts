// The built-in engine's reading of a question about a girl: which intents it asks about (her
// travels, height, services…), in the order they are answered, and whether a message is a
// question at all rather than an answer to a booking step. info-answers.ts answers them.
import type { ChatProfile } from './chat-profile';
import { expandPlaces, homeNames, travelsNamedIn } from './places-match';
import { findServices, normalizeText } from './services-match';

export type InfoIntent =
  | 'greeting'
  | 'thanks'
  | 'travels'
  | 'location'
  | 'height'
  | 'weight'
  | 'age'
  | 'physique'
  | 'lifts'
  | 'links'
  | 'services'
  | 'about'
  | 'name'
  | 'booking'
  | 'contact'
  | 'rates'
  | 'experience'
  | 'beginners';

/** The social links a question may name, by the label her profile gives them. */
/** A question for her own website rather than her socials. */
export const WEBSITE_WORDS = /\b(website|web site|homepage|site|webpage|web page)\b/;

export const LINK_WORDS: Record<string, RegExp> = {
  Instagram: /\b(instagram|insta|ig)\b/,
  Twitter: /\b(twitter|tweet)\b/,
  Facebook: /\b(facebook|fb)\b/,
  TikTok: /\btik ?tok\b/,
  YouTube: /\byou ?tube\b/,
  Clips4Sale: /\b(clips4sale|clips 4 sale|c4s|(?<!custom )clips?)\b/,
  OnlyFans: /\bonly ?fans\b/,
  Patreon: /\bpatreon\b/,
  Cameo: /\bcameo\b/,
  'Amazon wishlist': /\b(wish ?list|amazon)\b/,
  WhatsApp: /\bwhats ?app\b/,
};

/** A question about a guy new to this ("first timer", "never wrestled"). */
export const BEGINNERS_ASKED =
  /\b(beginners?|newbies?|novices?|first[- ]timers?|first time|never (wrestled|done|tried)|new to (this|it|wrestling)|no experience|inexperienced)\b/i;

/** A question about her experience: how long, how many years, her record, her background. */
const EXPERIENCE_ASKED =
  /\b(how long (has|have|did) (she|you)|how many years|experience\w*|since when|record|background)\b/;

const QUESTION_START =
  /^(do|does|can|could|will|would|are|is|have|has|what|whats|what's|where|when|how|who|which|tell|any)\b/;

/** Is the message a question (rather than an answer to a booking step)? */
export function looksLikeQuestion(text: string): boolean {
  return text.trim().endsWith('?') || QUESTION_START.test(normalizeText(text));
}

const MONTH_WORD =
  /\b(jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|next month|this month|next week|this week|weekend)\b/;

function has(pattern: RegExp, text: string): boolean {
  return pattern.test(text);
}

/** The intents of a question, in the order they are answered. */
export function detectIntents(text: string, profile: ChatProfile): InfoIntent[] {
  const t = expandPlaces(text);
  const intents: InfoIntent[] = [];
  const services = findServices(text);
  const serviceAsked = services.labels.length > 0 || services.group !== null;
  const add = (intent: InfoIntent, when: boolean) => {
    if (when && !intents.includes(intent)) intents.push(intent);
  };
  // A question naming a city or state she travels to is about that trip, unless it asks whether
  // she lives there and names her home ("is she based in the us" of a girl touring the US).
  const homeNamed =
    has(/\b(based|located|live|lives|living|from|home ?town)\b/, t) &&
    homeNames(profile).some((n) => t.includes(` ${n} `));
  add(
    'travels',
    has(
      /\b(travel\w*|tour(?!nament)\w*|trip|trips|visit\w*|schedule|coming to|come to|be in(?! her \d0s)|will you be|be around|heading|next stop|in town)\b/,
      t,
    ) ||
      (travelsNamedIn(text, profile).length > 0 && !homeNamed) ||
      (has(/\b(is she|are you) in\b/, t) && has(MONTH_WORD, t)),
  );
  add(
    'location',
    has(/\b(based|located|location|live|living|from|home ?town|where are you|where is she)\b/, t) &&
      !intents.includes('travels'),
  );
  add('height', has(/\b(tall|height|how big|centimet\w*|cm)\b/, t) && !has(/\b(deadlift|squat|bench)\b/, t));
  add(
    'weight',
    has(/\b(weigh\w*|heavy|kilos?|pounds|lbs|kg)\b/, t) && !has(/\b(deadlift|squat|bench|press|legpress|lift)\b/, t),
  );
  add('age', has(/\b(how old|age|years old)\b/, t));
  add('physique', has(/\b(physique|body ?type|build|figure|body|shape)\b/, t) || physiqueWord(t) !== null);
  add(
    'lifts',
    has(
      /\b(deadlift\w*|bench\w*|squat\w*|leg ?press|lifts|lifting stats|how much (can|do|does) (you|she) lift|strong|strength stats)\b/,
      t,
    ),
  );
  add(
    'links',
    Object.values(LINK_WORDS).some((p) => p.test(t)) ||
      has(/\b(links?|socials?|social media|website|web site|homepage|site)\b/, t),
  );
  add(
    'services',
    serviceAsked ||
      has(
        /\b(services?|sessions? (do|does) (you|she)|what (do|does) (you|she) (do|offer)|offer\w*|specialt\w*|styles?)\b/,
        t,
      ),
  );
  add('about', has(/\b(about (you|yourself|her|herself)|who are you|who is she|describe|introduce|tell me more)\b/, t));
  add('name', has(/\b(your name|her name|called)\b/, t));
  add('booking', has(/\b(book\w*|appointment|reserve|reservation|request a session|meet)\b/, t));
  add(
    'contact',
    has(
      /\b(phone|number|cell|e ?mail|contact|call you|text you|reach (you|her)|address|real name|full name|legal name|birthday|date of birth|dob|verification)\b/,
      t,
    ) &&
      !services.labels.includes('Phone Chat') &&
      !has(/\bphone (chat|session|sessions|call|calls|wrestling)\b/, t),
  );
  // Asked about how long she has done something, the service named is the subject, not the question.
  if (has(EXPERIENCE_ASKED, t) && !has(/\b(years? old|age)\b/, t)) {
    const service = intents.indexOf('services');
    if (service >= 0) intents.splice(service, 1);
    add('experience', true);
  }
  if (BEGINNERS_ASKED.test(t)) intents.unshift('beginners');
  add('rates', has(/\b(price\w*|rates?|cost\w*|charge|fee|fees|how much is|how much for|tribute|donation)\b/, t));
  add('greeting', intents.length === 0 && has(/^ (hi|hello|hey|hiya|good (morning|afternoon|evening))\b/, t));
  add('thanks', intents.length === 0 && has(/\b(thanks|thank you|thx|cheers)\b/, t));
  return intents;
}

const PHYSIQUE_WORDS: [RegExp, string][] = [
  [/\b(curvy|curves|thick|voluptuous|hourglass)\b/, 'Curvy'],
  [/\b(athletic|sporty|toned|fit)\b/, 'Athletic'],
  [/\b(muscular|muscles?|ripped|jacked|buff|bodybuilder|body builder|shredded)\b/, 'Bodybuilder'],
  [/\b(slim|skinny|thin|slender|petite|lean)\b/, 'Slim'],
  [/\b(bbw|plus size|big beautiful)\b/, 'BBW'],
];

/** The physique a word stands for ("curvy" → Curvy, "muscular" → Bodybuilder), or null. */
export function physiqueWord(text: string): string | null {
  const t = normalizeText(text);
  return PHYSIQUE_WORDS.find(([p]) => p.test(t))?.[1] ?? null;
}
