import { describe, expect, it } from 'vitest';
import { bookingTurn } from './booking-dialog';
import { INITIAL_BOOKING_STATE, type BookingDialogState, type BookingTurn } from './booking-state';
import { profilePlaces, testProfile } from './test-profile';

// The dialog runs on a fixed clock: Monday 23 Nov 2026, 10:00 AM in New York (the guy's zone).
const ctx = { now: new Date('2026-11-23T15:00:00Z'), offsetMinutes: -300, timeZone: 'America/New_York' };
const profile = testProfile();
const placeAt = profilePlaces(profile);

async function run(messages: string[], state: BookingDialogState = INITIAL_BOOKING_STATE) {
  const replies: string[] = [];
  let last: BookingTurn = { reply: '', state, draft: null };
  for (const message of messages) {
    last = await bookingTurn(last.state, message, profile, ctx, placeAt);
    replies.push(last.reply);
  }
  return { replies, ...last };
}

const DONE = ['90 minutes', 'submission wrestling', 'skip', 'none', 'a black singlet', 'Do you have mats?'];

describe('booking dialog', () => {
  it('asks field by field and ends with a summary showing the time in the session place’s zone', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    expect(r.replies[0]).toContain('How long should the session be?');
    expect(r.replies[1]).toContain('She offers: Competitive Wrestling, Submission Wrestling, MMA.');
    expect(r.state.asking).toBe('summary');
    // 7 PM in New York is 5 PM in Las Vegas, where she is that day.
    expect(r.draft).toEqual({
      values: {
        time: '2026-12-05T00:00:00.000Z',
        session_length: '1 hour 30 minutes',
        desired_session_type: 'Submission Wrestling',
        session_location: '',
        things_to_not_include: '',
        requested_attire: 'a black singlet',
        details_questions: 'Do you have mats?',
      },
      timeZone: 'America/Los_Angeles',
      timeLabel: 'Fri 12-04-2026 4:00 PM PST',
    });
    expect(r.reply).toContain('Fri 12-04-2026 4:00 PM PST');
  });

  it('starts with its first question on a greeting or a booking intent, never a bare field error', async () => {
    for (const hello of ['Hi', "Hi, I'd like to book a session", 'hello!', 'I want to book']) {
      const r = await run([hello]);
      expect(r.reply).toMatch(
        /^Hi! I'll help you send Vera Steel a booking request\. When would you like the session\?/,
      );
      expect(r.state.values).toEqual({});
    }
  });

  it('refuses a time already gone with the reason, and stores nothing', async () => {
    for (const past of ['yesterday at 5pm', 'March 3rd 2020', 'today at 8am']) {
      const r = await run([past]);
      expect(r.reply, past).toMatch(/^Select a date in the future\. .*(is in the past|has already passed)\./);
      expect(r.state.values.time, past).toBeUndefined();
      expect(r.state.asking).toBe('time');
    }
  });

  it('asks for the time when given a day only, then combines them', async () => {
    const r = await run(['tomorrow']);
    expect(r.reply).toBe('What time on Tue 11-24-2026? For example "7pm".');
    expect(r.state.values.time).toBeUndefined();
    const r2 = await run(['6pm'], r.state);
    expect(r2.state.values.time).toBe('2026-11-24T23:00:00.000Z');
    expect(r2.state.asking).toBe('session_length');
  });

  it('re-asks a slot that does not parse with the form’s message, storing it nowhere', async () => {
    const r = await run(['whenever']);
    expect(r.reply).toBe(
      'Required. When would you like the session? Give a date and time, for example "next Friday at 3pm".',
    );
    const r2 = await run(['Dec 4 at 7pm', 'skip', 'blue']);
    expect(r2.replies[1]).toBe(
      'This field is required. How long should the session be? For example "1 hour" or "90 minutes".',
    );
    expect(r2.replies[2]).toMatch(/^This field is required\. How long/);
    expect(r2.state.values).toEqual({ time: '2026-12-05T00:00:00.000Z' });
    const r3 = await run(['2 hours', 'knitting'], r2.state);
    expect(r3.replies[1]).toMatch(/^This field is required\. What type of session/);
    expect(r3.state.values).toEqual({ time: '2026-12-05T00:00:00.000Z', session_length: '2 hours' });
    const r4 = await run(['boxing'], r3.state);
    expect(r4.reply).toMatch(/^This field is required/);
    const r5 = await run(['judo'], r3.state);
    expect(r5.reply).toMatch(/^Judo is not among the services on her profile\./);
  });

  it('accepts "skip" only for optional fields and refuses a text over 500 characters', async () => {
    const r = await run(['Dec 4 at 7pm', '1 hour', 'MMA', 'skip', 'x'.repeat(501)]);
    expect(r.state.values.session_location).toBe('');
    expect(r.reply).toBe('Too long (max characters: 500).');
    expect(r.state.asking).toBe('things_to_not_include');
  });

  it('fills several slots from one message', async () => {
    const r = await run(['90 minutes of submission wrestling on Friday at 3pm']);
    expect(r.state.values).toMatchObject({
      time: '2026-11-27T20:00:00.000Z',
      session_length: '1 hour 30 minutes',
      desired_session_type: 'Submission Wrestling',
    });
    expect(r.state.asking).toBe('session_location');
  });

  it('changes only the slot a correction names ("make it 8pm instead")', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const r2 = await run(['make it 8pm instead'], r.state);
    expect(r2.draft?.values).toEqual({ ...r.draft!.values, time: '2026-12-05T01:00:00.000Z' });
    expect(r2.reply).toMatch(
      /^Changed the date and time\. Here is your booking request for Fri 12-04-2026 5:00 PM PST/,
    );
    const r3 = await run(['actually 2 hours'], r2.state);
    expect(r3.draft?.values).toEqual({ ...r2.draft!.values, session_length: '2 hours' });
    // In the middle of the dialog: the earlier slot changes, the current question is asked again.
    const mid = await run(['Dec 4 at 7pm', '1 hour', 'make it Saturday instead']);
    expect(mid.state.values).toEqual({ time: '2026-11-29T00:00:00.000Z', session_length: '1 hour' });
    expect(mid.reply).toMatch(/^Changed the date and time\. What type of session/);
  });

  it('names her travel when the date places her in another city, and books there on yes', async () => {
    const r = await run(['January 12 at 7pm']);
    expect(r.reply).toBe('She is in Chicago 10–14 Jan; book there or pick another date?');
    expect(r.state.values.time).toBeUndefined();
    const there = await run(['book there', '1 hour', 'MMA'], r.state);
    expect(there.state.values).toMatchObject({
      time: '2027-01-13T00:00:00.000Z',
      session_location: 'Chicago, Illinois, United States',
    });
    const other = await run(['how about Jan 20 at 7pm'], r.state);
    expect(other.state.values.time).toBe('2027-01-21T00:00:00.000Z');
    expect(other.state.conflict).toBeUndefined();
    // Asking for Chicago (by a short form) in the first place is no conflict.
    const named = await run(['Jan 12 at 7pm in chi town']);
    expect(named.state.values.session_location).toBe('Chicago, Illinois, United States');
    expect(named.state.asking).toBe('session_length');
  });

  it('answers a question about her on the way, then asks the step again', async () => {
    const r = await run(['Dec 4 at 7pm', 'Do you do phone sessions?']);
    expect(r.reply).toMatch(
      /^No, Phone Chat is not among the services on her profile\..*How long should the session be\?/s,
    );
  });
});
