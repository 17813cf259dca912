import { describe, expect, it } from 'vitest';
import { bookingTurn } from './booking-dialog';
import { parseWhenChange } from './booking-slots';
import { nextYearly, spokenDay } from './booking-time';
import { INITIAL_BOOKING_STATE, type BookingDialogState, type BookingTurn } from './booking-state';
import type { DateContext } from './dates';
import { profilePlaces, testProfile } from '../../../tests/fixtures/chat-profile';

// Monday 23 Nov 2026, 10:00 AM in New York. She lives in Memphis (Central time) and travels to
// San Francisco on 10–14 Jan 2027.
const NOW = new Date('2026-11-23T15:00:00Z');
const newYork: DateContext = { now: NOW, offsetMinutes: -300, timeZone: 'America/New_York' };
const profile = testProfile({
  city: 'Memphis',
  state: 'TN',
  travels: [
    { city: 'San Francisco', state: 'CA', country: 'United States', dateBegins: '2027-01-10', dateEnds: '2027-01-14' },
  ],
});
const placeAt = profilePlaces(profile);
const REST = ['1 hour', 'MMA', 'skip', 'none', 'none', 'none'];

async function run(messages: string[], ctx: DateContext = newYork, state: BookingDialogState = INITIAL_BOOKING_STATE) {
  let last: BookingTurn = { reply: '', state, draft: null };
  for (const message of messages) last = await bookingTurn(last.state, message, profile, ctx, placeAt);
  return last;
}

describe('one clock: a typed time is read where the session happens', () => {
  it('reads "Mon Jan 4, 8 pm" on Memphis time and shows his New York clock beside it', async () => {
    const r = await run(['Mon Jan 4, 8 pm', ...REST]);
    expect(r.draft?.values.time).toBe('2027-01-05T02:00:00.000Z');
    expect(r.draft?.timeLabel).toBe('Mon 01-04-2027 8:00 PM CST in Memphis, 9:00 PM your time');
  });

  it('gives the same instant whatever his zone, and shows only hers when his clock agrees', async () => {
    const adelaide: DateContext = { now: NOW, offsetMinutes: 630, timeZone: 'Australia/Adelaide' };
    const memphis: DateContext = { now: NOW, offsetMinutes: -360, timeZone: 'America/Chicago' };
    const far = await run(['Mon Jan 4, 8 pm', ...REST], adelaide);
    const near = await run(['Mon Jan 4, 8 pm', ...REST], memphis);
    expect(far.draft?.values.time).toBe('2027-01-05T02:00:00.000Z');
    expect(far.draft?.timeLabel).toBe('Mon 01-04-2027 8:00 PM CST in Memphis, Tue 01-05-2027 12:30 PM your time');
    expect(near.draft?.values.time).toBe('2027-01-05T02:00:00.000Z');
    expect(near.draft?.timeLabel).toBe('Mon 01-04-2027 8:00 PM CST');
  });

  it('reads a time on a travel day on the travel city’s clock ("3pm in San Francisco" is 3 PM PST)', async () => {
    const r = await run(['Jan 12 at 3pm in San Francisco', '1 hour', 'MMA', 'none', 'none', 'none']);
    expect(r.draft?.values.session_location).toBe('San Francisco, California, United States');
    expect(r.draft?.values.time).toBe('2027-01-12T23:00:00.000Z');
    expect(r.draft?.timeLabel).toBe('Tue 01-12-2027 3:00 PM PST in San Francisco, 6:00 PM your time');
  });

  it('follows her clock across the March DST change', async () => {
    const before = await run(['March 13 2027 at 8pm', ...REST]);
    const after = await run(['March 14 2027 at 8pm', ...REST]);
    expect(before.draft?.values.time).toBe('2027-03-14T02:00:00.000Z');
    expect(after.draft?.values.time).toBe('2027-03-15T01:00:00.000Z');
    expect(after.draft?.timeLabel).toBe('Sun 03-14-2027 8:00 PM CDT in Memphis, 9:00 PM your time');
  });
});

describe('corrections change only the date or time slot of the draft', () => {
  const start = ['thu dec 3, 6 pm', ...REST];

  it('"actually, friday then" moves the draft to the Friday of that week', async () => {
    const r = await run([...start, 'actually, friday then']);
    expect(r.reply).toMatch(/^Changed the date and time\. Here is your booking request for Fri 12-04-2026 6:00 PM CST/);
    const before = await run(start);
    expect(r.draft?.values).toEqual({ ...before.draft!.values, time: '2026-12-05T00:00:00.000Z' });
  });

  it('"the 5th, instead", "one hour later", "same time, a week later"', async () => {
    const fifth = await run([...start, 'the 5th, instead']);
    expect(fifth.draft?.timeLabel).toMatch(/^Sat 12-05-2026 6:00 PM CST/);
    const later = await run([...start, 'one hour later']);
    expect(later.draft?.timeLabel).toMatch(/^Thu 12-03-2026 7:00 PM CST/);
    const earlier = await run([...start, 'make it 30 minutes earlier']);
    expect(earlier.draft?.timeLabel).toMatch(/^Thu 12-03-2026 5:30 PM CST/);
    const week = await run([...start, 'same time, a week later']);
    expect(week.draft?.timeLabel).toMatch(/^Thu 12-10-2026 6:00 PM CST/);
    for (const r of [fifth, later, earlier, week]) {
      expect(r.draft?.values).toMatchObject({ session_length: '1 hour', desired_session_type: 'MMA' });
    }
  });

  it('mid-dialog, a correction changes the time and asks the current question again', async () => {
    const r = await run(['thu dec 3, 6 pm', '1 hour', 'make it friday instead']);
    expect(r.state.values).toEqual({ time: '2026-12-05T00:00:00.000Z', session_length: '1 hour' });
    expect(r.reply).toMatch(/^Changed the date and time\. What type of session/);
  });
});

describe('the past, far dates and lengths the form does not take', () => {
  it('refuses "last Friday, 7pm" as the past, never the coming Friday', async () => {
    const r = await run(['last Friday, 7pm']);
    expect(r.reply).toMatch(/^Select a date in the future\. Fri 11-20-2026 is in the past\./);
    expect(r.state.values.time).toBeUndefined();
  });

  it('asks back a date more than a year ahead, and takes the suggestion on yes', async () => {
    const r = await run(['Dec 2 2031, 6 pm']);
    expect(r.reply).toBe('That is in 2031; did you mean Dec 2, 2026?');
    expect(r.state.values.time).toBeUndefined();
    const yes = await run(['yes'], newYork, r.state);
    expect(yes.state.values.time).toBe('2026-12-03T00:00:00.000Z');
    expect(yes.state.asking).toBe('session_length');
    const other = await run(['no, Jan 4 at 8pm'], newYork, r.state);
    expect(other.state.values.time).toBe('2027-01-05T02:00:00.000Z');
    // A month and day already gone this year is offered next year.
    const march = await run(['March 3 2030 at 6pm']);
    expect(march.reply).toBe('That is in 2030; did you mean Mar 3, 2027?');
  });

  it('refuses a length the form does not take with the form’s message', async () => {
    const r = await run(['Dec 4 at 7pm', '30 hours']);
    expect(r.reply).toBe(
      'Enter a session length from 15 minutes to 12 hours, e.g. "1 hour". How long should the session be? For example "1 hour" or "90 minutes".',
    );
    expect(r.state.values.session_length).toBeUndefined();
    const ok = await run(['1h30'], newYork, r.state);
    expect(ok.state.values.session_length).toBe('1 hour 30 minutes');
  });
});

describe('a date moved off her trip', () => {
  it('drops the trip’s place it had filled in, and asks for a place again', async () => {
    const r = await run(['Jan 12 at 3pm', '1 hour']);
    expect(r.state.values.session_location).toBe('San Francisco, California, United States');
    const home = await run(['Jan 20 at 3pm'], newYork, r.state);
    expect(home.state.values).toEqual({ time: '2027-01-20T21:00:00.000Z', session_length: '1 hour' });
    expect(home.state.locationCity).toBeUndefined();
  });
});

describe('parseWhenChange: a change read against the drafted wall time', () => {
  // Drafted: Thursday 3 Dec 2026, 6 PM on her clock; today is Monday 23 Nov in New York.
  const change = (text: string, wall = '2026-12-03T18:00') => {
    const r = parseWhenChange(text, newYork, wall);
    return r && [r.day, r.time];
  };

  it('shifts the drafted time by the amount and the direction said', () => {
    expect(change('two hours later')).toEqual(['2026-12-03', '20:00']);
    expect(change('three hours earlier')).toEqual(['2026-12-03', '15:00']);
    expect(change('half an hr later')).toEqual(['2026-12-03', '18:30']);
    expect(change('one hour earlier')).toEqual(['2026-12-03', '17:00']);
    expect(change('90 minutes later')).toEqual(['2026-12-03', '19:30']);
    expect(change('1.5 hours sooner')).toEqual(['2026-12-03', '16:30']);
    expect(change('2 hrs after')).toEqual(['2026-12-03', '20:00']);
    expect(change('30 mins before')).toEqual(['2026-12-03', '17:30']);
    expect(change('5 hours later', '2026-12-03T21:00')).toEqual(['2026-12-04', '02:00']);
  });

  it('moves a week with the same time only when both are said', () => {
    expect(change('same time, next week')).toEqual(['2026-12-10', '18:00']);
    expect(change('a week later')).toEqual(['2026-12-10', '18:00']);
    expect(change('same time')).toBeNull();
    expect(change('next week')).toEqual(['2026-11-30', null]);
  });

  it('a weekday alone is the one of the drafted week; "next" or a gone day is read as said', () => {
    expect(change('make it tuesday')).toEqual(['2026-12-01', null]);
    expect(change('make it monday')).toEqual(['2026-11-30', null]);
    expect(change('make it sunday')).toEqual(['2026-12-06', null]);
    // The Saturday of Tue 24 Nov's week has gone (21 Nov): the coming one.
    expect(change('make it saturday', '2026-11-24T18:00')).toEqual(['2026-11-28', null]);
    // The Monday of that week is today: still to come.
    expect(change('make it monday', '2026-11-24T18:00')).toEqual(['2026-11-23', null]);
  });

  it('"the 1st" is of the drafted month; one gone is of the next month', () => {
    expect(change('the 1st instead')).toEqual(['2026-12-01', null]);
    expect(change('the 20th instead', '2026-11-28T18:00')).toEqual(['2026-12-20', null]);
    expect(change('the 23rd instead', '2026-11-28T18:00')).toEqual(['2026-11-23', null]);
    expect(change('the 5th of january')).toEqual(['2027-01-05', null]);
    // With a time, both change ("the 5th at 7pm" read the time alone before).
    expect(change('the 5th at 7pm')).toEqual(['2026-12-05', '19:00']);
    expect(parseWhenChange('the 5th at 7pm', newYork, undefined)).toEqual({ day: '2026-12-05', time: '19:00' });
  });

  it('an hour without am/pm keeps the drafted half of the day; one with it is taken as said', () => {
    expect(change('make it 8:30')).toEqual([null, '20:30']);
    expect(change('make it 8:30am')).toEqual([null, '08:30']);
    expect(change('make it 8:30', '2026-12-03T10:00')).toEqual([null, '08:30']);
    expect(change('make it 12:30')).toEqual([null, '12:30']);
    expect(change('make it 1:30', '2026-12-03T12:00')).toEqual([null, '13:30']);
  });

  it('without a draft it is the plain reading', () => {
    expect(parseWhenChange('one hour later', newYork, undefined)).toBeNull();
  });
});

describe('the far-date question and a time without a day', () => {
  it('names every month in the question, and offers today itself as this year', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    months.forEach((month, i) =>
      expect(spokenDay(`2027-${String(i + 1).padStart(2, '0')}-09`)).toBe(`${month} 9, 2027`),
    );
    expect(nextYearly('11-23', '2026-11-23')).toBe('2026-11-23');
    expect(nextYearly('11-22', '2026-11-23')).toBe('2027-11-22');
  });

  it('asks which day for a time alone, then takes the day', async () => {
    const r = await run(['7pm']);
    expect(r.reply).toBe('Which day at 7:00 PM? For example "next Friday".');
    const day = await run(['dec 4'], newYork, r.state);
    expect(day.state.values.time).toBe('2026-12-05T01:00:00.000Z');
  });

  it('a past date at the summary is refused and the summary stays; mid-dialog the time is asked again', async () => {
    const summary = await run(['thu dec 3, 6 pm', ...REST]);
    const past = await run(['make it last friday'], newYork, summary.state);
    expect(past.reply).toMatch(/^Select a date in the future\./);
    expect(past.state.asking).toBe('summary');
    expect(past.state.values.time).toBe(summary.state.values.time);
    const mid = await run(['thu dec 3, 6 pm', '1 hour', 'make it last friday']);
    expect(mid.state.asking).toBe('time');
  });
});
