import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as addTravelRoute } from '@/app/api/v1/travels/route';
import { getDb } from '@/server/db';
import { travels } from '@/server/db/schema';
import { createGirl, type TestGirl } from '../helpers/girls';
import { request } from '../helpers/people';

// A state is required only in the United States. A travel in Italy without one
// is stored (with Rome's zone); a US travel without one is refused with the spec's field message.

let girl: TestGirl;
beforeAll(async () => {
  girl = await createGirl();
});

const nextYear = new Date().getUTCFullYear() + 1;
const post = (attributes: Record<string, unknown>) =>
  addTravelRoute(
    request('/api/v1/travels', {
      method: 'POST',
      cookie: girl.cookie,
      body: {
        data: {
          type: 'travels',
          attributes: { dateBegins: `${nextYear}-05-02`, dateEnds: `${nextYear}-05-04`, ...attributes },
        },
      },
    }),
    undefined,
  );

describe('state only in the United States', () => {
  it('stores a travel in Italy without a state', async () => {
    const response = await post({ city: 'Rome', state: '', country: 'Italy' });
    expect(response.status, await response.clone().text()).toBe(201);
    const { data } = (await response.json()) as { data: { id: string } };
    const db = await getDb();
    const [row] = await db
      .select()
      .from(travels)
      .where(eq(travels.id, Number(data.id)));
    expect(row).toMatchObject({ city: 'Rome', state: '', country: 'Italy', timeZone: 'Europe/Rome' });
  });

  it('refuses a US travel without a state, or with a state not on the list, with field messages', async () => {
    for (const [state, message] of [
      ['', 'State is required'],
      ['Ontario', 'Select a state from the list.'],
    ] as const) {
      const response = await post({ city: 'Chicago', state, country: 'United States' });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: Array<{ detail: string; source: { pointer: string } }> };
      expect(errors.map((e) => [e.source.pointer, e.detail])).toEqual([['/data/attributes/state', message]]);
    }
  });
});
