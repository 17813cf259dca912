// The built-in engine's answers about a girl: intents and slots recognised in the question,
// answered from her public profile with templates. It never invents: a question the profile does
// not answer gets UNKNOWN_ANSWER, which points to the profile and the booking form.
import { formatDate } from '@/lib/dates';
import { formatFeetInches } from '@/lib/enums/heights';
import { inchesToCm, lbsToKg } from '@/lib/units';
import { SOURCE_PREFIX } from './booking-fields';
import { placeOf, type ChatProfile, type ChatTravel } from './chat-profile';
import { overlaps, parseDateRange, type DateContext } from './dates';
import { BEGINNERS, EXPERIENCE, fromHerTexts, proseYesNo } from './her-texts';
import { detectIntents, LINK_WORDS, physiqueWord, WEBSITE_WORDS, type InfoIntent } from './info-intents';
import { travelsNamedIn } from './places-match';
import { findServices, normalizeText } from './services-match';
import { isYesNoQuestion, undecidedDetail, yesNoIntents, yesNoLead } from './yes-no';

export const UNKNOWN_ANSWER =
  "I don't know: her profile doesn't say. Check her profile, or ask her in a booking request.";

export interface InfoAnswer {
  text: string;
  /** False when (part of) the answer is "I don't know". */
  known: boolean;
  intents: InfoIntent[];
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
  // Her website: the links that are none of the socials named above; all of them when she has none.
  const sites = WEBSITE_WORDS.test(t) ? profile.links.filter((l) => !(l.label in LINK_WORDS)) : [];
  const links = wanted.length
    ? profile.links.filter((l) => wanted.includes(l.label))
    : sites.length
      ? sites
      : profile.links;
  if (!links.length) return null;
  return `Her links: ${links.map((l) => `${l.label}: ${l.url}`).join(', ')}.`;
}

/**
 * Catalogue services close to another one by name. The catalogue lists them as separate services
 * and she ticks each on its own, so asking for one she does not list is a "no"; the answer names
 * the related one she does list.
 */
const RELATED: Record<string, string[]> = {
  'Jiu Jitsu': ['Brazilian Jiu Jitsu'],
  'Brazilian Jiu Jitsu': ['Jiu Jitsu'],
};

const WEBCAM = ['Private Webcam / Skype / Video Chat', 'Other Webcam Shows'];

function servicesAnswer(profile: ChatProfile, text: string): string | null {
  const mention = findServices(text);
  const offered = new Set(profile.services);
  if (mention.labels.length) {
    const webcam = WEBCAM.filter((l) => offered.has(l));
    if (mention.labels.every((l) => WEBCAM.includes(l)) && webcam.length && !mention.labels.some((l) => offered.has(l)))
      return `She offers ${webcam.join(' and ')}.`;
    return mention.labels
      .map((label) => {
        if (offered.has(label)) return `Yes, she offers ${label}.`;
        // "Jiu Jitsu" asked of a girl who lists only Brazilian Jiu Jitsu: a no, naming what she lists.
        const related = RELATED[label]?.find((l) => offered.has(l));
        return related
          ? `No, ${label} is not among the services on her profile; she offers ${related}.`
          : `No, ${label} is not among the services on her profile.`;
      })
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
  experience: 'Headline, About, Description',
  beginners: 'Headline, About, Description',
};

const CONTACT_ANSWER =
  "That is private: I can't share contact details, her real name, birthday or verification. Send her a booking request and she will answer you on Matside.";

/** Each intent's answer from her profile; null when the profile does not say (rates never do). */
const ANSWERS: Record<InfoIntent, (profile: ChatProfile, text: string, ctx: DateContext) => string | null> = {
  greeting: (profile) =>
    `Hi! Ask me anything about ${profile.stageName}: her services, travels, stats or how to book her.`,
  thanks: () => "You're welcome.",
  travels: (profile, text, ctx) => answerTravels(text, profile, ctx),
  location: (profile) => (placeOf(profile) ? `She is based in ${placeOf(profile)}.` : null),
  height: heightAnswer,
  weight: weightAnswer,
  age: (profile) => (profile.age !== null ? `She is ${profile.age}.` : null),
  physique: physiqueAnswer,
  lifts: liftsAnswer,
  links: linksAnswer,
  services: servicesAnswer,
  about: (profile) => {
    const quotes = [profile.headline, profile.about].filter((q): q is string => !!q).map((q) => `"${q.slice(0, 600)}"`);
    return quotes.length ? `She writes: ${quotes.join(' ')}` : null;
  },
  name: (profile) => `Her stage name is ${profile.stageName}.`,
  booking: bookingAnswer,
  contact: () => CONTACT_ANSWER,
  rates: () => null,
  experience: (profile, text) => fromHerTexts(profile, EXPERIENCE, text),
  beginners: (profile, text) => fromHerTexts(profile, BEGINNERS, text),
};

/** Answers a question about her from her public profile only; each answer cites its field. */
export function answerQuestion(
  text: string,
  profile: ChatProfile,
  ctx: DateContext,
  read: InfoIntent[] = [],
): InfoAnswer {
  // The patterns' reading first, then what a yes/no question compares, then the trained
  // classifier's reading (question-reader.ts).
  const found = detectIntents(text, profile);
  const compared = yesNoIntents(text, profile);
  const intents = found.length ? found : compared.length ? compared : read;
  // A yes/no question her fields leave open may be decided by her own sentences.
  const prose = isYesNoQuestion(text) ? proseYesNo(text, profile) : null;
  const proseAnswer = prose && {
    text: `${prose.yes ? 'Yes.' : 'No.'} She writes: "${prose.sentence}"\n${SOURCE_PREFIX}${SOURCE.experience}`,
    known: true,
    intents,
  };
  if (!intents.length) return proseAnswer ?? { text: UNKNOWN_ANSWER, known: false, intents };
  const parts: string[] = [];
  const sources: string[] = [];
  let unknownPart = false;
  for (const intent of intents.slice(0, 3)) {
    const answer = ANSWERS[intent](profile, text, ctx);
    if (!answer) {
      unknownPart = true;
      continue;
    }
    parts.push(answer);
    const source = SOURCE[intent];
    if (source && !sources.includes(source)) sources.push(source);
  }
  // "does she wrestle in boots": her fields say she wrestles, not in what; no yes from them.
  if (undecidedDetail(text, profile) !== null) {
    unknownPart = true;
    parts.forEach(
      (part, i) =>
        (parts[i] = part.replace(
          /\bYes, (she offers|her physique is) /g,
          (_, s: string) => `${s[0]!.toUpperCase()}${s.slice(1)} `,
        )),
    );
  }
  if (unknownPart) parts.push(UNKNOWN_ANSWER);
  const lead = unknownPart ? null : yesNoLead(text, profile, parts.join(' '));
  // Her own words decide what no field did, and a condition she sets ("with gloves only") overrides a service's yes.
  const decided = lead !== null || /^(yes|no|not)\b/i.test(parts.join(' '));
  if (proseAnswer && (!prose.yes || !decided)) return proseAnswer;
  if (lead) {
    // A lead that already says where she is based replaces the body's same sentence.
    const said = /: (she is based in .*)$/.exec(lead)?.[1]?.toLowerCase();
    const body = said ? parts.filter((part) => part.toLowerCase() !== said) : parts;
    parts.splice(0, parts.length, lead, ...body);
  }
  const cite = sources.length ? `\n${SOURCE_PREFIX}${sources.join(', ')}` : '';
  // Contact details are never shared: an answer, but not a known one.
  const known = !unknownPart && !intents.slice(0, 3).includes('contact');
  return { text: `${parts.join(' ')}${cite}`, known, intents };
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
  read: InfoIntent[] = [],
): { answer: InfoAnswer; subject: string | undefined } {
  const own = detectIntents(text, profile).filter((i) => i !== 'greeting' && i !== 'thanks');
  if (own.length || read.length || !subject || !FOLLOW_UP.test(normalizeText(text)))
    return {
      answer: answerQuestion(text, profile, ctx, read),
      subject: own.length || read.length ? text : subject,
    };
  return { answer: answerQuestion(`${subject} ${text}`, profile, ctx), subject };
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
