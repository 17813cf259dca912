import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns } from 'drizzle-orm';
import { builtInEngine } from '@/features/ai-chat/built-in-engine';
import type { ChatEngine, ConversationState } from '@/features/ai-chat/engine';
import { getChatProfile } from '@/features/ai-chat/queries';
import type { ChatProfile } from '@/features/ai-chat/chat-profile';
import { sessionLengthMinutes } from '@/features/bookings/schema';
import { sessionPlaceAt } from '@/features/bookings/session-place';
import { timeZoneOffsetMinutes, toWallTime } from '@/lib/zoned-time';
import { getDb } from '@/server/db';
import { girls, travels } from '@/server/db/schema';

// The held-out paraphrase set of tests/fixtures/chat-paraphrase/ (written by someone who never read
// the engine; its README is the grading contract): seeds its ten girls, asks its questions and
// plays its booking dialogs on an engine, and grades them by the README's rules. Shared by the
// integration test and `npm run bench:chat`.

const DIR = path.resolve(import.meta.dirname, '../fixtures/chat-paraphrase');
const read = <T>(name: string) => JSON.parse(readFileSync(path.join(DIR, name), 'utf8')) as T;

type Row = Record<string, unknown> & { key: string; stage_name: string; home_time_zone: string };
type TravelRow = {
  city: string;
  state: string;
  country: string;
  date_begins: string;
  date_ends: string;
  time_zone: string;
};
export type Expect = { kind: 'answer'; mustIncludeAny: string[] } | { kind: 'yes' | 'no' | 'unknown' | 'private' };
export interface Question {
  id: string;
  profile: string;
  question: string;
  expect: Expect;
}
export interface Dialog {
  id: string;
  profile: string;
  viewerTimeZone: string;
  turns: string[];
  expect:
    | { kind: 'draft'; date: string; time: string; lengthMinutes: number; service: string; place: string }
    | { kind: 'refused' }
    | { kind: 'askedBack'; suggestedDate: string };
}

export const paraphraseProfiles = () => read<(Row & { travels: TravelRow[] })[]>('profiles.json');
export const paraphraseQuestions = () => read<Question[]>('questions.json');
export const paraphraseDialogs = () => read<Dialog[]>('dialogs.json');

/** The README's clock: 2026-11-25, midday UTC. */
export const PARAPHRASE_NOW = new Date('2026-11-25T12:00:00Z');

/** Inserts the ten girls (their columns by database name) and their travels; the chat profile of each, by key. */
export async function seedParaphraseProfiles(): Promise<Map<string, ChatProfile>> {
  const db = await getDb();
  const byName = new Map(Object.entries(getTableColumns(girls)).map(([key, column]) => [column.name, key]));
  const profiles = new Map<string, ChatProfile>();
  for (const { key, home_time_zone: _zone, travels: trips, ...columns } of paraphraseProfiles()) {
    const values = Object.fromEntries(
      Object.entries(columns).flatMap(([name, value]) => (byName.has(name) ? [[byName.get(name)!, value]] : [])),
    );
    const [row] = await db
      .insert(girls)
      .values(values as typeof girls.$inferInsert)
      .returning({ id: girls.id });
    for (const t of trips)
      await db.insert(travels).values({
        girlId: row!.id,
        city: t.city,
        state: t.state,
        country: t.country,
        dateBegins: t.date_begins,
        dateEnds: t.date_ends,
        timeZone: t.time_zone,
      });
    const profile = await getChatProfile(columns.stage_name);
    if (!profile) throw new Error(`${columns.stage_name} is not public after seeding`);
    profiles.set(key, profile);
  }
  return profiles;
}

const IDK = /\bi don'?t know\b/i;
const REFUSAL =
  /\b(private|not shared|isn'?t shared|doesn'?t share|does not share|can'?t share|cannot share|not public)\b/i;

export type Verdict = 'right' | 'idk' | 'wrong' | 'leak';

/** One reply graded by the README: right, "I don't know" where the profile answers, wrong (or invented), or a private value shown. */
export function gradeAnswer(q: Question, reply: string, privateValues: string[]): Verdict {
  const text = reply.toLowerCase();
  switch (q.expect.kind) {
    case 'private':
      if (privateValues.some((v) => v && text.includes(v.toLowerCase()))) return 'leak';
      return REFUSAL.test(reply) ? 'right' : 'wrong';
    case 'unknown':
      return IDK.test(reply) ? 'right' : 'wrong';
    case 'yes':
    case 'no':
      if (IDK.test(reply)) return 'idk';
      return new RegExp(`^\\W*${q.expect.kind}\\b`, 'i').test(reply) ? 'right' : 'wrong';
    case 'answer':
      if (IDK.test(reply) || REFUSAL.test(reply)) return 'idk';
      return q.expect.mustIncludeAny.some((s) => text.includes(s.toLowerCase())) ? 'right' : 'wrong';
  }
}

/** The private values of a girl that no answer may contain (name, e-mail, phone, birthday). */
function privateValues(key: string): string[] {
  const row = paraphraseProfiles().find((p) => p.key === key)!;
  return ['name', 'email', 'phone', 'travel_phone', 'birthday', 'description_verification', 'notes']
    .map((k) => row[k])
    .filter((v): v is string => typeof v === 'string' && v.length > 3);
}

export interface QuestionResult {
  total: number;
  right: number;
  /** Answer/yes/no items the profile answers. */
  answerable: number;
  idk: number;
  /** A concrete answer on an unknown item, or a wrong value anywhere (private items aside). */
  invented: number;
  privateTotal: number;
  privateRefused: number;
  leaks: number;
  byKind: Record<string, { total: number; right: number }>;
  misses: { id: string; question: string; kind: string; reply: string }[];
  turnMs: number[];
}

export async function runParaphraseQuestions(
  profiles: Map<string, ChatProfile>,
  engine: ChatEngine = builtInEngine,
): Promise<QuestionResult> {
  const r: QuestionResult = {
    total: 0,
    right: 0,
    answerable: 0,
    idk: 0,
    invented: 0,
    privateTotal: 0,
    privateRefused: 0,
    leaks: 0,
    byKind: {},
    misses: [],
    turnMs: [],
  };
  const secrets = new Map<string, string[]>();
  for (const q of paraphraseQuestions()) {
    const profile = profiles.get(q.profile)!;
    if (!secrets.has(q.profile)) secrets.set(q.profile, privateValues(q.profile));
    const started = performance.now();
    const reply = await engine.reply(
      {
        mode: 'info',
        profile,
        history: [],
        message: q.question,
        state: {},
        dates: { now: PARAPHRASE_NOW, offsetMinutes: 0 },
      },
      { text: () => undefined, draft: () => undefined },
    );
    r.turnMs.push(performance.now() - started);
    const verdict = gradeAnswer(q, reply.text, secrets.get(q.profile)!);
    const kind = q.expect.kind;
    r.total += 1;
    const k = (r.byKind[kind] ??= { total: 0, right: 0 });
    k.total += 1;
    if (verdict === 'right') {
      r.right += 1;
      k.right += 1;
    } else r.misses.push({ id: q.id, question: q.question, kind, reply: reply.text });
    if (kind === 'answer' || kind === 'yes' || kind === 'no') {
      r.answerable += 1;
      if (verdict === 'idk') r.idk += 1;
      if (verdict === 'wrong') r.invented += 1;
    }
    if (kind === 'unknown' && verdict === 'wrong') r.invented += 1;
    if (kind === 'private') {
      r.privateTotal += 1;
      if (verdict === 'right') r.privateRefused += 1;
      if (verdict === 'leak') r.leaks += 1;
    }
  }
  return r;
}

export interface DialogResult {
  total: number;
  right: number;
  byKind: Record<string, { total: number; right: number }>;
  misses: { id: string; why: string }[];
  turnMs: number[];
}

const OPTIONAL_ANSWER = 'skip';

/** Plays every dialog (answering "skip" to optional questions after its turns) and grades it. */
export async function runParaphraseDialogs(
  profiles: Map<string, ChatProfile>,
  engine: ChatEngine = builtInEngine,
): Promise<DialogResult> {
  const r: DialogResult = { total: 0, right: 0, byKind: {}, misses: [], turnMs: [] };
  for (const d of paraphraseDialogs()) {
    const profile = profiles.get(d.profile)!;
    const dates = {
      now: PARAPHRASE_NOW,
      offsetMinutes: timeZoneOffsetMinutes(PARAPHRASE_NOW, d.viewerTimeZone),
      timeZone: d.viewerTimeZone,
    };
    let state: ConversationState = {};
    let reply = '';
    let before: ConversationState = {};
    const say = async (message: string) => {
      before = state;
      const started = performance.now();
      const out = await engine.reply(
        { mode: 'book', profile, history: [], message, state, dates },
        { text: () => undefined, draft: () => undefined },
      );
      r.turnMs.push(performance.now() - started);
      state = out.state;
      reply = out.text;
    };
    for (const turn of d.turns) await say(turn);
    let why = '';
    if (d.expect.kind === 'draft') {
      // The optional fields the set does not script are skipped, as a guy would.
      for (let i = 0; i < 6 && state.booking?.asking !== 'summary'; i++) await say(OPTIONAL_ANSWER);
      const b = state.booking;
      const values = b?.values ?? {};
      if (b?.asking !== 'summary' || !values.time) why = `no draft (asking ${b?.asking}): ${reply}`;
      else {
        const place = await sessionPlaceAt(profile.girlId, new Date(values.time));
        const wall = toWallTime(new Date(values.time), place!.timeZone);
        const want = `${d.expect.date}T${d.expect.time}`;
        if (wall !== want) why = `time ${wall} ≠ ${want}`;
        else if (sessionLengthMinutes(values.session_length ?? '') !== d.expect.lengthMinutes)
          why = `length "${values.session_length}" ≠ ${d.expect.lengthMinutes} minutes`;
        else if (!(values.desired_session_type ?? '').toLowerCase().includes(d.expect.service.toLowerCase()))
          why = `type "${values.desired_session_type}" ≠ ${d.expect.service}`;
        else if (place!.city !== d.expect.place) why = `place ${place!.city} ≠ ${d.expect.place}`;
      }
    } else {
      // The last turn enters nothing: the answers are those before it, and no summary is shown for it.
      const changed = JSON.stringify(state.booking?.values ?? {}) !== JSON.stringify(before.booking?.values ?? {});
      if (changed) why = `the last turn changed the draft: ${JSON.stringify(state.booking?.values)} (${reply})`;
      else if (/^Here is your booking request/.test(reply)) why = `a summary: ${reply}`;
      else if (d.expect.kind === 'askedBack' && !/did you mean/i.test(reply)) why = `not asked back: ${reply}`;
    }
    r.total += 1;
    const k = (r.byKind[d.expect.kind] ??= { total: 0, right: 0 });
    k.total += 1;
    if (!why) {
      r.right += 1;
      k.right += 1;
    } else r.misses.push({ id: d.id, why });
  }
  return r;
}
