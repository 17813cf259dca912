import 'server-only';
import { fakerEN_US } from '@faker-js/faker';
import { SERVICES } from '@/lib/enums/services';
import { INTERNATIONAL_PLACES, US_PLACES } from './places';

// SQL building blocks for the bulk data set. Every value comes from our own constant lists or is
// an integer we computed, never from input, so the statements are assembled as text. Randomness
// is md5 of the row number: the same on every run, on PostgreSQL and on PGlite.

export function quote(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(quote).join(', ')}]::text[]`;
}

/** A non-negative 28-bit number from 7 hex digits of an md5 column (k = 0..3). */
export function seg(column: string, k: number): string {
  return `(('x' || substr(${column}, ${1 + k * 7}, 7))::bit(28)::int)`;
}

/** One element of a literal array, chosen by a hash expression. */
export function pick(values: readonly string[], hash: string): string {
  return `(${textArray(values)})[1 + ${hash} % ${values.length}]`;
}

// US places twice: about three in four bulk rows are in the US.
const BULK_PLACES = [...US_PLACES, ...US_PLACES, ...INTERNATIONAL_PLACES];
export const PLACE_CITIES = BULK_PLACES.map((p) => p.city);
export const PLACE_STATES = BULK_PLACES.map((p) => p.state);
export const PLACE_COUNTRIES = BULK_PLACES.map((p) => p.country);

/** city, state, country of the same place, chosen by one hash. */
export function placeColumns(hash: string): [string, string, string] {
  return [pick(PLACE_CITIES, hash), pick(PLACE_STATES, hash), pick(PLACE_COUNTRIES, hash)];
}

// Stage names: 2-letter + 2-letter syllables, an ending and an epithet. Fixed-length first parts
// make every combination a distinct string; a permutation of the row number (mixed radix over
// the four lists) gives each row its own combination, so names stay unique up to FIRST × … rows.
// The epithets differ from the demo girls' list, so bulk names never collide with demo ones.
const SYLLABLE_A = [
  'Ka',
  'Mi',
  'Lo',
  'Sa',
  'Ta',
  'Ne',
  'Ri',
  'Ja',
  'Ve',
  'Da',
  'Be',
  'Ce',
  'Ro',
  'Li',
  'Ma',
  'Na',
  'Te',
  'Zo',
  'Ha',
  'Fa',
  'Ga',
  'Pe',
  'Lu',
  'Si',
  'Vi',
  'Ke',
  'Do',
  'Re',
  'Mo',
  'Ye',
];
const SYLLABLE_B = [
  'ra',
  'na',
  'li',
  'la',
  'ri',
  'ne',
  'ta',
  'sa',
  'ly',
  'ka',
  'mi',
  'da',
  'le',
  'ni',
  'ro',
  'va',
  'ze',
  'ya',
  'me',
  'ce',
  'lo',
  'no',
  'ti',
  'sh',
  'rn',
  'nd',
  'll',
  'ss',
  'tt',
  'nn',
];
const ENDINGS = ['', 'a', 'e', 'i', 'y', 'ah', 'ie', 'na', 'ne', 'ra', 'lyn', 'elle'];
const BULK_EPITHETS = [
  'Crusher',
  'Bombshell',
  'Hurricane',
  'Warrior',
  'Gladiator',
  'Avalanche',
  'Phoenix',
  'Sledge',
  'Tornado',
  'Spartan',
  'Falcon',
  'Cobra',
  'Wolverine',
  'Outlaw',
  'Bulldozer',
  'Striker',
  'Enforcer',
  'Nightshade',
  'Wrecker',
  'Torpedo',
  'Ironclad',
  'Maverick',
  'Duchess',
  'Empress',
  'Goddess',
  'Queenpin',
  'Rebel',
  'Thunderbolt',
  'Dragon',
  'Tigress',
  'Stallion',
  'Harpy',
  'Siren',
  'Banshee',
  'Medusa',
  'Athena',
];
const NAME_SPACE = SYLLABLE_A.length * SYLLABLE_B.length * ENDINGS.length * BULK_EPITHETS.length;
/** Coprime with NAME_SPACE (a prime that divides none of the list sizes). */
const NAME_STEP = 104_729;

/** Expressions for the first name and the rest of the stage name (' ' + epithet …) of bulk girl `i`. */
export function stageNameColumns(i: string): { first: string; rest: string } {
  const idx = `((${i}::bigint * ${NAME_STEP}) % ${NAME_SPACE})`;
  const a = SYLLABLE_A.length;
  const b = SYLLABLE_B.length;
  const e = ENDINGS.length;
  const first = `((${textArray(SYLLABLE_A)})[1 + ${idx} % ${a}] || (${textArray(SYLLABLE_B)})[1 + (${idx} / ${a}) % ${b}] || (${textArray(ENDINGS)})[1 + (${idx} / ${a * b}) % ${e}])`;
  const epithet = `(${textArray(BULK_EPITHETS)})[1 + (${idx} / ${a * b * e}) % ${BULK_EPITHETS.length}]`;
  // Beyond the name space, a round number keeps names unique.
  const round = `CASE WHEN ${i} >= ${NAME_SPACE} THEN ' ' || (${i} / ${NAME_SPACE} + 1)::text ELSE '' END`;
  return { first, rest: `(' ' || ${epithet} || ${round})` };
}

const asciiNames = (list: readonly string[]) => list.filter((n) => /^[A-Za-z]+$/.test(n)).slice(0, 200);
export const MALE_FIRST_NAMES = asciiNames(fakerEN_US.definitions.person.first_name.male ?? []);
export const LAST_NAMES = asciiNames(fakerEN_US.definitions.person.last_name.generic ?? []);
export const EMAIL_DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'proton.me',
  'aol.com',
  'example.org',
];
export const CLIENT_TYPES_WEIGHTED = [
  ...Array<string>(10).fill('timewaster'),
  'weirdo',
  'weirdo',
  'scammer',
  'scammer',
  'pervert',
  'pervert',
  'dangerous',
  'good guy',
  'good guy',
];
/** Physique that fits the weight step (weight = 110 + 5 × step, step 0-19). */
export function physiqueColumn(step: string, hash: string): string {
  return `CASE WHEN ${step} >= 16 THEN ${pick(['BBW', 'Bodybuilder', 'Curvy'], hash)}
    WHEN ${step} <= 3 THEN ${pick(['Slim', 'Athletic'], hash)}
    ELSE ${pick(['Athletic', 'Athletic', 'Curvy', 'Bodybuilder', 'Slim'], hash)} END`;
}

/** Service flag columns with a ~25% chance each, from the bits of one md5 (column `bits`, bytea). */
export function serviceColumns(bits: string): { names: string[]; values: string[] } {
  const n = SERVICES.length;
  return {
    names: SERVICES.map((s) => `"${s.key}"`),
    values: SERVICES.map((_, k) => `(get_bit(${bits}, ${k}) & get_bit(${bits}, ${k + n})) = 1`),
  };
}
