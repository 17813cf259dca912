import { describe, expect, it } from 'vitest';
import { answerQuestion } from './info-answers';
import { knownPlace } from './known-places';
import { WORN_OR_FELT } from './yes-no';
import { testProfile } from '../../../tests/fixtures/chat-profile';

// Her home is Las Vegas, her trips Chicago and Denver.
const p = testProfile();

describe('knownPlace', () => {
  it('knows cities, provinces, countries, US states by name and code, regions and her own places', () => {
    for (const place of ['ohio', 'oh', 'munich', 'bavaria', 'germany', 'socal', 'bay', 'united states', 'denver'])
      expect(knownPlace(place, p), place).toBe(place);
    expect(knownPlace('Reno, Nevada', p)).toBe('reno nevada');
    expect(knownPlace('Springfield', testProfile({ city: 'Springfield', state: 'IL' }))).toBe('springfield');
  });
  it('reads what a guy says she wears or how she is as no place', () => {
    for (const words of ['boots', 'bikini', 'heels', 'singlets', 'fighting form', 'mood', 'pain', 'shape', 'gloves'])
      expect(knownPlace(words, p), words).toBeNull();
    expect(knownPlace('', p)).toBeNull();
    expect(knownPlace('boots nevada', p)).toBeNull();
    // "Most" is a Czech district: only first-level regions are read, so a common word stays a word.
    expect(knownPlace('most', p)).toBeNull();
  });
  it('takes a misspelling by one letter of her places, a country or a US state, never of a short word', () => {
    expect(knownPlace('chicgo', p)).toBe('chicago');
    expect(knownPlace('cihcago', p)).toBe('chicago');
    expect(knownPlace('denverr', p)).toBe('denver');
    expect(knownPlace('germnay', p)).toBe('germany');
    expect(knownPlace('nevadda', p)).toBe('nevada');
    expect(knownPlace('denvr', p)).toBe('denver');
    expect(knownPlace('texsa', p)).toBe('texas');
    expect(knownPlace('denvor', p)).toBe('denver');
    expect(knownPlace('ohoi', p)).toBeNull();
    expect(knownPlace('chcgo', p)).toBeNull();
  });
  it('reads each short word the data lacks as a place', () => {
    for (const words of ['us', 'u s', 'united states', 'socal', 'so cal', 'norcal', 'nor cal'])
      expect(knownPlace(words, p), words).toBe(words);
    for (const words of ['southern california', 'northern california']) expect(knownPlace(words, p), words).toBe(words);
  });
  it('reads a continent or a part of a country as a place, and says yes or no when her home is in it or not', () => {
    const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };
    const answers: Record<string, RegExp> = {
      yes: /^Yes: she is based in Las Vegas/,
      no: /^No: she is based in Las Vegas/,
      open: /^She is based in Las Vegas/,
    };
    const expected: [string, keyof typeof answers][] = [
      ['europe', 'no'],
      ['asia', 'no'],
      ['africa', 'no'],
      ['oceania', 'no'],
      ['scandinavia', 'no'],
      ['caribbean', 'no'],
      ['north america', 'yes'],
      ['south america', 'no'],
      ['latin america', 'no'],
      ['central america', 'no'],
      ['middle east', 'no'],
      ['midwest', 'no'],
      ['east coast', 'no'],
      ['west coast', 'no'],
      ['new england', 'no'],
      ['pacific northwest', 'no'],
      ['south', 'no'],
      ['north', 'open'],
      ['southwest', 'open'],
      ['northeast', 'no'],
      ['southeast', 'no'],
    ];
    for (const [wide, answer] of expected) {
      expect(knownPlace(wide, p), wide).toBe(wide);
      expect(answerQuestion(`is she based in the ${wide}`, p, ctx).text, wide).toMatch(answers[answer]!);
    }
  });
  it('knows no word of what she wears or how she is as a place', () => {
    for (const word of WORN_OR_FELT) expect(knownPlace(word, p), word).toBeNull();
  });
});
