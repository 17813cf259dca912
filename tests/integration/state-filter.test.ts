import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/v1/search/route';
import { insertGirl } from '../helpers/girls';

// "Texas" and "TX" find the same girls in the search API (the advanced panel
// sends the same filter), including an older row that stored the state's full name.

const CITY = `Statefield ${Date.now()}`;
let expected: number[];

beforeAll(async () => {
  const coded = await insertGirl('visible', { city: CITY, state: 'TX', country: 'United States' });
  const alsoCoded = await insertGirl('visible', { city: CITY, state: 'TX', country: 'USA' });
  // A legacy row without a country kept the full name.
  const fullName = await insertGirl('visible', { city: CITY, state: 'Texas', country: null });
  await insertGirl('visible', { city: CITY, state: 'OK', country: 'United States' });
  expected = [coded.id, alsoCoded.id, fullName.id].sort((a, b) => a - b);
});

async function idsFor(state: string): Promise<number[]> {
  const query = new URLSearchParams({ city: CITY, state, limit: '100' });
  const response = await GET(new Request(`http://localhost/api/v1/search?${query}`), undefined);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: string }[] };
  return body.data.map((d) => Number(d.id)).sort((a, b) => a - b);
}

describe('state filter', () => {
  it('Texas, TX, tx and " texas " return the same girls', async () => {
    for (const state of ['TX', 'Texas', 'tx', ' texas ']) expect(await idsFor(state)).toEqual(expected);
  });

  it('another state, or text that names none, keeps its own matches', async () => {
    expect(await idsFor('Oklahoma')).toHaveLength(1);
    expect(await idsFor('Lazio')).toEqual([]);
  });
});
