import { describe, expect, it } from 'vitest';
import { detectIntents } from './info-intents';
import { readIntents } from './question-reader';
import { testProfile } from './test-profile';

// The trained reader (NLP.js, decision 047): it names the field of a question no pattern reads,
// and names none when a question's only known words are the question frame's.

describe('the trained question reader', () => {
  it('reads the field of a question the patterns do not read', async () => {
    const profile = testProfile();
    for (const [question, field] of [
      ['her frame', 'physique'],
      ['her strength numbers', 'lifts'],
      ['town she lives in', 'location'],
    ] as const) {
      expect(detectIntents(question, profile), question).toEqual([]);
      expect(await readIntents(question), question).toEqual([field]);
    }
  }, 60_000);

  it('reads the fields the patterns read too, in other words', async () => {
    expect(await readIntents('what nation is she from')).toEqual(['location']);
    expect(await readIntents('upcoming trips?')).toEqual(['travels']);
    expect(await readIntents('social media handles')).toEqual(['links']);
  }, 60_000);

  it('names no field for a question about something her profile has no field for, or for a bare frame', async () => {
    expect(await readIntents('what is her favourite colour')).toEqual([]);
    expect(await readIntents('what is her')).toEqual([]);
  }, 60_000);
});
