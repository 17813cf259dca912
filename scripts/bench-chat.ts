// npm run bench:chat – the AI chat's built-in engine on its evaluation (tests/helpers/chat-eval.ts):
// information questions generated from 26 seeded profiles (scripts/seed/eval-profiles.ts), half of
// them hand-written held-out paraphrases (tests/fixtures/chat-eval.json), graded by the profile
// field's value; and multi-turn booking conversations graded by their final slots or refusal.
// Seeds into a fresh embedded database (a temporary DATA_DIR). Prints accuracy per category, the
// "I don't know although the profile answers" rate, the "answered what the profile does not say"
// rate (must be 0), and p50/p95 turn times: engine turns (info and booking, BENCH_CHAT_ROUNDS
// rounds, default 5, after the scored round) and whole stored turns (PGlite) without HTTP.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'matside-bench-chat-'));
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL ??= 'warn';
delete process.env.DATABASE_URL; // never a real database: this run inserts its own girls
const rounds = Number(process.env.BENCH_CHAT_ROUNDS ?? 5);
const log = (message: string) => console.log(`[bench:chat] ${message}`);

const { closeDb } = await import('@/server/db');
const { buildEvalSet, percentile, runBookingEval, runInfoEval, seedEvalSet, timeStoredTurns } =
  await import('../tests/helpers/chat-eval');

const pct = (n: number, d: number) => `${n}/${d} = ${d ? ((100 * n) / d).toFixed(1) : '0.0'}%`;
const ms = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms over ${values.length} turns`;

try {
  // The held-out paraphrase set (tests/fixtures/chat-paraphrase/), graded by its README.
  const paraphrase = await import('../tests/helpers/chat-paraphrase');
  const seedStarted = performance.now();
  const profiles = await paraphrase.seedParaphraseProfiles();
  log(`paraphrase set: seeded ${profiles.size} girls in ${(performance.now() - seedStarted).toFixed(0)} ms`);
  const reader = await import('@/features/ai-chat/question-reader');
  await reader.questionReader();
  log(`question reader (NLP.js) trained at start-up in ${reader.readerTrainingMs.toFixed(0)} ms`);
  const q = await paraphrase.runParaphraseQuestions(profiles);
  const d = await paraphrase.runParaphraseDialogs(profiles);
  log(`paraphrase information right: ${pct(q.right, q.total)}`);
  for (const [kind, c] of Object.entries(q.byKind)) log(`  ${kind}: ${pct(c.right, c.total)}`);
  log(`paraphrase "I don't know" where the profile answers: ${pct(q.idk, q.answerable)}`);
  log(
    `paraphrase wrong / invented: ${q.invented}; private refused ${pct(q.privateRefused, q.privateTotal)}, leaks ${q.leaks}`,
  );
  log(`paraphrase dialogs right: ${pct(d.right, d.total)}`);
  for (const [kind, c] of Object.entries(d.byKind)) log(`  ${kind}: ${pct(c.right, c.total)}`);
  log(`paraphrase turn time, engine: ${ms([...q.turnMs, ...d.turnMs])}`);
  if (process.env.BENCH_CHAT_MISSES) {
    for (const m of q.misses) log(`MISS paraphrase ${m.id} (${m.kind}) ${m.question} → ${m.reply}`);
    for (const m of d.misses) log(`MISS paraphrase dialog ${m.id}: ${m.why}`);
  }
  if (process.env.BENCH_CHAT_PARAPHRASE_ONLY) process.exit(0);

  const set = buildEvalSet();
  await seedEvalSet(set);
  const info = await runInfoEval(set);
  const booking = await runBookingEval(set);
  log(`information: ${set.questions.length} questions over ${set.profiles.length} seeded profiles (built-in engine)`);
  log(`information accuracy: ${pct(info.correct, info.total)}`);
  for (const [category, c] of Object.entries(info.byCategory)) log(`  ${category}: ${pct(c.correct, c.total)}`);
  log(`  held-out paraphrases only: ${pct(info.heldOut.correct, info.heldOut.total)}`);
  log(`"I don't know" where the profile answers: ${pct(info.falseUnknown, info.answerable)}`);
  log(`answered what the profile does not say (must be 0): ${pct(info.invented, info.unanswerable)}`);
  log(`booking conversations: ${pct(booking.correct, booking.total)} with the expected final slots or refusal`);
  for (const [category, c] of Object.entries(booking.byCategory)) log(`  ${category}: ${pct(c.correct, c.total)}`);
  const engineTurns = [...info.turnMs, ...booking.turnMs];
  for (let i = 0; i < rounds; i++) {
    engineTurns.push(...(await runInfoEval(set)).turnMs, ...(await runBookingEval(set)).turnMs);
  }
  log(`turn time, engine (info + booking): ${ms(engineTurns)}`);
  log(
    `turn time, whole stored info turn (conversation + profile load + engine + both messages, PGlite): ${ms(await timeStoredTurns(set))}`,
  );
  for (const f of info.failures) log(`MISS info [${f.profile}] ${f.q} → ${f.answer.replaceAll('\n', ' | ')}`);
  for (const f of booking.failures) log(`MISS booking [${f.profile}] ${f.name}: ${f.why}`);
} finally {
  await closeDb();
  await rm(dataDir, { recursive: true, force: true });
}
