// The built-in engine's trained reader (NLP.js, decision 047): an intent classifier trained at
// start-up on utterances generated from the profile fields' names and their synonyms, so a
// question worded in a way no pattern names still finds its field. The patterns of info-intents.ts read first; this reader answers when they find
// nothing. Training happens once per process, in memory (nothing is read from or written to disk).
import { containerBootstrap, LangEn, Nlp, type NlpManager } from '@nlpjs/basic';
import type { InfoIntent } from './info-intents';

/** The words people use for each field (the spec's field names first). */
const FIELD_WORDS: Partial<Record<InfoIntent, string[]>> = {
  location: [
    'city',
    'state',
    'country',
    'province',
    'region',
    'town',
    'hometown',
    'location',
    'area',
    'based',
    'live',
    'where she from',
    'what part of',
    'home',
  ],
  height: ['height', 'tall', 'how tall', 'hieght', 'heigth', 'size', 'feet', 'cm', 'inches', 'stand'],
  weight: ['weight', 'weigh', 'heavy', 'how heavy', 'wieght', 'kg', 'lbs', 'pounds', 'kilos'],
  age: ['age', 'how old', 'old is she', 'years old', 'her age'],
  physique: ['body', 'body type', 'build', 'physique', 'figure', 'shape', 'frame', 'look like'],
  lifts: ['lift', 'lifts', 'deadlift', 'bench', 'squat', 'leg press', 'strength', 'strong', 'max', 'pr', 'numbers'],
  links: [
    'website',
    'site',
    'web page',
    'links',
    'socials',
    'instagram',
    'twitter',
    'tiktok',
    'onlyfans',
    'clips',
    'clip store',
    'videos',
    'content',
    'youtube',
  ],
  services: [
    'services',
    'offer',
    'sessions',
    'session types',
    'styles',
    'menu',
    'what does she do',
    'what kind of sessions',
    'wrestling',
    'boxing',
    'mma',
    'grappling',
  ],
  travels: [
    'travel',
    'travels',
    'tour',
    'touring',
    'trip',
    'trips',
    'schedule',
    'next city',
    'on the road',
    'visiting',
    'coming to town',
    'where next',
    'road trip',
  ],
  experience: [
    'experience',
    'years experience',
    'how long',
    'how many years',
    'since when',
    'background',
    'trained',
    'compete',
    'competed',
    'record',
    'belt',
    'rank',
    'college',
  ],
  beginners: [
    'beginners',
    'beginner',
    'newbie',
    'novice',
    'first timer',
    'never wrestled',
    'no experience',
    'new to this',
    'first session',
    'inexperienced',
  ],
  contact: [
    'email',
    'e-mail',
    'phone',
    'phone number',
    'cell',
    'cell number',
    'number',
    'text her',
    'call her',
    'address',
    'real name',
    'full name',
    'legal name',
    'birthday',
    'date of birth',
    'dob',
    'born on',
    'verification',
    'id photo',
  ],
  rates: ['rates', 'price', 'cost', 'how much', 'fee', 'tribute'],
};

/** Question frames the field words are put in. */
const FRAMES = [
  '{w}',
  '{w}?',
  'what is her {w}',
  'whats her {w}',
  "what's her {w}",
  'her {w}',
  'tell me her {w}',
  'what {w} is she in',
  'which {w}',
  'does she have {w}',
  'is she {w}',
  'how about her {w}',
  'any {w}',
  'can you tell me her {w}',
  'do you know her {w}',
  'she {w}',
  'what about {w}',
];

let reader: Promise<NlpManager> | null = null;
/** Training time of this process's reader, in ms (printed by npm run bench:chat). */
export let readerTrainingMs = 0;

async function train(): Promise<NlpManager> {
  const started = performance.now();
  const container = await containerBootstrap();
  container.use(Nlp);
  container.use(LangEn);
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.settings.log = false;
  nlp.addLanguage('en');
  for (const [intent, words] of Object.entries(FIELD_WORDS))
    for (const word of words) for (const frame of FRAMES) nlp.addDocument('en', frame.replace('{w}', word), intent);
  // The frames alone name no field: a question whose only known words are the frame's ("what is
  // her favourite …") is no field's, so it gets "I don't know" rather than a guess.
  for (const frame of FRAMES) {
    const bare = frame.replace('{w}', '').replace(/\s+/g, ' ').trim();
    if (bare.replace(/\W/g, '')) nlp.addDocument('en', bare, 'None');
  }
  await nlp.train();
  readerTrainingMs = performance.now() - started;
  return nlp;
}

/** The trained reader, trained on first use (start-up) and shared. */
export function questionReader(): Promise<NlpManager> {
  reader ??= train();
  return reader;
}

/** Below this the classifier's guess is not taken: "I don't know" is better than a wrong field. */
const MIN_SCORE = 0.7;

/** The field a question asks about according to the trained reader, or [] when unsure. */
export async function readIntents(text: string): Promise<InfoIntent[]> {
  const nlp = await questionReader();
  const { intent, score } = await nlp.process('en', text);
  if (!intent || intent === 'None' || score < MIN_SCORE) return [];
  return [intent as InfoIntent];
}
