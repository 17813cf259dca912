import { describe, expect, it } from 'vitest';
import { answerQuestion } from './info-answers';
import { testProfile } from './test-profile';

// The yes/no lead of an answer, decided from her values (her other answers: info-answers.test.ts).
const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };
const lifts = [
  { label: 'Deadlift', lbs: 315 },
  { label: 'Squat', lbs: 225 },
  { label: 'Bench press', lbs: 135 },
  { label: 'Leg press', lbs: 500 },
];
// 5'11" (180 cm), 150 lbs (68 kg), 31, in Las Vegas.
const p = testProfile({ height: 71, weight: 150, age: 31, lifts });
const say = (q: string, profile = p) => answerQuestion(q, profile, ctx).text;

describe('her home city named in full, by its short form or with her state', () => {
  it('is a yes', () => {
    expect(say('is she in las vegas')).toMatch(/^Yes: she is based in Las Vegas, Nevada, United States\./);
    expect(say('is she based in vegas')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she from las vegas nevada')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she from las vegas nv')).toMatch(/^Yes: she is based in Las Vegas/);
    expect(say('is she from reno nevada')).toMatch(/^No: she is based in Las Vegas/);
    const dc = testProfile({ city: 'Washington', state: 'DC' });
    expect(say('is she from washington dc', dc)).toMatch(/^Yes: she is based in Washington/);
  });
});
