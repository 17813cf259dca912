import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtInEngine } from '@/features/ai-chat/built-in-engine';
import { finishTurn, prepareTurn } from '@/features/ai-chat/conversations';
import { ChatRequestSchema } from '@/features/ai-chat/schema';
import type { ChatEngine } from '@/features/ai-chat/engine';
import { UNKNOWN_ANSWER } from '@/features/ai-chat/info-answers';
import { getChatProfile } from '@/features/ai-chat/queries';
import { VISITOR } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { girls, travels, type NewGirl } from '@/server/db/schema';

// The AI chat's evaluation set (tests/fixtures/chat-eval.json): seeds its profiles as public
// girls, asks every question through an engine over the profile the chat really loads, and
// scores the answers. Shared by `npm run bench:chat` and the integration test.

interface EvalFile {
  profiles: {
    key: string;
    girl: Partial<NewGirl> & { stageName: string };
    travels: { city: string; state: string; country: string; begins: string; ends: string }[];
  }[];
  questions: { profile: string; q: string; expect: string[] | 'unknown' }[];
}

export interface EvalResult {
  total: number;
  correct: number;
  /** Questions the profile has no answer to, and how many got "I don't know". */
  unknownExpected: number;
  unknownAnswered: number;
  /** "I don't know" where the profile does answer (should be 0). */
  falseUnknown: number;
  /** Milliseconds from the question to the answer's first text, per question. */
  firstTokenMs: number[];
  failures: { q: string; profile: string; answer: string; expected: string[] | 'unknown' }[];
}

export function loadEvalSet(): EvalFile {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../fixtures/chat-eval.json'), 'utf8')) as EvalFile;
}

/** Inserts the evaluation profiles (idempotent by stage name is not needed: one fresh database). */
export async function seedEvalProfiles(set: EvalFile, now = new Date()): Promise<void> {
  const db = await getDb();
  const year = now.getUTCFullYear() + 1;
  for (const profile of set.profiles) {
    const [row] = await db
      .insert(girls)
      .values({
        name: `Real ${profile.girl.stageName}`,
        username: profile.key + '_eval',
        matsideGirl: true,
        profileApproved: true,
        adminShowProfile: true,
        girlShowProfile: true,
        ...profile.girl,
      })
      .returning({ id: girls.id });
    for (const t of profile.travels) {
      await db.insert(travels).values({
        girlId: row!.id,
        city: t.city,
        state: t.state,
        country: t.country,
        dateBegins: `${year}-${t.begins}`,
        dateEnds: `${year}-${t.ends}`,
      });
    }
  }
}

export async function runEval(
  set: EvalFile,
  engine: ChatEngine = builtInEngine,
  now = new Date(),
): Promise<EvalResult> {
  const y1 = String(now.getUTCFullYear() + 1);
  const result: EvalResult = {
    total: 0,
    correct: 0,
    unknownExpected: 0,
    unknownAnswered: 0,
    falseUnknown: 0,
    firstTokenMs: [],
    failures: [],
  };
  const byKey = new Map(set.profiles.map((p) => [p.key, p.girl.stageName]));
  for (const question of set.questions) {
    const profile = await getChatProfile(byKey.get(question.profile)!);
    if (!profile) throw new Error(`evaluation profile ${question.profile} is not public`);
    const started = performance.now();
    let first: number | null = null;
    const reply = await engine.reply(
      { mode: 'info', profile, history: [], message: question.q, state: {}, dates: { now, offsetMinutes: 0 } },
      { text: () => (first ??= performance.now() - started), draft: () => undefined },
    );
    result.total += 1;
    result.firstTokenMs.push(first ?? performance.now() - started);
    const saidUnknown = reply.text.includes(UNKNOWN_ANSWER);
    let ok: boolean;
    if (question.expect === 'unknown') {
      result.unknownExpected += 1;
      if (saidUnknown) result.unknownAnswered += 1;
      ok = saidUnknown;
    } else {
      if (saidUnknown) result.falseUnknown += 1;
      ok =
        !saidUnknown &&
        question.expect.every((fact) => reply.text.toLowerCase().includes(fact.replaceAll('{y1}', y1).toLowerCase()));
    }
    if (ok) result.correct += 1;
    else
      result.failures.push({ q: question.q, profile: question.profile, answer: reply.text, expected: question.expect });
  }
  return result;
}

/**
 * Time to first token of whole visitor turns as the POST /ai/chat handler runs them, minus HTTP:
 * the conversation stored, the profile loaded, the safety check, the engine, the answer stored.
 */
export async function timeStoredTurns(set: EvalFile, engine: ChatEngine = builtInEngine): Promise<number[]> {
  const byKey = new Map(set.profiles.map((p) => [p.key, p.girl.stageName]));
  const times: number[] = [];
  for (const question of set.questions) {
    const started = performance.now();
    let first: number | null = null;
    const turn = await prepareTurn(
      VISITOR,
      ChatRequestSchema.parse({ mode: 'info', stageName: byKey.get(question.profile), message: question.q }),
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
      { text: () => (first ??= performance.now() - started), draft: () => undefined },
    );
    await finishTurn(turn.conversationId, reply.text, reply.state);
    times.push(first ?? performance.now() - started);
  }
  return times;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}
