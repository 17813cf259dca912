import type { GirlBookingDto } from './queries';

/** One girl's booking request as her bookings' query returns it, for the bookings' unit tests. */
export const girlBookingDto: GirlBookingDto = {
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
  updatedAt: '2026-11-21T10:00:00.000Z',
  transcript: [
    { role: 'user', content: 'Hi', createdAt: '2026-11-20T09:58:00.000Z' },
    { role: 'assistant', content: 'When?', createdAt: '2026-11-20T09:59:00.000Z' },
  ],
  guy: { id: 3, username: 'demo_guy', name: null, city: 'Chicago' },
  timewasterMatches: [{ timewasterId: 7, by: 'email' }],
  screening: { thumbsUp: 1, thumbsDown: 0, girlsOnlyComments: 2, confirmedReferences: 0 },
};
