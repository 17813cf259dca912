import { describe, expect, it } from 'vitest';
import { bookingTurn, INITIAL_BOOKING_STATE, type BookingDialogState } from './booking-dialog';
import { testProfile } from './test-profile';

const ctx = { now: new Date('2026-11-22T11:00:00Z'), offsetMinutes: -300 };
const profile = testProfile();

function run(messages: string[], state: BookingDialogState = INITIAL_BOOKING_STATE) {
  const replies: string[] = [];
  let last = { reply: '', state, draft: null as unknown };
  for (const message of messages) {
    last = bookingTurn(last.state, message, profile, ctx);
    replies.push(last.reply);
  }
  return { replies, ...last };
}

describe('booking dialog', () => {
  it('asks field by field, validating with the form messages, then shows the summary', () => {
    const r = run([
      'whenever',
      'January 11 at 3pm',
      '90 minutes',
      'submission wrestling',
      'skip',
      'none',
      'x'.repeat(501),
      'a black singlet',
      'Do you have mats?',
    ]);
    expect(r.replies[0]).toBe('Required. Please give a date and time, for example "next Friday at 3pm".');
    expect(r.replies[1]).toContain('How long should the session be?');
    expect(r.replies[2]).toContain(
      'What type of session would you like? She offers: Competitive Wrestling, Submission Wrestling, MMA.',
    );
    expect(r.replies[6]).toBe('Too long (max characters: 500).');
    expect(r.state.asking).toBe('summary');
    expect(r.draft).toEqual({
      values: {
        time: '2027-01-11T20:00:00.000Z',
        session_length: '1 hour 30 minutes',
        desired_session_type: 'submission wrestling',
        session_location: '',
        things_to_not_include: '',
        requested_attire: 'a black singlet',
        details_questions: 'Do you have mats?',
      },
    });
  });

  it('fills several fields from one message and offers her travel dates for a city she visits', () => {
    const r = run(['2 hours of MMA next Friday at 3pm']);
    expect(r.state.values).toMatchObject({
      time: '2026-11-27T20:00:00.000Z',
      session_length: '2 hours',
      desired_session_type: 'MMA',
    });
    expect(r.state.asking).toBe('session_location');
    const there = bookingTurn(r.state, 'Chicago', profile, ctx);
    expect(there.reply).toMatch(/^She will be in Chicago, Illinois, United States from 01-10-2027 to 01-14-2027\./);
  });

  it('answers a question about her on the way, then asks the same step again', () => {
    const r = run(['do you do judo?']);
    expect(r.replies[0]).toBe(
      'No, Judo is not among the services on her profile. When would you like the session? Give a date and time, for example "next Friday at 3pm".',
    );
    expect(r.state.asking).toBe('time');
  });

  it('edits one field from the summary and comes back to it', () => {
    const done = run(['January 11 at 3pm', '1 hour', 'MMA', 'skip', 'none', 'none', 'none']);
    expect(done.state.asking).toBe('summary');
    const edited = run(['change the session length', '2 hours'], done.state);
    expect(edited.replies[0]).toContain('How long');
    expect(edited.state.asking).toBe('summary');
    expect(edited.state.values.session_length).toBe('2 hours');
    expect(bookingTurn(edited.state, 'yes send it', profile, ctx).reply).toBe(
      'Press Confirm on the summary to send your request, or Edit to change an answer.',
    );
  });
});
