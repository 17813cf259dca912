import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectIntents } from './info-intents';
import { readIntents } from './question-reader';
import { testProfile } from '../../../tests/fixtures/chat-profile';

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
    expect(await readIntents('did she compete nationally')).toEqual(['experience']);
  }, 60_000);

  it('names every field it is trained on, in words of that field', async () => {
    for (const [question, field] of [
      ['her hometown please', 'location'],
      ['which region is she in', 'location'],
      ['her stature in inches', 'height'],
      ['her hieght', 'height'],
      ['her weight in kilos', 'weight'],
      ['her wieght in pounds', 'weight'],
      ['her age in years', 'age'],
      ['her body type', 'physique'],
      ['what does she look like', 'physique'],
      ['her deadlift max', 'lifts'],
      ['how strong is she', 'lifts'],
      ['her clip store', 'links'],
      ['her onlyfans', 'links'],
      ['her session types', 'services'],
      ['her next city', 'travels'],
      ['is she touring soon', 'travels'],
      ['did she compete in college', 'experience'],
      ['is she ok with a first timer', 'beginners'],
      ['newbie friendly?', 'beginners'],
      ['her cell number', 'contact'],
      ['her date of birth', 'contact'],
      ['her tribute', 'rates'],
      ['how much is her fee', 'rates'],
    ] as const) {
      expect(await readIntents(question), question).toEqual([field]);
    }
  }, 60_000);

  it('names no field for a question about something her profile has no field for, or for a bare frame', async () => {
    expect(await readIntents('what is her favourite colour')).toEqual([]);
    expect(await readIntents('what is her')).toEqual([]);
  }, 60_000);

  it('takes no guess it is unsure of: a question between two fields names neither', async () => {
    // "background" is experience's word, "grappling" services': the classifier's best guess is
    // below the threshold, and "I don't know" is better than the wrong field.
    expect(await readIntents('her background in grappling')).toEqual([]);
  }, 60_000);

  it('writes nothing to disk: the model lives in memory only', async () => {
    await readIntents('her hieght');
    expect(existsSync(path.join(process.cwd(), 'model.nlp'))).toBe(false);
  }, 60_000);
});
