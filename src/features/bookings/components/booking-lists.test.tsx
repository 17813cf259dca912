import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { GirlBookingCardData } from '../card-data';
import { GirlBookingList } from './booking-lists';

const booking: GirlBookingCardData = {
  id: 12,
  dateTimeAvailable: '2026-12-04T19:00:00.000Z',
  timeZone: 'America/Chicago',
  dateTimeText: 'Fri 12-04-2026 1:00 PM CST',
  sessionBegun: false,
  travelNote: null,
  sessionLocation: 'Hotel',
  sessionLength: '1 hour',
  desiredSessionType: 'Competitive',
  thingsToNotInclude: null,
  requestedAttire: null,
  detailsQuestions: null,
  detailsNotes: 'First time',
  girlStatus: 'pending',
  guyStatus: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  transcript: [],
  guy: { id: 3, username: 'demo_guy', name: null, city: 'Chicago' },
  timewasterMatches: [],
  screening: { thumbsUp: 1, thumbsDown: 2, girlsOnlyComments: 3, confirmedReferences: 1 },
};

function screeningOf(html: string): string {
  const start = html.indexOf('aria-label="Screening"');
  return html.slice(start, html.indexOf('</ul>', start));
}

describe('GirlBookingList’s screening figures', () => {
  it('draws the four chips’ icons as CSS masks, not inline <svg> (four a request, every request a page)', () => {
    const figures = screeningOf(renderToStaticMarkup(<GirlBookingList bookings={[booking]} />));
    expect(figures).not.toContain('<svg');
    for (const icon of ['thumbs-up', 'thumbs-down', 'message-square-lock', 'badge-check']) {
      expect(figures).toContain(
        `<span aria-hidden="true"><span class="icon-${icon} block size-3.5 shrink-0"></span></span>`,
      );
    }
    expect(figures).toContain('<span class="truncate">3 girls-only comments</span>');
  });
});
