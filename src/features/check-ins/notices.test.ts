import { describe, expect, it } from 'vitest';
import { alertNotice, consentNotice, safeNotice, screeningLines, startedNotice, type CheckInFacts } from './notices';

const facts: CheckInFacts = {
  stageName: 'Gina Slam',
  place: 'Hilton, room 12',
  client: 'bigjoe',
  bookingClient: true,
  endsAtText: 'Fri 12-04-2026 7:00 PM CST',
  deadlineText: 'Fri 12-04-2026 7:15 PM CST',
  lastActivityText: 'Fri 12-04-2026 5:30 PM CST',
  screening: { timewasterMatches: 1, thumbsUp: 2, thumbsDown: 1, girlsOnlyComments: 3, confirmedReferences: 0 },
};

describe('what her trusted contacts are told', () => {
  it('labels the screening as counts', () => {
    expect(screeningLines(facts.screening)).toEqual([
      'Timewaster database: 1 match',
      "Girls' reviews of him: 2 thumbs up, 1 thumbs down",
      'Girls-only comments about him: 3',
      'References girls confirmed: 0',
    ]);
    expect(screeningLines({ ...facts.screening!, timewasterMatches: 0 })[0]).toBe('Timewaster database: no match');
    expect(screeningLines(null)).toEqual([]);
  });

  it('a missed check-in: the facts, the deadline and the link', () => {
    const notice = alertNotice(facts, 'https://matside.example/check-in-alert/t', false);
    expect(notice.subject).toBe('Missed check-in: Gina Slam');
    expect(notice.text).toContain('her check-in was due by Fri 12-04-2026 7:15 PM CST');
    expect(notice.text).toContain('Where: Hilton, room 12');
    expect(notice.text).toContain('With: bigjoe (Matside username)');
    expect(notice.text).toContain('Timewaster database: 1 match');
    expect(notice.text).toContain('Her last activity: Fri 12-04-2026 5:30 PM CST');
    expect(notice.text).toContain('https://matside.example/check-in-alert/t');
  });

  it('"Help now" is marked urgent; a typed client is not called a username', () => {
    const notice = alertNotice({ ...facts, client: 'Joe', bookingClient: false, screening: null }, 'x', true);
    expect(notice.subject).toBe('URGENT: Gina Slam asks for help now');
    expect(notice.text).toContain('With: Joe\n');
    expect(notice.text).not.toContain('Timewaster database');
  });

  it('consent, start and safe notices name her by her stage name only', () => {
    expect(consentNotice('Gina Slam', 'Ann', 'https://l').text).toContain(
      'To agree, or to stop at any time later, open: https://l',
    );
    expect(startedNotice(facts).subject).toBe('Gina Slam started a check-in');
    expect(safeNotice('Gina Slam').subject).toBe('Gina Slam is safe');
  });
});
