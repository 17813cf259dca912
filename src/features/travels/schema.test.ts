import { describe, expect, it } from 'vitest';
import { TRAVEL_MESSAGES, isPastDay, serverMinTravelDay, travelFormSchema, type TravelDateRules } from './schema';

const rules: TravelDateRules = { minDate: '2030-06-10' };
const valid = {
  dateBegins: '2030-06-10',
  dateEnds: '2030-06-12',
  city: ' Austin ',
  state: 'tx',
  country: 'United States',
};

function messages(input: unknown, r: TravelDateRules = rules) {
  const result = travelFormSchema(r).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('travelFormSchema', () => {
  it('accepts a trip starting today, trims and upper-cases a US state code', () => {
    expect(travelFormSchema(rules).parse(valid)).toEqual({ ...valid, city: 'Austin', state: 'TX' });
  });

  it('gives the spec messages for empty fields', () => {
    expect(messages({ dateBegins: '', dateEnds: '', city: '', state: '', country: '' })).toEqual({
      dateBegins: TRAVEL_MESSAGES.startRequired,
      dateEnds: TRAVEL_MESSAGES.endRequired,
      city: TRAVEL_MESSAGES.cityRequired,
      // No state message: without a country a state is not required.
      country: TRAVEL_MESSAGES.countryRequired,
    });
    expect(messages({ ...valid, state: '', country: 'United States' })).toEqual({ state: 'State is required' });
    expect(messages({ ...valid, state: '', country: 'Italy' })).toEqual({});
    expect(TRAVEL_MESSAGES.startRequired).toBe('Start Date is required');
    expect(TRAVEL_MESSAGES.endRequired).toBe('End Date is required');
  });

  it('blocks past dates', () => {
    expect(messages({ ...valid, dateBegins: '2030-06-09' })).toEqual({ dateBegins: TRAVEL_MESSAGES.past });
    expect(messages({ ...valid, dateBegins: '2030-06-01', dateEnds: '2030-06-09' })).toMatchObject({
      dateEnds: TRAVEL_MESSAGES.past,
    });
  });

  it('keeps already stored past dates allowed when editing', () => {
    const keep = { dateBegins: '2030-06-01', dateEnds: '2030-06-20' };
    expect(messages({ ...valid, ...keep }, { ...rules, keep })).toEqual({});
    expect(messages({ ...valid, dateBegins: '2030-06-02', dateEnds: '2030-06-20' }, { ...rules, keep })).toEqual({
      dateBegins: TRAVEL_MESSAGES.past,
    });
  });

  it('refuses an end before the start, impossible days and an unknown US state', () => {
    expect(messages({ ...valid, dateEnds: '2030-06-09', dateBegins: '2030-06-10' }, { minDate: '2030-01-01' })).toEqual(
      { dateEnds: TRAVEL_MESSAGES.endBeforeStart },
    );
    expect(messages({ ...valid, dateEnds: '2030-02-30' }, { minDate: '2030-01-01' })).toMatchObject({
      dateEnds: TRAVEL_MESSAGES.endRequired,
    });
    expect(messages({ ...valid, state: 'Texas' })).toEqual({ state: TRAVEL_MESSAGES.usState });
    expect(messages({ ...valid, country: 'Germany', state: 'Bavaria' })).toEqual({});
  });

  it('caps text at 100 characters', () => {
    expect(messages({ ...valid, city: 'x'.repeat(101) })).toEqual({ city: 'Too long (max characters: 100)' });
  });
});

describe('date helpers', () => {
  it('compares yyyy-MM-dd days', () => {
    expect(isPastDay('2030-06-09', '2030-06-10')).toBe(true);
    expect(isPastDay('2030-06-10', '2030-06-10')).toBe(false);
  });
  it('lets the server accept yesterday (UTC) for time zones west of UTC', () => {
    expect(serverMinTravelDay(new Date('2030-06-10T02:00:00Z'))).toBe('2030-06-09');
  });
});
