import { describe, expect, it } from 'vitest';
import { answerQuestion } from './info-answers';
import { inWidePlace, WIDE_PLACES } from './wide-places';
import { testProfile } from '../../../tests/fixtures/chat-profile';

const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };
const say = (q: string, profile = testProfile()) => answerQuestion(q, profile, ctx).text;
const berlin = testProfile({ city: 'Berlin', state: 'Berlin', country: 'Germany', travels: [] });
const chicago = testProfile({ city: 'Chicago', state: 'IL', country: 'United States', travels: [] });

describe('a continent or a part of a country', () => {
  it('is a yes when her home is in it, a no when it is not', () => {
    expect(say('is she in europe', berlin)).toMatch(/^Yes: she is based in Berlin/);
    expect(say('is she based in asia', berlin)).toMatch(/^No: she is based in Berlin/);
    expect(say('is she in the midwest', chicago)).toMatch(/^Yes: she is based in Chicago/);
    expect(say('is she in the pacific northwest', chicago)).toMatch(/^No: she is based in Chicago/);
    expect(say('is she based in new england', chicago)).toMatch(/^No: she is based in Chicago/);
    expect(say('is she in the midwest', berlin)).toMatch(/^No: she is based in Berlin/);
  });
  it('is neither where people disagree, or where her country is unknown', () => {
    expect(inWidePlace('europe', { state: null, country: 'Turkey' })).toBeNull();
    expect(inWidePlace('southwest', { state: 'TX', country: 'United States' })).toBeNull();
    expect(inWidePlace('north', { state: 'MN', country: 'United States' })).toBeNull();
    expect(inWidePlace('europe', { state: null, country: 'Atlantis' })).toBeNull();
    expect(inWidePlace('midwest', { state: 'OH', country: '' })).toBeNull();
    expect(inWidePlace('midwest', { state: null, country: 'USA' })).toBeNull();
    expect(inWidePlace('narnia', { state: 'OH', country: 'USA' })).toBeNull();
  });
  it('reads her state by name or code, her country by name or code', () => {
    expect(inWidePlace('midwest', { state: 'Ohio', country: 'USA' })).toBe(true);
    expect(inWidePlace('new england', { state: 'VT', country: 'United States' })).toBe(true);
    expect(inWidePlace('scandinavia', { state: null, country: 'SE' })).toBe(true);
    expect(inWidePlace('scandinavia', { state: null, country: 'Finland' })).toBeNull();
    expect(inWidePlace('south america', { state: null, country: 'Brazil' })).toBe(true);
    expect(inWidePlace('south america', { state: null, country: 'Mexico' })).toBe(false);
  });
  it('holds for each wide place a country or state surely in it, and one people disagree about', () => {
    const cases: [string, string, string | null][] = [
      ['europe', 'DE', 'TR'],
      ['asia', 'JP', 'RU'],
      ['africa', 'KE', null],
      ['oceania', 'NZ', null],
      ['scandinavia', 'NO', 'FI'],
      ['caribbean', 'JM', null],
      ['north america', 'CA', 'CR'],
      ['north america', 'CA', 'JM'],
      ['south america', 'BR', null],
      ['latin america', 'CR', 'HT'],
      ['latin america', 'MX', null],
      ['central america', 'PA', 'MX'],
      ['middle east', 'AE', 'PK'],
    ];
    for (const [wide, inside, unsure] of cases) {
      expect(inWidePlace(wide, { state: null, country: inside }), `${wide} ${inside}`).toBe(true);
      if (unsure) expect(inWidePlace(wide, { state: null, country: unsure }), `${wide} ${unsure}`).toBeNull();
    }
    const states: [string, string, string | null][] = [
      ['midwest', 'OH', null],
      ['northeast', 'NY', 'MD'],
      ['new england', 'VT', null],
      ['east coast', 'FL', 'PA'],
      ['west coast', 'OR', 'HI'],
      ['pacific northwest', 'WA', 'ID'],
      ['south', 'TX', 'OK'],
      ['southeast', 'GA', 'KY'],
      ['southwest', 'NM', 'TX'],
    ];
    for (const [wide, inside, unsure] of states) {
      expect(inWidePlace(wide, { state: inside, country: 'US' }), `${wide} ${inside}`).toBe(true);
      if (unsure) expect(inWidePlace(wide, { state: unsure, country: 'US' }), `${wide} ${unsure}`).toBeNull();
    }
  });
  it('is a yes for a trip when one of her trips is in it, a no when none is', () => {
    const touring = testProfile({
      travels: [
        {
          city: 'London',
          state: 'England',
          country: 'United Kingdom',
          dateBegins: '2027-01-10',
          dateEnds: '2027-01-12',
        },
      ],
    });
    expect(say('will she travel to europe', touring)).toMatch(/^Yes/);
    expect(say('will she travel to asia', touring)).toMatch(/^No/);
  });
  it('every wide place is read as a place', () => {
    for (const wide of WIDE_PLACES) expect(inWidePlace(wide, { state: null, country: null }), wide).toBeNull();
  });
});
