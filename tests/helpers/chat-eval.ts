import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtInEngine } from '@/features/ai-chat/built-in-engine';
import { finishTurn, prepareTurn } from '@/features/ai-chat/conversations';
import type { ChatEngine, ConversationState } from '@/features/ai-chat/engine';
import { UNKNOWN_ANSWER } from '@/features/ai-chat/info-answers';
import { getChatProfile } from '@/features/ai-chat/queries';
import { ChatRequestSchema } from '@/features/ai-chat/schema';
import { placeOf, type ChatProfile } from '@/features/ai-chat/chat-profile';
import { formatFeetInches } from '@/lib/enums/heights';
import { SERVICES } from '@/lib/enums/services';
import { inchesToCm, lbsToKg } from '@/lib/units';
import { readSessionWallTime } from '@/features/bookings/session-time';
import { sessionPlaceAt } from '@/features/bookings/session-place';
import { zonedDay } from '@/lib/zoned-time';
import { VISITOR } from '@/server/auth/actor-types';
import { evalProfiles, seedEvalProfiles, type EvalProfile } from '../../scripts/seed/eval-profiles';

// The AI chat's evaluation: information questions generated from the evaluation profiles' data
// (half with the generator's templates, half with the hand-written held-out paraphrases of
// tests/fixtures/chat-eval.json), each graded by the profile field's value; and multi-turn booking
// conversations graded by their final slots or their refusal. Shared by `npm run bench:chat` and
// the integration test.

interface BookingScenario {
  name: string;
  category: string;
  zone?: string;
  messages: string[];
  expect?: Record<string, string>;
  refusal?: string;
}
interface EvalFile {
  heldOut: Record<string, string[]>;
  booking: BookingScenario[];
}

export function loadEvalFile(): EvalFile {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/chat-eval.json'), 'utf8')) as EvalFile;
}

/** How an answer is right: the field it must cite and a check of the value, or "unknown". */
type Grade = { field: string; check: (answer: string) => boolean } | 'unknown';

export interface InfoQuestion {
  profile: string;
  category: string;
  q: string;
  heldOut: boolean;
  grade: Grade;
}

const DEV: Record<string, string> = {
  height: 'How tall is she?',
  weight: 'How much does she weigh?',
  age: 'How old is she?',
  physique: 'What is her body type?',
  physiqueWord: 'Is she {word}?',
  serviceYes: 'Does she do {service}?',
  serviceNo: 'Does she do {service}?',
  martial: 'What martial arts does she do?',
  location: 'Where is she based?',
  travelMonth: 'Where will she be in {month}?',
  travelCity: 'When is she in {city}?',
  travelCountry: 'Is she in {country} in {month}?',
  lifts: 'How much does she deadlift?',
  links: 'What is her Instagram?',
  unknownRates: 'How much does she charge?',
  unknownOther: 'What is her favourite food?',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WORDS: Record<string, string> = {
  Slim: 'slim',
  Athletic: 'athletic',
  Curvy: 'curvy',
  Bodybuilder: 'muscular',
  BBW: 'bbw',
};
const SHORT: Record<string, string> = {
  Philadelphia: 'Philly',
  'New York': 'NYC',
  'Los Angeles': 'LA',
  'Las Vegas': 'Vegas',
};
const MARTIAL = ['MMA', 'Judo', 'Brazilian Jiu Jitsu', 'Jiu Jitsu', 'Karate', 'Tae Kwon Do', 'Muay Thai', 'Grappling', 'Competitive Boxing', 'Semi Competitive Boxing', 'Competitive Kickboxing', 'Semi Competitive Kickboxing']; // prettier-ignore
const mdy = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;
const cites = (answer: string, field: string) =>
  answer.split('\n').some((l) => l.startsWith('from her profile: ') && l.includes(field));

/** Every information question for one profile, with how its answer is graded. */
function questionsFor(p: EvalProfile, index: number, file: EvalFile): InfoQuestion[] {
  const out: InfoQuestion[] = [];
  const add = (category: string, vars: Record<string, string>, grade: Grade) => {
    const heldOut = (index + out.length) % 2 === 1;
    const variants = file.heldOut[category]!;
    const template = heldOut ? variants[index % variants.length]! : DEV[category]!;
    const q = template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
    out.push({ profile: p.stageName, category, q, heldOut, grade });
  };
  const known = (field: string, check: (a: string) => boolean): Grade => ({ field, check });
  add(
    'height',
    {},
    p.height === null
      ? 'unknown'
      : known('Height', (a) => a.includes(`${inchesToCm(p.height!)} cm`) && a.includes(formatFeetInches(p.height!))),
  );
  add(
    'weight',
    {},
    p.weight === null
      ? 'unknown'
      : known('Weight', (a) => a.includes(`${p.weight} lbs`) && a.includes(`${lbsToKg(p.weight!)} kg`)),
  );
  add('age', {}, p.age === null ? 'unknown' : known('Age', (a) => new RegExp(`\\b${p.age}\\b`).test(a)));
  add('physique', {}, p.physique === null ? 'unknown' : known('Physique', (a) => a.includes(p.physique!)));
  const word = WORDS[BODY_ORDER[(index + 2) % BODY_ORDER.length]!]!;
  add(
    'physiqueWord',
    { word },
    p.physique === null
      ? 'unknown'
      : known('Physique', (a) => a.includes(p.physique!) && /^Yes\b/.test(a) === (WORDS[p.physique!] === word)),
  );
  const yes = p.services[index % p.services.length];
  if (yes)
    add(
      'serviceYes',
      { service: yes.toLowerCase() },
      known('Services', (a) => /^(Yes\b|She offers)/.test(a) && a.includes(yes)),
    );
  const no = SERVICES.map((s) => s.label as string).find(
    (l, k) => k >= index % 20 && !p.services.includes(l) && !/webcam|skype/i.test(l),
  );
  if (no)
    add(
      'serviceNo',
      { service: no.toLowerCase() },
      known('Services', (a) => /^No\b/.test(a) && a.includes(no)),
    );
  const martial = p.services.filter((s) => MARTIAL.includes(s));
  add(
    'martial',
    {},
    known('Services', (a) =>
      martial.length
        ? martial.every((m) => a.includes(m)) && /martial arts sessions: /.test(a)
        : /lists no martial arts/.test(a),
    ),
  );
  add(
    'location',
    {},
    known('City', (a) => a.includes(`She is based in ${p.city}`)),
  );
  const trip = p.travels[index % p.travels.length];
  if (trip) {
    const month = MONTHS[Number(trip.dateBegins.slice(5, 7)) - 1]!;
    const dates = (a: string) => a.includes(mdy(trip.dateBegins)) && a.includes(mdy(trip.dateEnds));
    add(
      'travelMonth',
      { month },
      known('Travels', (a) => a.includes(trip.city) && dates(a)),
    );
    add(
      'travelCity',
      { city: SHORT[trip.city] ?? trip.city },
      known('Travels', (a) => a.includes(trip.city) && dates(a)),
    );
  }
  const abroad = p.travels.find((t) => t.country !== 'United States' && t.country !== p.country);
  if (abroad) {
    const month = MONTHS[Number(abroad.dateBegins.slice(5, 7)) - 1]!;
    const trip = abroad;
    const dates = (a: string) => a.includes(mdy(trip.dateBegins)) && a.includes(mdy(trip.dateEnds));
    add(
      'travelCountry',
      { country: trip.country, month },
      known('Travels', (a) => /^Yes\b/.test(a) && a.includes(trip.city) && dates(a)),
    );
  }
  add('lifts', {}, p.deadlift === null ? 'unknown' : known('Lifts', (a) => a.includes(`Deadlift ${p.deadlift} lbs`)));
  add('links', {}, p.instagram === null ? 'unknown' : known('Links', (a) => a.includes(p.instagram!)));
  add('unknownRates', {}, 'unknown');
  add('unknownOther', {}, 'unknown');
  return out;
}
const BODY_ORDER = ['Slim', 'Athletic', 'Curvy', 'Bodybuilder', 'BBW'];

export interface EvalSet {
  profiles: EvalProfile[];
  questions: InfoQuestion[];
  file: EvalFile;
}

export function buildEvalSet(now = new Date()): EvalSet {
  const file = loadEvalFile();
  const profiles = evalProfiles(now.getUTCFullYear());
  return { profiles, file, questions: profiles.flatMap((p, i) => questionsFor(p, i, file)) };
}

export async function seedEvalSet(set: EvalSet, now = new Date()): Promise<void> {
  await seedEvalProfiles(set.profiles, now);
}

export interface InfoResult {
  total: number;
  correct: number;
  byCategory: Record<string, { total: number; correct: number }>;
  heldOut: { total: number; correct: number };
  /** "I don't know" where the profile answers. */
  falseUnknown: number;
  answerable: number;
  /** An answer where the profile says nothing (must be 0). */
  invented: number;
  unanswerable: number;
  turnMs: number[];
  failures: { profile: string; q: string; answer: string }[];
}

const bump = (map: Record<string, { total: number; correct: number }>, key: string, ok: boolean) => {
  map[key] ??= { total: 0, correct: 0 };
  map[key].total += 1;
  if (ok) map[key].correct += 1;
};

export async function runInfoEval(
  set: EvalSet,
  engine: ChatEngine = builtInEngine,
  now = new Date(),
): Promise<InfoResult> {
  const r: InfoResult = { total: 0, correct: 0, byCategory: {}, heldOut: { total: 0, correct: 0 }, falseUnknown: 0, answerable: 0, invented: 0, unanswerable: 0, turnMs: [], failures: [] }; // prettier-ignore
  const cache = new Map<string, ChatProfile>();
  for (const question of set.questions) {
    let profile = cache.get(question.profile);
    if (!profile) {
      profile = (await getChatProfile(question.profile)) ?? undefined;
      if (!profile) throw new Error(`evaluation profile ${question.profile} is not public`);
      cache.set(question.profile, profile);
    }
    const started = performance.now();
    const reply = await engine.reply(
      { mode: 'info', profile, history: [], message: question.q, state: {}, dates: { now, offsetMinutes: 0 } },
      { text: () => undefined, draft: () => undefined },
    );
    r.turnMs.push(performance.now() - started);
    const saidUnknown = reply.text.includes(UNKNOWN_ANSWER);
    let ok: boolean;
    if (question.grade === 'unknown') {
      r.unanswerable += 1;
      ok = saidUnknown;
      if (!saidUnknown) r.invented += 1;
    } else {
      r.answerable += 1;
      if (saidUnknown) r.falseUnknown += 1;
      ok = !saidUnknown && cites(reply.text, question.grade.field) && question.grade.check(reply.text);
    }
    r.total += 1;
    if (ok) r.correct += 1;
    bump(r.byCategory, question.category, ok);
    if (question.heldOut) {
      r.heldOut.total += 1;
      if (ok) r.heldOut.correct += 1;
    }
    if (!ok) r.failures.push({ profile: question.profile, q: question.q, answer: reply.text });
  }
  return r;
}

export interface BookingResult {
  total: number;
  correct: number;
  byCategory: Record<string, { total: number; correct: number }>;
  turnMs: number[];
  failures: { profile: string; name: string; why: string }[];
}

const BOOKING_PROFILES_PER_SCENARIO = 3;

/** Every booking conversation over a few profiles each, graded by final slots or refusal. */
export async function runBookingEval(
  set: EvalSet,
  engine: ChatEngine = builtInEngine,
  now = new Date(),
): Promise<BookingResult> {
  const r: BookingResult = { total: 0, correct: 0, byCategory: {}, turnMs: [], failures: [] };
  const y1 = String(now.getUTCFullYear() + 1);
  for (const [s, scenario] of set.file.booking.entries()) {
    for (let k = 0; k < BOOKING_PROFILES_PER_SCENARIO; k++) {
      const p = set.profiles[(s * BOOKING_PROFILES_PER_SCENARIO + k) % set.profiles.length]!;
      const profile = (await getChatProfile(p.stageName))!;
      const zone = scenario.zone ?? 'America/New_York';
      const trip = p.travels[0]!;
      const travelWallDay = `${trip.dateBegins.slice(0, 8)}05`;
      const vars: Record<string, string> = {
        y1,
        service: p.services[0]!.toLowerCase(),
        serviceLabel: p.services[0]!,
        travelDay: `${MONTHS[Number(trip.dateBegins.slice(5, 7)) - 1]} 5 ${trip.dateBegins.slice(0, 4)}`,
        travelWallDay,
        travelPlace: placeOf(trip),
        tomorrow: zonedDay(new Date(now.getTime() + 86_400_000), zone),
      };
      const fill = (t: string) => t.replace(/\{(\w+)\}/g, (_, key: string) => vars[key] ?? '');
      let state: ConversationState = {};
      let last = '';
      for (const message of scenario.messages.map(fill)) {
        const started = performance.now();
        const reply = await engine.reply(
          { mode: 'book', profile, history: [], message, state, dates: { now, offsetMinutes: 0, timeZone: zone } },
          { text: () => undefined, draft: () => undefined },
        );
        r.turnMs.push(performance.now() - started);
        state = reply.state;
        last = reply.text;
      }
      const values = state.booking?.values ?? {};
      let why = '';
      if (scenario.refusal) {
        if (!last.startsWith(scenario.refusal)) why = `last reply: ${last}`;
        else if (values.time !== undefined) why = `a time was stored: ${values.time}`;
      } else {
        if (state.booking?.asking !== 'summary') why = `not at the summary (asking ${state.booking?.asking}): ${last}`;
        for (const [field, expected] of Object.entries(scenario.expect ?? {})) {
          // A typed time is read on the clock of the place where the session happens (the form's rule).
          const want =
            field === 'time'
              ? (
                  await readSessionWallTime(fill(expected), (at) => sessionPlaceAt(profile.girlId, at))
                )?.instant.toISOString()
              : fill(expected);
          if (values[field as keyof typeof values] !== want)
            why ||= `${field}: ${JSON.stringify(values[field as keyof typeof values])} ≠ ${JSON.stringify(want)} (${last})`;
        }
      }
      r.total += 1;
      if (!why) r.correct += 1;
      bump(r.byCategory, scenario.category, !why);
      if (why) r.failures.push({ profile: p.stageName, name: scenario.name, why });
    }
  }
  return r;
}

/** Whole stored visitor turns as POST /ai/chat runs them, minus HTTP (conversation, profile, engine, answer stored). */
export async function timeStoredTurns(set: EvalSet, engine: ChatEngine = builtInEngine): Promise<number[]> {
  const times: number[] = [];
  for (const question of set.questions) {
    const started = performance.now();
    const turn = await prepareTurn(
      VISITOR,
      ChatRequestSchema.parse({ mode: 'info', stageName: question.profile, message: question.q }),
      engine,
    );
    const reply = await engine.reply(
      {
        mode: 'info',
        profile: turn.profile,
        history: turn.history,
        message: question.q,
        state: turn.state,
        dates: { now: new Date(), offsetMinutes: 0 },
      },
      { text: () => undefined, draft: () => undefined },
    );
    await finishTurn(turn.conversationId, reply.text, reply.state);
    times.push(performance.now() - started);
  }
  return times;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
