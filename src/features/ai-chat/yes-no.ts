// A yes/no question gets "Yes" or "No" first, decided from her profile's values, then the
// answer that cites them: comparisons of height, weight and lifts in either unit ("is she taller
// than 5'8", "can she deadlift 100 kg"), her home place ("does she live in ohio"), a trip to a
// named place ("will she tour denver"), her physique and her services. Nothing is decided
// when the profile has no value: the answer stays "I don't know".
import { placeOf, type ChatProfile } from './chat-profile';
import type { InfoIntent } from './info-intents';
import { BEGINNERS_ASKED, physiqueWord } from './info-intents';
import { beginnersVerdict } from './her-texts';
import { knownPlace } from './known-places';
import { inWidePlace, WIDE_PLACES } from './wide-places';
import { expandPlaces, homeNames, travelsNamedIn } from './places-match';
import { normalizeText } from './services-match';

const YES_NO_START = /^(is|does|do|can|could|will|would|has|have|did|are|was)\b/;

/** Is the question asked for a yes or a no? Also when it comes after a remark ("new here, will she …"). */
export function isYesNoQuestion(text: string): boolean {
  const clauses = text.split(/[,;:.!]+/).filter((c) => c.trim());
  return YES_NO_START.test(normalizeText(text)) || YES_NO_START.test(normalizeText(clauses.at(-1) ?? ''));
}

type Relation = 'gt' | 'ge' | 'lt' | 'le';
const RELATIONS: [RegExp, Relation][] = [
  [/\b(at least|minimum|no less than|or (more|taller|heavier|older|bigger|over|above))\b/, 'ge'],
  [/\b(at most|no more than|or (less|shorter|lighter|younger|smaller|under|below))\b/, 'le'],
  [/\b(taller|heavier|older|over|more than|above|bigger|greater|larger|stronger|beyond|exceed\w*)\b/, 'gt'],
  [/\b(shorter|lighter|younger|under|less than|below|smaller|lower)\b/, 'lt'],
];

/** A height in inches in the text: 5'8", 5 ft 8, 6 feet, 170 cm, 68 inches. */
function heightInches(raw: string): number | null {
  const feet = /(\d)\s*(?:'|’|ft|feet|foot)\s*(\d{1,2})?\s*(?:"|”|''|in|inches)?/i.exec(raw);
  if (feet) return Number(feet[1]) * 12 + Number(feet[2] ?? 0);
  const cm = /(\d{2,3}(?:\.\d+)?)\s*(?:cm|centimet\w*)/i.exec(raw);
  if (cm) return Number(cm[1]) / 2.54;
  const m = /\b([12](?:\.\d+)?)\s*(?:m|meters?|metres?)\b/i.exec(raw);
  if (m) return (Number(m[1]) * 100) / 2.54;
  const inches = /(\d{2})\s*(?:in|inches|")/i.exec(raw);
  if (inches) return Number(inches[1]);
  // "taller than 5 6": feet and inches with a space, as people type them.
  const spaced = /\b([4-7])\s+(\d|1[01])\b/.exec(raw);
  return spaced ? Number(spaced[1]) * 12 + Number(spaced[2]) : null;
}

/** A weight in lbs in the text: 150 lbs, 150 pounds, 70 kg, or a bare number (lbs, the site's unit). */
function weightLbs(raw: string): number | null {
  const kg = /(\d+(?:\.\d+)?)\s*(?:kg|kgs|kilos?|kilograms?)\b/i.exec(raw);
  if (kg) return Number(kg[1]) / 0.453592;
  const lbs = /(\d+(?:\.\d+)?)\s*(?:lbs?|pounds?)?\b/i.exec(raw);
  return lbs ? Number(lbs[1]) : null;
}

function compare(value: number, relation: Relation, bound: number): boolean {
  // Conversions are rounded: within half a unit counts as equal.
  const near = Math.abs(value - bound) < 0.5;
  if (relation === 'gt') return value > bound && !near;
  if (relation === 'lt') return value < bound && !near;
  if (relation === 'ge') return value >= bound || near;
  return value <= bound || near;
}

/** A height unit after a number (5'8, 6 foot, 170 cm, 2 meters, 68 inches, "70 in" at the end or before "tall" or "or"). */
const HEIGHT_UNIT = /\d\s*(?:'|’|ft\b|feet|foot|cm\b|centimet|met(?:er|re)|inch|in\b(?=\s*(?:$|[?.!,]|tall\b|or\b)))/;
/** A weight unit, written apart or against the number ("70kg"). */
const WEIGHT_WORD = /\b(heav\w*|light\w*|weigh\w*|lbs?|pounds?|kgs?|kilos?)\b|\d(lbs?|kgs?|kilos?)\b/;

const LIFTS: [RegExp, string][] = [
  [/\bdead ?lift\w*/, 'Deadlift'],
  [/\bbench\w*/, 'Bench press'],
  [/\bsquat\w*/, 'Squat'],
  [/\bleg ?press\w*/, 'Leg press'],
];

function comparison(text: string, profile: ChatProfile): boolean | null {
  const t = normalizeText(text);
  const raw = text.toLowerCase();
  const lift = LIFTS.find(([p]) => p.test(t));
  if (lift) {
    const value = profile.lifts.find((l) => l.label.toLowerCase() === lift[1].toLowerCase())?.lbs;
    const bound = weightLbs(raw.slice(raw.search(/\d/)));
    if (value == null || bound == null || raw.search(/\d/) < 0) return null;
    const relation = RELATIONS.find(([p]) => p.test(t))?.[1] ?? 'ge';
    return compare(value, relation, bound);
  }
  const decade = /\bin her (\d)0s\b/.exec(raw);
  if (decade) return profile.age == null ? null : Math.floor(profile.age / 10) === Number(decade[1]);
  const sized = /\d\s*(?:'|’|ft|feet|foot|cm)/.test(raw);
  const relation = RELATIONS.find(([p]) => p.test(t))?.[1] ?? (sized || /\d\s*\+/.test(raw) ? 'ge' : undefined);
  if (!relation || !/\d/.test(raw)) return null;
  const unitless =
    !/\d\s*(?:'|’|ft|feet|foot|cm|centimet|m\b|met(?:er|re)|in\b|inches|"|kg|kgs|kilos?|lbs?|pounds?)/.test(raw);
  if (/\b(old\w*|age|years?|yo|young\w*)\b/.test(t) || (unitless && /^\s*is she (over|under|older|younger)/.test(t))) {
    const bound = Number(/(\d{2})/.exec(raw)?.[1]);
    return profile.age == null || !bound ? null : compare(profile.age, relation, bound);
  }
  const tall = /\b(tall\w*|short\w*|height)\b/.test(t) || HEIGHT_UNIT.test(raw);
  if (tall) {
    const bound = heightInches(raw);
    return profile.height == null || bound == null ? null : compare(profile.height, relation, bound);
  }
  if (WEIGHT_WORD.test(t)) {
    const bound = weightLbs(raw.slice(raw.search(/\d/)));
    return profile.weight == null || bound == null ? null : compare(profile.weight, relation, bound);
  }
  return null;
}

const COUNTRY_WORDS: [RegExp, string][] = [
  [/\b(us|usa|u s a|u s|the states|states|america|united states)\b/, 'united states'],
  [/\b(uk|u k|england|britain|great britain|united kingdom)\b/, 'united kingdom'],
];

/** The place after "in", "to", "from", "visit"… when it is one ("will she tour denver" → "denver"; "in boots" → null). */
function placeAsked(text: string, profile: ChatProfile): string | null {
  const t = expandPlaces(text).trim();
  const match =
    /\b(?:based in|located in|living in|live in|lives in|from|in|to|visit\w*|tour(?!nament)\w*|hit|swing by)\s+(?:the\s+)?([a-z][a-z ]*?)(?:\s+(?:anytime|soon|this|next|in|on|at|area)\b.*)?$/.exec(
      t,
    );
  const place = match?.[1]?.trim();
  return place ? knownPlace(place, profile) : null;
}

/** Regions people name by a short word, by state and the cities in them ("the bay area" is asked as "bay": placeAsked drops "area"). */
const REGIONS: { word: RegExp; state: string; cities: string[] }[] = [
  {
    word: /^(socal|so cal|southern california)$/,
    state: 'CA',
    cities: [
      'los angeles',
      'san diego',
      'long beach',
      'anaheim',
      'irvine',
      'santa ana',
      'riverside',
      'san bernardino',
    ].concat([
      'pasadena',
      'burbank',
      'glendale',
      'santa monica',
      'palm springs',
      'santa barbara',
      'oxnard',
      'torrance',
    ]),
  },
  {
    word: /^(norcal|nor cal|northern california|bay)$/,
    state: 'CA',
    cities: ['san francisco', 'oakland', 'san jose', 'sacramento', 'berkeley', 'fremont', 'santa rosa', 'palo alto'],
  },
];

function homeAnswer(text: string, profile: ChatProfile): boolean | null {
  const asked = placeAsked(text, profile);
  if (!asked) return null;
  if (WIDE_PLACES.has(asked)) return inWidePlace(asked, profile);
  const region = REGIONS.find((r) => r.word.test(asked));
  if (region) {
    if (profile.state !== region.state) return false;
    const city = normalizeText(profile.city ?? '');
    if (region.cities.includes(city)) return true;
    // A city of the state's other region is a no; a city no list names is not decided.
    return REGIONS.some((r) => r.state === region.state && r.cities.includes(city)) ? false : null;
  }
  const country = COUNTRY_WORDS.find(([p]) => p.test(asked))?.[1];
  const names = homeNames(profile);
  if (country) return names.includes(country);
  // Her city alone or with her state ("las vegas nevada").
  if (
    names.includes(asked) ||
    names.some((n) => asked.startsWith(`${n} `) && names.includes(asked.slice(n.length + 1)))
  )
    return true;
  // A place word she is not from: only a no when it names a real place elsewhere (her travels or a known word).
  return asked.split(' ').length <= 3 ? false : null;
}

function tripAnswer(text: string, profile: ChatProfile): boolean | null {
  if (travelsNamedIn(text, profile).length) return true;
  const asked = placeAsked(text, profile);
  if (asked && WIDE_PLACES.has(asked)) {
    const inside = profile.travels.map((travel) => inWidePlace(asked, travel));
    return inside.includes(true) ? true : inside.every((is) => is === false) ? false : null;
  }
  if (asked && profile.travels.some((t) => normalizeText(t.city) === asked)) return true;
  if (!asked) return profile.travels.length ? null : false;
  return asked.split(' ').length <= 3 ? false : null;
}

const TRIP = /\b(coming|come|going|go|travel\w*|visit\w*|tour(?!nament)\w*|heading|trip|swing|hit|be in|stop)\b/;
const HOME = /\b(based|located|live|lives|living|from|home)\b/;
/** "is she in ohio" asks where she is; "is she in fighting form" does not. */
const homeAsked = (t: string, profile: ChatProfile) =>
  HOME.test(t) || (/^(is she|are you) in\b/.test(t) && placeAsked(t, profile) !== null);

/** What she wears or how she is: words after "in" that no field of hers answers. */
export const WORN_OR_FELT = new Set(
  (
    'boots boot heels stilettos pumps sneakers shoes socks bikini bikinis swimsuit swimwear lingerie underwear ' +
    'panties thong bra leotard singlet singlets spandex lycra tights leggings pants shorts skirt dress jeans ' +
    'stockings nylons pantyhose latex leather costume cosplay uniform gi rashguard gloves gear mask corset ' +
    'catsuit bodysuit nude oil form mood pain trouble hurry condition'
  ).split(' '),
);

/**
 * What a question asks beyond what her fields say: what she wears or how she is, after
 * "in" or "wearing" ("does she wrestle in boots" → "boots"; "in fighting form" → "fighting form"),
 * else null. Her fields cannot say yes to it; only her own sentences can.
 */
export function undecidedDetail(text: string, profile: ChatProfile): string | null {
  const t = expandPlaces(text).trim();
  for (const match of t.matchAll(
    /\b(in|wearing)\s+([a-z][a-z ]*?)(?=\s+(?:in|on|at|and|or|with|for|during|this|next|area)\b|$)/g,
  )) {
    const [, word, words] = match as unknown as [string, string, string];
    if (word === 'wearing' || (words.split(' ').some((w) => WORN_OR_FELT.has(w)) && !knownPlace(words, profile)))
      return words;
  }
  return null;
}

/** What a yes/no question is about when no other reading named it: the intent that answers it. */
export function yesNoIntents(text: string, profile: ChatProfile): InfoIntent[] {
  if (!isYesNoQuestion(text)) return [];
  const t = expandPlaces(text);
  if (LIFTS.some(([p]) => p.test(t))) return ['lifts'];
  if (/\b(tall\w*|short\w*|height)\b/.test(t) || HEIGHT_UNIT.test(text.toLowerCase())) return ['height'];
  if (WEIGHT_WORD.test(t)) return ['weight'];
  if (/\b(old\w*|age|years? old|young\w*)\b/.test(t) || /\bin her \d0s\b/.test(t)) return ['age'];
  if (/^\s*is she (over|under|older than|younger than) \d{2}\s*\??$/.test(t)) return ['age'];
  if (TRIP.test(t)) return ['travels'];
  if (homeAsked(t.trim(), profile)) return ['location'];
  return [];
}

/**
 * "Yes." or "No." (with her home when the question is about it) for a yes/no question the
 * profile decides, or null: then the answer is given as it is. `answer` is the cited answer; its
 * own "Yes," / "No," lead is kept.
 */
export function yesNoLead(text: string, profile: ChatProfile, answer: string): string | null {
  if (!isYesNoQuestion(text)) return null;
  if (/^(yes|no|not)\b/i.test(answer)) return null;
  const t = expandPlaces(text);
  const compared = comparison(text, profile);
  if (compared !== null) return compared ? 'Yes.' : 'No.';
  const physique = physiqueWord(text);
  if (physique && profile.physique) return physique === profile.physique ? 'Yes.' : 'No.';
  if (/^Her profile lists no\b/.test(answer)) return 'No:';
  if (BEGINNERS_ASKED.test(text) && /^She writes: /.test(answer)) {
    const verdict = beginnersVerdict(profile);
    if (verdict !== null) return verdict ? 'Yes.' : 'No.';
  }
  if (/^Her [\w ]+ sessions: /.test(answer)) return 'Yes.';
  if (TRIP.test(t)) {
    const trip = tripAnswer(text, profile);
    // "will she be in vegas" of a girl who lives there: no trip needed.
    if (trip === false && placeOf(profile) && homeAnswer(text, profile) === true)
      return `Yes: she is based in ${placeOf(profile)}.`;
    if (trip !== null) return trip ? 'Yes.' : 'No, not as far as her travels say.';
  }
  if (homeAsked(t.trim(), profile) && placeOf(profile)) {
    const home = homeAnswer(text, profile);
    if (home !== null) return `${home ? 'Yes' : 'No'}: she is based in ${placeOf(profile)}.`;
  }
  return null;
}
