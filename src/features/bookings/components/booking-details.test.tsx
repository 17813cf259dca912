import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BookingDetails, type BookingFieldsView } from './booking-details';

const booking: BookingFieldsView = {
  dateTimeAvailable: '2026-12-01T20:00:00.000Z',
  dateTimeText: 'Tue 12-01-2026 3:00 PM EST',
  timeZone: 'America/New_York',
  travelNote: null,
  sessionLocation: 'Hotel',
  sessionLength: '1 hour',
  desiredSessionType: 'Competitive',
  thingsToNotInclude: null,
  requestedAttire: 'Singlet',
  detailsQuestions: null,
  detailsNotes: 'First time',
  createdAt: '2026-11-20T10:00:00.000Z',
  transcript: [{ role: 'user', content: 'Hi' }],
};

describe('BookingDetails', () => {
  it('styles its rows once, on the list (a page of bookings repeats every row)', () => {
    const html = renderToStaticMarkup(<BookingDetails booking={booking} />);
    const labels = [...html.matchAll(/<div><dt>([^<]*)<\/dt><dd>/g)].map((m) => m[1]);
    expect(labels).toEqual([
      'Date and time',
      'Session length',
      'Session location',
      'Desired session type',
      'Requested attire',
      'Notes',
      'Requested on',
    ]);
    expect(html).toContain('<li><span class="font-medium">Client:</span> Hi</li>');
    expect(html).not.toMatch(/<(dt|dd|li) class=/);
  });
});
