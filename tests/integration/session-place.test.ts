import { describe, expect, it } from 'vitest';
import { formatTravelDays, isElsewhere, sessionPlaceAt, travelNote } from '@/features/bookings/session-place';
import { getDb } from '@/server/db';
import { travels } from '@/server/db/schema';
import { insertGirl } from '../helpers/girls';

// Where she is at a session's time (decision 026): a travel covering that day on the travel
// city's clock, else her home city; and the zone the time is shown in.

async function addTravel(
  girlId: number,
  city: string,
  state: string,
  country: string,
  dateBegins: string,
  dateEnds: string,
) {
  const db = await getDb();
  await db.insert(travels).values({ girlId, city, state, country, dateBegins, dateEnds });
}

describe('sessionPlaceAt', () => {
  it('is her home city, in its zone, when no travel covers the day', async () => {
    const girl = await insertGirl('visible', { city: 'Austin', state: 'TX', country: 'United States' });
    const place = await sessionPlaceAt(girl.id, new Date('2026-12-04T20:00:00Z'));
    expect(place).toEqual({
      city: 'Austin',
      state: 'TX',
      country: 'United States',
      timeZone: 'America/Chicago',
      travel: null,
    });
  });

  it('is the travel city on the travel’s days, judged on that city’s clock', async () => {
    const girl = await insertGirl('visible', { city: 'Austin', state: 'TX', country: 'United States' });
    await addTravel(girl.id, 'Los Angeles', 'CA', 'United States', '2026-12-05', '2026-12-09');
    await addTravel(girl.id, 'Rome', 'Lazio', 'Italy', '2027-03-01', '2027-03-10');

    // 05:00 UTC on 5 Dec is still 4 Dec, 9 PM in Los Angeles: she is at home.
    expect((await sessionPlaceAt(girl.id, new Date('2026-12-05T05:00:00Z')))?.travel).toBeNull();
    const inLa = await sessionPlaceAt(girl.id, new Date('2026-12-05T09:00:00Z'));
    expect(inLa).toMatchObject({ city: 'Los Angeles', timeZone: 'America/Los_Angeles' });
    expect(inLa?.travel).toEqual({
      city: 'Los Angeles',
      state: 'CA',
      country: 'United States',
      dateBegins: '2026-12-05',
      dateEnds: '2026-12-09',
    });
    // The last evening in LA is already 10 Dec in UTC.
    expect((await sessionPlaceAt(girl.id, new Date('2026-12-10T04:00:00Z')))?.city).toBe('Los Angeles');
    expect((await sessionPlaceAt(girl.id, new Date('2026-12-10T09:00:00Z')))?.travel).toBeNull();
    // Rome's 1 March starts at 23:00 UTC on 28 February.
    expect((await sessionPlaceAt(girl.id, new Date('2027-02-28T23:30:00Z')))?.timeZone).toBe('Europe/Rome');
  });

  it('is null for a girl that does not exist', async () => {
    expect(await sessionPlaceAt(2_000_000_000, new Date())).toBeNull();
  });
});

describe('travel notes', () => {
  it('says where she is, with short days', () => {
    const travel = {
      city: 'Chicago',
      state: 'IL',
      country: 'United States',
      dateBegins: '2026-12-05',
      dateEnds: '2026-12-09',
    };
    expect(travelNote(travel)).toBe('She is in Chicago 5–9 Dec');
    expect(formatTravelDays('2026-11-28', '2026-12-03')).toBe('28 Nov–3 Dec');
    expect(formatTravelDays('2026-12-30', '2027-01-02')).toBe('30 Dec 2026–2 Jan 2027');
    expect(formatTravelDays('2026-12-05', '2026-12-05')).toBe('5 Dec');
    expect(isElsewhere(travel, { city: 'Austin' })).toBe(true);
    expect(isElsewhere(travel, { city: ' chicago ' })).toBe(false);
  });
});
