// The built-in engine's answers about a girl: intents and slots recognised in the question,
// answered from her public profile with templates. It never invents: a question the profile does
// not answer gets UNKNOWN_ANSWER, which points to the profile and the booking form.
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { inchesToCm, lbsToKg } from '@/lib/units';
import { SOURCE_PREFIX } from './booking-fields';
import { placeOf, type ChatProfile, type ChatTravel } from './chat-profile';
import { overlaps, parseDateRange, type DateContext } from './dates';
import { expandPlaces, travelsNamedIn } from './places-match';
import { findServices, normalizeText } from './services-match';

export { travelsNamedIn } from './places-match';

export const UNKNOWN_ANSWER =
  "I don't know: her profile doesn't say. Check her profile, or ask her in a booking request.";

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
  | 'rates';

export interface InfoAnswer {
  text: string;
  /** False when (part of) the answer is "I don't know". */
  known: boolean;
  intents: InfoIntent[];
}

const LINK_WORDS: Record<string, RegExp> = {
  Instagram: /\b(instagram|insta|ig)\b/,
  Twitter: /\b(twitter|tweet)\b/,
  Facebook: /\b(facebook|fb)\b/,
  TikTok: /\btik ?tok\b/,
  YouTube: /\byou ?tube\b/,
  Clips4Sale: /\b(clips4sale|clips 4 sale|c4s)\b/,
  OnlyFans: /\bonly ?fans\b/,
  Patreon: /\bpatreon\b/,
  Cameo: /\bcameo\b/,
  'Amazon wishlist': /\b(wish ?list|amazon)\b/,
  WhatsApp: /\bwhats ?app\b/,
};

const QUESTION_START =
  /^(do|does|can|could|will|would|are|is|have|has|what|whats|what's|where|when|how|who|which|tell|any)\b/;

/** Is the message a question (rather than an answer to a booking step)? */
export function looksLikeQuestion(text: string): boolean {
  return text.trim().endsWith('?') || QUESTION_START.test(normalizeText(text));
}

function travelLine(t: ChatTravel): string {
  return `${placeOf(t)} from ${formatDate(t.dateBegins)} to ${formatDate(t.dateEnds)}`;
}

function answerTravels(text: string, profile: ChatProfile, ctx: DateContext): string {
  const named = travelsNamedIn(text, profile);
  const range = parseDateRange(text, ctx);
  if (named.length && range) {
    const within = named.filter((t) => overlaps({ start: t.dateBegins, end: t.dateEnds }, range));
    if (within.length) return `Yes: she will be in ${within.map(travelLine).join('; and in ')}.`;
    return `Not in ${range.text}: she will be in ${named.map(travelLine).join('; and in ')}.`;
  }
  if (named.length) return `She will be in ${named.map(travelLine).join('; and in ')}.`;
  if (range) {
    const within = profile.travels.filter((t) => overlaps({ start: t.dateBegins, end: t.dateEnds }, range));
    if (within.length) return `In ${range.text} she will be in ${within.map(travelLine).join('; and in ')}.`;
    const next = profile.travels.find((t) => t.dateBegins > range.end);
    return `Her profile lists no travels in ${range.text}.${next ? ` Her next one after that: ${travelLine(next)}.` : ''}`;
  }
  if (!profile.travels.length) return 'Her profile lists no upcoming travels.';
  const [next, ...later] = profile.travels;
  return `Her next travel: ${travelLine(next!)}.${later.length ? ` After that: ${later.slice(0, 4).map(travelLine).join('; ')}.` : ''}`;
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
  // A question naming a city or state she travels to is about that trip.
  add(
    'travels',
    has(
      /\b(travel\w*|tour\w*|trip|trips|visit\w*|schedule|coming to|come to|be in|will you be|be around|heading|next stop|in town)\b/,
      t,
    ) ||
      travelsNamedIn(text, profile).length > 0 ||
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
    has(/\b(weigh\w*|heavy|kilos?|pounds|lbs|kg)\b/, t) && !has(/\b(deadlift|squat|bench|press|lift)\b/, t),
  );
  add('age', has(/\b(how old|age|years old)\b/, t));
  add('physique', has(/\b(physique|body ?type|build|figure|body|shape)\b/, t) || physiqueWord(t) !== null);
  add(
    'lifts',
    has(
      /\b(deadlift\w*|bench\w*|squat\w*|leg press|lifts|lifting stats|how much (can|do|does) (you|she) lift|strong|strength stats)\b/,
      t,
    ),
  );
  add(
    'links',
    Object.values(LINK_WORDS).some((p) => p.test(t)) || has(/\b(links?|socials?|social media|website|web site)\b/, t),
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
    has(/\b(phone|number|e ?mail|contact|call you|text you|reach (you|her)|address)\b/, t) &&
      !services.labels.includes('Phone Chat') &&
      !has(/\bphone (chat|session|sessions|call|calls|wrestling)\b/, t),
  );
  add('rates', has(/\b(price\w*|rates?|cost\w*|charge|fee|fees|how much is|how much for|tribute|donation)\b/, t));
  add('greeting', intents.length === 0 && has(/^ (hi|hello|hey|hiya|good (morning|afternoon|evening))\b/, t));
  add('thanks', intents.length === 0 && has(/\b(thanks|thank you|thx|cheers)\b/, t));
  return intents;
}

function heightAnswer(profile: ChatProfile, text: string): string | null {
  if (profile.height === null) return null;
  const cm = inchesToCm(profile.height);
  const feet = formatFeetInches(profile.height);
  return /\b(cm|centimet)/i.test(text) ? `She is ${cm} cm (${feet}) tall.` : `She is ${feet} (${cm} cm) tall.`;
}

function weightAnswer(profile: ChatProfile, text: string): string | null {
  if (profile.weight === null) return null;
  const kg = lbsToKg(profile.weight);
  return /\b(kg|kilo)/i.test(text)
    ? `She weighs ${kg} kg (${profile.weight} lbs).`
    : `She weighs ${profile.weight} lbs (${kg} kg).`;
}

function liftsAnswer(profile: ChatProfile, text: string): string | null {
  const t = normalizeText(text);
  const named = [
    ['Deadlift', /deadlift/],
    ['Bench press', /bench/],
    ['Squat', /squat/],
    ['Leg press', /leg press/],
  ] as const;
  const wanted = named.filter(([, p]) => p.test(t)).map(([label]) => label);
  const lifts = profile.lifts.filter((l) => !wanted.length || wanted.includes(l.label as (typeof wanted)[number]));
  if (!lifts.length) return null;
  return `Her lifts: ${lifts.map((l) => `${l.label} ${l.lbs} lbs (${lbsToKg(l.lbs)} kg)`).join(', ')}.`;
}

function linksAnswer(profile: ChatProfile, text: string): string | null {
  const t = ` ${normalizeText(text)} `;
  const wanted = Object.entries(LINK_WORDS)
    .filter(([, p]) => p.test(t))
    .map(([label]) => label);
  const links = wanted.length ? profile.links.filter((l) => wanted.includes(l.label)) : profile.links;
  if (!links.length) return null;
  return `Her links: ${links.map((l) => `${l.label}: ${l.url}`).join(', ')}.`;
}

const WEBCAM = ['Private Webcam / Skype / Video Chat', 'Other Webcam Shows'];

function servicesAnswer(profile: ChatProfile, text: string): string | null {
  const mention = findServices(text);
  const offered = new Set(profile.services);
  if (mention.labels.length) {
    const webcam = WEBCAM.filter((l) => offered.has(l));
    if (mention.labels.every((l) => WEBCAM.includes(l)) && webcam.length && !mention.labels.some((l) => offered.has(l)))
      return `She offers ${webcam.join(' and ')}.`;
    return mention.labels
      .map((label) =>
        offered.has(label) ? `Yes, she offers ${label}.` : `No, ${label} is not among the services on her profile.`,
      )
      .join(' ');
  }
  if (mention.group) {
    const inGroup = mention.group.labels.filter((l) => offered.has(l));
    return inGroup.length
      ? `Her ${mention.group.name} sessions: ${inGroup.join(', ')}.`
      : `Her profile lists no ${mention.group.name} sessions.`;
  }
  // "Do you do yoga?" names nothing in the catalogue: not a "no", an "I don't know".
  const t = normalizeText(text);
  if (
    /\b(do|does|can|will|would) (you|she) (do|offer|teach|provide|like|enjoy)\b/.test(t) &&
    !/\b(what|which|services?|sessions?)\b/.test(t)
  )
    return null;
  if (!profile.services.length) return null;
  return `She offers: ${profile.services.join(', ')}.`;
}

function bookingAnswer(profile: ChatProfile): string {
  return `To book ${profile.stageName}, send her a booking request: the Book button on her profile opens the form, or a signed-in guy can fill it in here with "Book with AI chat". You give the date and time, how long, the session type and anything she should know; she answers on Matside.`;
}

/** The profile field each answer reads, shown under it ("from her profile: Travels"). */
const SOURCE: Partial<Record<InfoIntent, string>> = {
  travels: 'Travels',
  location: 'City, State, Country',
  height: 'Height',
  weight: 'Weight',
  age: 'Age',
  physique: 'Physique',
  lifts: 'Lifts',
  links: 'Links',
  services: 'Services',
  about: 'Headline, About',
  name: 'Stage name',
};

/** Answers a question about her from her public profile only; each answer cites its field. */
export function answerQuestion(text: string, profile: ChatProfile, ctx: DateContext): InfoAnswer {
  const intents = detectIntents(text, profile);
  if (!intents.length) return { text: UNKNOWN_ANSWER, known: false, intents };
  const parts: string[] = [];
  const sources: string[] = [];
  let known = true;
  let unknownPart = false;
  const push = (intent: InfoIntent, answer: string | null) => {
    if (!answer) {
      unknownPart = true;
      return;
    }
    parts.push(answer);
    const source = SOURCE[intent];
    if (source && !sources.includes(source)) sources.push(source);
  };
  for (const intent of intents.slice(0, 3)) {
    switch (intent) {
      case 'greeting':
        parts.push(`Hi! Ask me anything about ${profile.stageName}: her services, travels, stats or how to book her.`);
        break;
      case 'thanks':
        parts.push("You're welcome.");
        break;
      case 'travels':
        push(intent, answerTravels(text, profile, ctx));
        break;
      case 'location':
        push(intent, placeOf(profile) ? `She is based in ${placeOf(profile)}.` : null);
        break;
      case 'height':
        push(intent, heightAnswer(profile, text));
        break;
      case 'weight':
        push(intent, weightAnswer(profile, text));
        break;
      case 'age':
        push(intent, profile.age !== null ? `She is ${profile.age}.` : null);
        break;
      case 'physique':
        push(intent, physiqueAnswer(profile, text));
        break;
      case 'lifts':
        push(intent, liftsAnswer(profile, text));
        break;
      case 'links':
        push(intent, linksAnswer(profile, text));
        break;
      case 'services':
        push(intent, servicesAnswer(profile, text));
        break;
      case 'about': {
        const quotes = [profile.headline, profile.about]
          .filter((q): q is string => !!q)
          .map((q) => `"${q.slice(0, 600)}"`);
        push(intent, quotes.length ? `She writes: ${quotes.join(' ')}` : null);
        break;
      }
      case 'name':
        push(intent, `Her stage name is ${profile.stageName}.`);
        break;
      case 'booking':
        parts.push(bookingAnswer(profile));
        break;
      case 'contact':
        known = false;
        parts.push("I can't share contact details. Send her a booking request and she will answer you on Matside.");
        break;
      case 'rates':
        push(intent, null);
        break;
    }
  }
  if (unknownPart) parts.push(UNKNOWN_ANSWER);
  const cite = sources.length ? `\n${SOURCE_PREFIX}${sources.join(', ')}` : '';
  return { text: `${parts.join(' ')}${cite}`, known: known && !unknownPart, intents };
}

const FOLLOW_UP =
  /^(and |so |but |what about |how about |exactly|where|when|which|how (long|many|much)|really|until|from when|what dates|what city)/;

/**
 * A question in an info chat, with the subject of the one before: "Where exactly?" after a
 * travel answer is about that travel. Returns the answer and the subject to keep.
 */
export function answerFollowUp(
  text: string,
  subject: string | undefined,
  profile: ChatProfile,
  ctx: DateContext,
): { answer: InfoAnswer; subject: string | undefined } {
  const own = detectIntents(text, profile).filter((i) => i !== 'greeting' && i !== 'thanks');
  if (own.length || !subject || !FOLLOW_UP.test(normalizeText(text)))
    return { answer: answerQuestion(text, profile, ctx), subject: own.length ? text : subject };
  return { answer: answerQuestion(`${subject} ${text}`, profile, ctx), subject };
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

function physiqueAnswer(profile: ChatProfile, text: string): string | null {
  if (!profile.physique) return null;
  const asked = physiqueWord(text);
  if (!asked) return `Her physique: ${profile.physique}.`;
  return asked === profile.physique
    ? `Yes, her physique is ${profile.physique}.`
    : `Her profile gives her physique as ${profile.physique}.`;
}

/** Suggested first questions, as chips. */
export function suggestedQuestions(profile: ChatProfile): string[] {
  const questions = [
    'What services do you offer?',
    'Where will you travel next?',
    'How tall are you in cm?',
    'How does booking work?',
  ];
  if (profile.services.includes('Submission Wrestling')) questions.splice(1, 0, 'Do you do submission wrestling?');
  return questions;
}
