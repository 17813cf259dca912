import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, zonedDay } from '@/lib/zoned-time';
import { readSessionWallTime } from './session-time';

// A girl at home in Memphis with a trip to San Francisco on 10–12 Jan 2027 and to Sydney on 3–5
// Apr 2027: where she is at an instant decides the clock a typed time is read on.
const trips = [
  { city: 'San Francisco', timeZone: 'America/Los_Angeles', dateBegins: '2027-01-10', dateEnds: '2027-01-12' },
  { city: 'Sydney', timeZone: 'Australia/Sydney', dateBegins: '2027-04-03', dateEnds: '2027-04-05' },
];
const home = { city: 'Memphis', timeZone: 'America/Chicago', travel: null };
const placeAt = async (instant: Date) => {
  const trip = trips.find((t) => {
    const day = zonedDay(instant, t.timeZone);
    return day >= t.dateBegins && day <= t.dateEnds;
  });
  return trip ? { ...trip, travel: trip } : home;
};

async function read(wall: string) {
  const r = await readSessionWallTime(wall, placeAt);
  return r && { city: r.place.city, text: formatZonedDateTime(r.instant, r.place.timeZone) };
}

describe('readSessionWallTime: a typed time on the clock of the place where the session happens', () => {
  it('reads a time at home on her home clock, whatever the reader’s zone', async () => {
    expect(await read('2027-01-04T20:00')).toEqual({ city: 'Memphis', text: 'Mon 01-04-2027 8:00 PM CST' });
  });

  it('reads a time on a travel day on the travel city’s clock (3pm in San Francisco is 3pm PST)', async () => {
    expect(await read('2027-01-11T15:00')).toEqual({ city: 'San Francisco', text: 'Mon 01-11-2027 3:00 PM PST' });
    // A zone on the other side of the date line: the travel day is found on Sydney's own clock.
    expect(await read('2027-04-03T09:00')).toEqual({ city: 'Sydney', text: 'Sat 04-03-2027 9:00 AM GMT+11' });
  });

  it('follows a DST change: the day before and after, and a time skipped by spring forward', async () => {
    expect(await read('2027-03-13T20:00')).toEqual({ city: 'Memphis', text: 'Sat 03-13-2027 8:00 PM CST' });
    expect(await read('2027-03-14T20:00')).toEqual({ city: 'Memphis', text: 'Sun 03-14-2027 8:00 PM CDT' });
    expect(await read('2027-03-14T02:30')).toEqual({ city: 'Memphis', text: 'Sun 03-14-2027 3:30 AM CDT' });
    // Sydney leaves daylight time on 4 Apr 2027 (3 AM → 2 AM): the evening is AEST.
    expect(await read('2027-04-04T19:00')).toEqual({ city: 'Sydney', text: 'Sun 04-04-2027 7:00 PM GMT+10' });
  });

  it('reads a time on the first or last day of a trip on the trip city’s clock, as the form does by the date', async () => {
    // 8 PM on Sydney's last day is 10 AM UTC: read on Memphis's clock it would be 5 Apr 8 PM CDT.
    expect(await read('2027-04-05T20:00')).toEqual({ city: 'Sydney', text: 'Mon 04-05-2027 8:00 PM GMT+10' });
    expect(await read('2027-04-05T23:30')).toEqual({ city: 'Sydney', text: 'Mon 04-05-2027 11:30 PM GMT+10' });
    // 1 AM on San Francisco's first day is 9 AM UTC, still 9 Jan on every American clock.
    expect(await read('2027-01-10T01:00')).toEqual({ city: 'San Francisco', text: 'Sun 01-10-2027 1:00 AM PST' });
    // 3 AM on that first day is still 9 Jan in UTC's reading but 10 Jan on Memphis's: read again on San Francisco's clock.
    expect(await read('2027-01-10T03:00')).toEqual({ city: 'San Francisco', text: 'Sun 01-10-2027 3:00 AM PST' });
    // The day after each trip is home again.
    expect(await read('2027-04-06T20:00')).toEqual({ city: 'Memphis', text: 'Tue 04-06-2027 8:00 PM CDT' });
    expect(await read('2027-01-09T23:00')).toEqual({ city: 'Memphis', text: 'Sat 01-09-2027 11:00 PM CST' });
  });

  it('answers null for a text that is not a wall time or a girl the lookup does not know', async () => {
    expect(await readSessionWallTime('next friday', placeAt)).toBeNull();
    expect(await readSessionWallTime('2027-02-30T10:00', placeAt)).toBeNull();
    expect(await readSessionWallTime('2027-01-04T20:00', async () => null)).toBeNull();
    // A girl the second lookup no longer knows (her profile removed meanwhile).
    let calls = 0;
    expect(await readSessionWallTime('2027-01-04T20:00', async () => (calls++ ? null : home))).toBeNull();
  });
});
