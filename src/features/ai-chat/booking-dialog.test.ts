import { describe, expect, it } from 'vitest';
import { bookingTurn } from './booking-dialog';
import { INITIAL_BOOKING_STATE, type BookingDialogState, type BookingTurn } from './booking-state';
import { profilePlaces, testProfile } from '../../../tests/fixtures/chat-profile';

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
    // 7 PM is read on the clock of Las Vegas, where she is that day; he is in New York, so his
    // own clock is shown beside it.
    expect(r.draft).toEqual({
      values: {
        time: '2026-12-05T03:00:00.000Z',
        session_length: '1 hour 30 minutes',
        desired_session_type: 'Submission Wrestling',
        session_location: '',
        things_to_not_include: '',
        requested_attire: 'a black singlet',
        details_questions: 'Do you have mats?',
      },
      timeZone: 'America/Los_Angeles',
      timeLabel: 'Fri 12-04-2026 7:00 PM PST in Las Vegas, 10:00 PM your time',
    });
    expect(r.reply).toContain('Fri 12-04-2026 7:00 PM PST in Las Vegas, 10:00 PM your time');
  });

  it('starts with its first question on a greeting or a booking intent, never a bare field error', async () => {
    for (const hello of ['Hi', 'Hi, I would like to book a session', 'hello!', 'I want to book']) {
      const r = await run([hello]);
      expect(r.reply).toMatch(
        /^Hi! I'll help you send Vera Steel a booking request\. When would you like the session\?/,
      );
      expect(r.state.values).toEqual({});
    }
  });

  it('refuses a time already gone with the reason, and stores nothing', async () => {
    for (const past of ['yesterday 5pm', 'March 3rd 2020', 'today at 6am']) {
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
    expect(r2.state.values.time).toBe('2026-11-25T02:00:00.000Z');
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
    expect(r2.state.values).toEqual({ time: '2026-12-05T03:00:00.000Z' });
    const r3 = await run(['2 hours', 'knitting'], r2.state);
    expect(r3.replies[1]).toMatch(/^This field is required\. What type of session/);
    expect(r3.state.values).toEqual({ time: '2026-12-05T03:00:00.000Z', session_length: '2 hours' });
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
      time: '2026-11-27T23:00:00.000Z',
      session_length: '1 hour 30 minutes',
      desired_session_type: 'Submission Wrestling',
    });
    expect(r.state.asking).toBe('session_location');
  });

  it('changes only the slot a correction names ("make it 8pm instead")', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const r2 = await run(['make it 8pm instead'], r.state);
    expect(r2.draft?.values).toEqual({ ...r.draft!.values, time: '2026-12-05T04:00:00.000Z' });
    expect(r2.reply).toMatch(
      /^Changed the date and time\. Here is your booking request for Fri 12-04-2026 8:00 PM PST/,
    );
    const r3 = await run(['actually 2 hours'], r2.state);
    expect(r3.draft?.values).toEqual({ ...r2.draft!.values, session_length: '2 hours' });
    // In the middle of the dialog: the earlier slot changes, the current question is asked again.
    const mid = await run(['Dec 4 at 7pm', '1 hour', 'make it Saturday instead']);
    expect(mid.state.values).toEqual({ time: '2026-12-06T03:00:00.000Z', session_length: '1 hour' });
    expect(mid.reply).toMatch(/^Changed the date and time\. What type of session/);
  });

  it('books a day her travel takes her elsewhere there, on that city’s clock, and says so', async () => {
    const r = await run(['January 12 at 7pm']);
    expect(r.reply).toBe(
      'She is in Chicago 10–14 Jan, so the session is there, on Chicago time. How long should the session be? For example "1 hour" or "90 minutes".',
    );
    expect(r.state.values).toEqual({
      time: '2027-01-13T01:00:00.000Z',
      session_location: 'Chicago, Illinois, United States',
    });
    expect(r.state).toMatchObject({ locationCity: 'Chicago', timeZone: 'America/Chicago' });
    // Asking for Chicago (by a short form) in the first place says nothing more.
    const named = await run(['Jan 12 at 7pm in chi town']);
    expect(named.state.values.session_location).toBe('Chicago, Illinois, United States');
    expect(named.reply).toMatch(/^How long should the session be\?/);
  });

  it('a date moved from the summary into her travel comes back to the summary there', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const moved = await run(['make it January 12 at 7pm instead'], r.state);
    expect(moved.state.asking).toBe('summary');
    // The place he gave (none) stays his answer; the note and the summary say where she is.
    expect(moved.draft?.values).toMatchObject({ time: '2027-01-13T01:00:00.000Z', session_location: '' });
    expect(moved.reply).toMatch(
      /^Changed the date and time\. She is in Chicago 10–14 Jan, so the session is there, on Chicago time\. Here is your booking request for Tue 01-12-2027 7:00 PM CST in Chicago, 8:00 PM your time\./,
    );
  });

  it('answers a question about her on the way, then asks the step again', async () => {
    const r = await run(['Dec 4 at 7pm', 'Do you do phone sessions?']);
    expect(r.reply).toMatch(
      /^No, Phone Chat is not among the services on her profile\..*How long should the session be\?/s,
    );
  });

  it('after the request is sent, only says so (and answers a question first)', async () => {
    const sent: BookingDialogState = { values: { time: '2026-12-05T03:00:00.000Z' }, asking: 'sent' };
    const r = await run(['Dec 9 at 7pm'], sent);
    expect(r.reply).toBe('Your booking request has been sent; she will answer you on Matside.');
    expect(r.state).toBe(sent);
    expect(r.draft).toBeNull();
    const q = await run(['Do you do phone sessions?'], sent);
    expect(q.reply).toMatch(
      /^No, Phone Chat is not among the services on her profile\..* Your booking request has been sent;/s,
    );
  });

  it('on the summary, "change the location" asks that field alone and comes back to the summary', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const edit = await run(['change the location'], r.state);
    expect(edit.reply).toMatch(
      /^Where should the session take place\? She travels to Chicago 10–14 Jan; Denver 3–5 Feb\. Say "skip"/,
    );
    expect(edit.state).toMatchObject({ asking: 'session_location', editing: true });
    expect(edit.state.values).toEqual(r.state.values);
    expect(edit.draft).toBeNull();
    const back = await run(['my gym downtown'], edit.state);
    expect(back.state).toMatchObject({ asking: 'summary', editing: false });
    expect(back.draft?.values).toEqual({ ...r.draft!.values, session_location: 'my gym downtown' });
    // A new time named in the edit of another field is a correction, not the edit.
    const withTime = await run(['change the time to 8pm'], r.state);
    expect(withTime.draft?.values.time).toBe('2026-12-05T04:00:00.000Z');
    expect(withTime.state.editing).toBe(false);
  });

  it('on the summary, other text points at Confirm and Edit (after answering a question)', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const other = await run(['ok great'], r.state);
    expect(other.reply).toBe('Press Confirm on the summary to send your request, or Edit to change an answer.');
    expect(other.state).toBe(r.state);
    expect(other.draft).toBeNull();
    const question = await run(['Do you do phone sessions?'], r.state);
    expect(question.reply).toMatch(
      /^No, Phone Chat is not among the services on her profile\..* Press Confirm on the summary to send your request, or Edit to change an answer\.$/s,
    );
  });

  it('a correction of the session type changes it alone', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const changed = await run(['actually MMA instead'], r.state);
    expect(changed.reply).toMatch(/^Changed the session type\. Here is your booking request/);
    expect(changed.draft?.values).toEqual({ ...r.draft!.values, desired_session_type: 'MMA' });
    // Mid-dialog, a length named while the type is asked fills the type's answer only when it parses.
    const mid = await run(['Dec 4 at 7pm', '1 hour', 'actually 2 hours']);
    expect(mid.reply).toMatch(/^Changed the session length\. What type of session/);
    expect(mid.state.values).toEqual({ time: '2026-12-05T03:00:00.000Z', session_length: '2 hours' });
    expect(mid.state.asking).toBe('desired_session_type');
  });

  it('refuses at the summary a time that has passed while he answered', async () => {
    const r = await run(['today at 11am', '1 hour', 'MMA', 'skip', 'none', 'none']);
    expect(r.state.asking).toBe('details_questions');
    const later = { ...ctx, now: new Date('2026-11-23T19:30:00Z') };
    const last = await bookingTurn(r.state, 'none', profile, later, placeAt);
    expect(last.reply).toBe(
      'Select a date in the future. When would you like the session? Give a date and time, for example "next Friday at 3pm".',
    );
    expect(last.state.asking).toBe('time');
    expect(last.state.values.time).toBeUndefined();
    expect(last.state.wall).toBeUndefined();
    expect(last.state.values.details_questions).toBe('');
    expect(last.draft).toBeNull();
  });

  it('asks which one when he names a group of her services', async () => {
    const r = await run(['Dec 4 at 7pm', '1 hour', 'wrestling']);
    expect(r.reply).toBe('Which one? She offers: Competitive Wrestling, Submission Wrestling.');
    expect(r.state.values.desired_session_type).toBeUndefined();
  });

  it('names a place of her travels by its short form and keeps other text as typed', async () => {
    const r = await run(['Jan 12 at 7pm in chi town', '1 hour', 'MMA', '  Chi town  ']);
    expect(r.state.values.session_location).toBe('Chicago, Illinois, United States');
    expect(r.state.locationCity).toBe('Chicago');
    const plain = await run(['Dec 4 at 7pm', '1 hour', 'MMA', '  my gym  ']);
    expect(plain.state.values.session_location).toBe('my gym');
    expect(plain.state.locationCity).toBeUndefined();
  });

  it('takes a length and a type given beside the time, but never over an answer already given', async () => {
    const r = await run(['Dec 4 at 7pm', '2 hours', 'MMA']);
    expect(r.state.values).toMatchObject({ session_length: '2 hours', desired_session_type: 'MMA' });
    const both = await run(['1 hour of MMA on Dec 4 at 7pm']);
    expect(both.state.values).toMatchObject({ session_length: '1 hour', desired_session_type: 'MMA' });
    expect(both.state.asking).toBe('session_location');
    // Several types in one answer are kept in her profile's words, comma-separated.
    const two = await run(['Dec 4 at 7pm', '1 hour', 'MMA and submission wrestling']);
    expect(two.state.values.desired_session_type).toBe('Submission Wrestling, MMA');
  });

  it('keeps an answer to a later field as typed, even when it names a length, a type or a city', async () => {
    const start = ['Dec 4 at 7pm', '1 hour', 'MMA', 'skip', 'none'];
    const r = await run([...start, 'a Chicago Bulls jersey', 'Is 2 hours of MMA ok?']);
    expect(r.state.values).toMatchObject({
      session_length: '1 hour',
      desired_session_type: 'MMA',
      session_location: '',
      requested_attire: 'a Chicago Bulls jersey',
      details_questions: 'Is 2 hours of MMA ok?',
    });
    expect(r.state.locationCity).toBeUndefined();
    expect(r.state.asking).toBe('summary');
    // A question where the place is asked is his answer for the place.
    const place = await run(['Dec 4 at 7pm', '1 hour', 'MMA', 'Can we meet at my hotel?']);
    expect(place.state.values.session_location).toBe('Can we meet at my hotel?');
    expect(place.state.asking).toBe('things_to_not_include');
  });

  it('lists several types in her words, whether asked, said beside the time or corrected', async () => {
    const side = await run(['MMA and submission wrestling on Dec 4 at 7pm']);
    expect(side.state.values.desired_session_type).toBe('Submission Wrestling, MMA');
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const changed = await run(['actually MMA and competitive wrestling instead'], r.state);
    expect(changed.draft?.values.desired_session_type).toBe('Competitive Wrestling, MMA');
    const missing = await run(['Dec 4 at 7pm', '1 hour', 'judo and phone chat']);
    expect(missing.reply).toMatch(/^Phone Chat, Judo is not among the services on her profile\. What type of session/);
  });
});

describe('booking dialog: each step takes what belongs to it', () => {
  const TYPE_QUESTION =
    'What type of session would you like? She offers: Competitive Wrestling, Submission Wrestling, MMA.';

  it('asks the next field with nothing before it, and fills a type given with the length', async () => {
    const r = await run(['Dec 4 at 7pm', '1 hour']);
    expect(r.reply).toBe(TYPE_QUESTION);
    const both = await run(['Dec 4 at 7pm', '1 hour of MMA']);
    expect(both.state.values).toMatchObject({ session_length: '1 hour', desired_session_type: 'MMA' });
    expect(both.state.asking).toBe('session_location');
  });

  it('never changes a length or a type already given with another step’s answer', async () => {
    const r = await run(['Dec 4 at 7pm', '1 hour', 'MMA for 2 hours']);
    expect(r.state.values).toMatchObject({ session_length: '1 hour', desired_session_type: 'MMA' });
    const summary = await run(['Dec 4 at 7pm', ...DONE]);
    const edit = await run(['change the session length', '2 hours of MMA'], summary.state);
    expect(edit.draft?.values).toEqual({ ...summary.draft!.values, session_length: '2 hours' });
  });

  it('a correction word with a first answer is that answer, not a change', async () => {
    const time = await run(['Dec 4 at 7pm instead']);
    expect(time.reply).toBe('How long should the session be? For example "1 hour" or "90 minutes".');
    const length = await run(['Dec 4 at 7pm', 'actually 2 hours']);
    expect(length.reply).toBe(TYPE_QUESTION);
    expect(length.state.values.session_length).toBe('2 hours');
    const type = await run(['Dec 4 at 7pm', '1 hour', 'actually MMA']);
    expect(type.reply).toMatch(/^Where should the session take place\?/);
  });

  it('naming another field with its new value changes it, the current question asked again', async () => {
    const r = await run(['Dec 4 at 7pm', '1 hour', 'edit the length to 2 hours']);
    expect(r.reply).toBe(`Changed the session length. ${TYPE_QUESTION}`);
    expect(r.state.values.session_length).toBe('2 hours');
  });

  it('on the summary, a new date and time alone moves the draft', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const moved = await run(['Dec 9 at 8pm'], r.state);
    expect(moved.reply).toMatch(
      /^Changed the date and time\. Here is your booking request for Wed 12-09-2026 8:00 PM PST/,
    );
    expect(moved.draft?.values).toEqual({ ...r.draft!.values, time: '2026-12-10T04:00:00.000Z' });
  });

  it('a day alone where the length is asked is no length; a date where the attire is asked is the attire', async () => {
    const r = await run(['Dec 4 at 7pm', 'Dec 9']);
    expect(r.reply).toMatch(/^This field is required\. How long/);
    expect(r.state.values.time).toBe('2026-12-05T03:00:00.000Z');
    const attire = await run(['Dec 4 at 7pm', '1 hour', 'MMA', 'skip', 'none', 'Dec 9 at 8pm']);
    expect(attire.state.values).toMatchObject({ time: '2026-12-05T03:00:00.000Z', requested_attire: 'Dec 9 at 8pm' });
  });

  it('at the time step, a question with a date is the answer; one without is answered, then the step again', async () => {
    const asked = await run(['can we do Dec 4 at 7pm?']);
    expect(asked.state.values.time).toBe('2026-12-05T03:00:00.000Z');
    expect(asked.reply).toMatch(/^How long should the session be\?/);
    const info = await run(['where is she based?']);
    expect(info.reply).toMatch(
      /^She is based in Las Vegas, Nevada, United States\..* When would you like the session\?/s,
    );
    expect(info.state.values).toEqual({});
  });

  it('names a place of her travels said where the place is asked, with its city', async () => {
    const r = await run(['Dec 4 at 7pm', '1 hour', 'MMA', 'chi town']);
    expect(r.state.values.session_location).toBe('Chicago, Illinois, United States');
    expect(r.state.locationCity).toBe('Chicago');
    expect(r.reply).toBe('Is there anything she should not include? Say "none" to skip.');
  });
});

describe('booking dialog: the far-date question', () => {
  it('on the summary: yes moves the draft to the suggestion and shows the summary again', async () => {
    const r = await run(['Dec 4 at 7pm', ...DONE]);
    const asked = await run(['Dec 2 2031 at 6pm'], r.state);
    expect(asked.reply).toBe('That is in 2031; did you mean Dec 2, 2026?');
    expect(asked.state.values).toEqual(r.state.values);
    const yes = await run(['yes'], asked.state);
    expect(yes.reply).toMatch(/^Here is your booking request for Wed 12-02-2026 6:00 PM PST in Las Vegas/);
    expect(yes.draft?.values).toEqual({ ...r.draft!.values, time: '2026-12-03T02:00:00.000Z' });
  });

  it('mid-dialog: yes goes on with the next question', async () => {
    const yes = await run(['Dec 2 2031 at 6pm', 'sure']);
    expect(yes.reply).toBe('How long should the session be? For example "1 hour" or "90 minutes".');
  });

  it('a yes with another date takes that date; anything else asks for the date again', async () => {
    const other = await run(['Dec 2 2031 at 6pm', 'yes, Jan 4 at 8pm']);
    expect(other.state.values.time).toBe('2027-01-05T04:00:00.000Z');
    const no = await run(['Dec 2 2031 at 6pm', 'no thanks']);
    expect(no.reply).toBe('When would you like the session? Give a date and time, for example "next Friday at 3pm".');
    expect(no.state).toEqual({ values: {}, asking: 'time' });
  });

  it('a suggestion already gone today is refused with the reason', async () => {
    // Today is Mon 23 Nov; 6 AM in Las Vegas was 14:00 UTC, an hour ago.
    const r = await run(['Nov 23 2031 at 6am', 'yes']);
    expect(r.reply).toMatch(/^Select a date in the future\. Mon 11-23-2026 at 6:00 AM has already passed\./);
    expect(r.state.values.time).toBeUndefined();
  });
});
