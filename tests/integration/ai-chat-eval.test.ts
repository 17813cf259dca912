import { describe, expect, it } from 'vitest';
import { UNKNOWN_ANSWER } from '@/features/ai-chat/info-answers';
import { loadEvalSet, runEval, seedEvalProfiles } from '../helpers/chat-eval';

// The built-in engine over the evaluation set's seeded profiles (the set `npm run bench:chat`
// scores): it answers from what the profiles say, says "I don't know" where they say nothing,
// and never answers a wrong fact: a question it misses gets "I don't know", not a guess.

describe('built-in engine on the evaluation set', () => {
  it('is accurate, knows what it does not know, and never invents', async () => {
    const set = loadEvalSet();
    expect(set.questions.length).toBeGreaterThanOrEqual(40);
    await seedEvalProfiles(set);
    const result = await runEval(set);
    expect(result.unknownAnswered).toBe(result.unknownExpected);
    expect(result.correct / result.total).toBeGreaterThanOrEqual(0.9);
    for (const miss of result.failures) expect(miss.answer, miss.q).toBe(UNKNOWN_ANSWER);
  });
});
