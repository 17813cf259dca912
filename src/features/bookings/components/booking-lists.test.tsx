import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { toBookingCardData } from '../card-data';
import { girlBookingDto } from '../../../../tests/fixtures/booking';
import { GirlBookingList, GuyBookingList } from './booking-lists';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));
// Next's Link, marked: what renders it and what renders a plain anchor tell apart in the markup.
vi.mock('next/link', () => import('../../../../tests/helpers/next-link-mock'));

const booking = toBookingCardData({
  ...girlBookingDto,
  timewasterMatches: [],
  screening: { thumbsUp: 1, thumbsDown: 2, girlsOnlyComments: 3, confirmedReferences: 1 },
});

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

describe('GirlBookingList’s links', () => {
  it('are anchors the list follows itself, not Next’s Link (three or four a booking, every request a page)', () => {
    const matched = { ...booking, timewasterMatches: [{ timewasterId: 7, by: 'email' as const }] };
    const html = renderToStaticMarkup(<GirlBookingList bookings={[matched]} checkInPath="/girl/check-ins/new" />);
    expect(html).toContain(`href="/client/${encodeURIComponent(booking.guy.username)}"`);
    expect(html).toContain('href="/girl/timewasters"');
    expect(html).toContain(`href="/girl/check-ins/new?booking=${booking.id}"`);
    expect(html.match(/<a /g)).toHaveLength(4);
    expect(html).not.toContain('data-next-link');
  });
});

describe('GuyBookingList’s title', () => {
  const { guy: _guy, timewasterMatches: _matches, screening: _screening, ...details } = girlBookingDto;
  const his = (listed: boolean) =>
    renderToStaticMarkup(
      <GuyBookingList
        bookings={[toBookingCardData({ ...details, girl: { id: 5, stageName: 'Gina Slam', listed } })]}
      />,
    );

  it('links her stage name to her public page while she has one, and names her without a link after', () => {
    expect(his(true)).toContain('href="/profile/Gina%20Slam"');
    expect(his(false)).not.toContain('/profile/');
    expect(his(false)).toMatch(/Booking request to (<!-- -->)?Gina Slam/);
  });
});
