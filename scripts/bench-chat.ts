// npm run bench:chat – the AI chat's built-in engine on its evaluation set
// (tests/fixtures/chat-eval.json, ≥ 40 questions over several profiles with their expected facts).
// Seeds the set's profiles into a fresh embedded database (a temporary DATA_DIR), asks every
// question through the engine over the profile the chat really loads, and prints the accuracy,
// the share of "I don't know" answers where the profile has no answer, and p50/p95 time to first
// token (BENCH_CHAT_ROUNDS rounds, default 20, after one warm-up round): of the engine alone, and
// of whole turns as the POST /ai/chat handler runs them (visitor, stored conversation, profile
// loaded from the database), without the HTTP framing.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'matside-bench-chat-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
delete process.env.DATABASE_URL; // never a real database: this run inserts its own girls
const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 20);
const log = (message: string) => console.log(`[bench:chat] ${message}`);

const { closeDb } = await import('@/server/db');
const { loadEvalSet, percentile, runEval, seedEvalProfiles, timeStoredTurns } =
  await import('../tests/helpers/chat-eval');

try {
  const set = loadEvalSet();
  await seedEvalProfiles(set);
  log(`${set.questions.length} questions over ${set.profiles.length} seeded profiles (built-in engine)`);
  const first = await runEval(set); // warm-up round; its answers are the ones scored
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) times.push(...(await runEval(set)).firstTokenMs);
  const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
  log(`accuracy: ${first.correct}/${first.total} = ${pct(first.correct, first.total)}`);
  log(
    `"I don't know" where the profile has no answer: ${first.unknownAnswered}/${first.unknownExpected} = ${pct(first.unknownAnswered, first.unknownExpected)}`,
  );
  log(`"I don't know" where the profile does answer: ${first.falseUnknown}/${first.total - first.unknownExpected}`);
  log(
    `time to first token, engine only, over ${times.length} answers: p50 ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
  await timeStoredTurns(set); // warm-up
  const turns: number[] = [];
  for (let i = 0; i < Math.max(1, Math.floor(rounds / 4)); i++) turns.push(...(await timeStoredTurns(set)));
  log(
    `time to first token, whole stored turn (conversation + profile load + engine, PGlite), over ${turns.length} turns: p50 ${percentile(turns, 50).toFixed(2)} ms, p95 ${percentile(turns, 95).toFixed(2)} ms`,
  );
  for (const f of first.failures)
    log(`MISS [${f.profile}] ${f.q} → ${f.answer} (expected ${JSON.stringify(f.expected)})`);
} finally {
  await closeDb();
  await rm(dataDir, { recursive: true, force: true });
}
