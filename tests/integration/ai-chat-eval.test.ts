import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildEvalSet, runBookingEval, runInfoEval, seedEvalSet } from '../helpers/chat-eval';

// The built-in engine on the evaluation `npm run bench:chat` prints: information answers graded by
// the profile field's value, never an answer where the profile says nothing, booking conversations
// ending with the expected slots or refusal; and the held-out paraphrases are named nowhere in src/.

function sourceTexts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceTexts(full);
    return /\.(ts|tsx)$/.test(name) ? [readFileSync(full, 'utf8').toLowerCase()] : [];
  });
}

describe('built-in engine on the evaluation', () => {
  it('meets its targets: information ≥ 95%, nothing invented, booking conversations ≥ 95%; today all right', async () => {
    const set = buildEvalSet();
    expect(set.questions.length).toBeGreaterThanOrEqual(150);
    expect(set.profiles.length).toBeGreaterThanOrEqual(25);
    await seedEvalSet(set);
    const info = await runInfoEval(set);
    expect(info.invented).toBe(0);
    expect(info.correct / info.total, JSON.stringify(info.failures.slice(0, 5))).toBeGreaterThanOrEqual(0.95);
    const booking = await runBookingEval(set);
    expect(booking.total).toBeGreaterThanOrEqual(40);
    expect(booking.correct / booking.total, JSON.stringify(booking.failures.slice(0, 5))).toBeGreaterThanOrEqual(0.95);
    // Decision 047's figures: every question and conversation right (403/403, 42/42), so a miss is ground lost.
    expect(info.failures).toEqual([]);
    expect(booking.failures).toEqual([]);
  }, 120_000);

  it('a held-out half of the questions: none of their texts appears in src/', () => {
    const set = buildEvalSet();
    const heldOut = set.questions.filter((q) => q.heldOut);
    expect(heldOut.length * 2).toBeGreaterThanOrEqual(set.questions.length - 1);
    const sources = sourceTexts(path.resolve(import.meta.dirname, '../../src'));
    const named = [...new Set(heldOut.map((q) => q.q.toLowerCase()))].filter((q) => sources.some((s) => s.includes(q)));
    expect(named).toEqual([]);
  });
});
