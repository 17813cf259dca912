import { eq, sql } from 'drizzle-orm';
import * as confirmationsRoute from '@/app/api/v1/timewasters/[id]/confirmations/route';
import { zonedDay } from '@/lib/zoned-time';
import { getDb } from '@/server/db';
import { timewasters } from '@/server/db/schema';
import { request } from './people';
import { insertTimewaster } from './timewasters';

// Timewaster entries at a chosen distance from their expiry, and the "I had this experience too"
// route called as a given user (docs/decisions/041).

/** Moves an entry's last confirmation so that it expires `days` from now (negative: expired). */
export async function expireIn(id: number, days: number, months = 24): Promise<void> {
  const db = await getDb();
  await db
    .update(timewasters)
    .set({
      lastConfirmedAt: sql`now() - ${sql.raw(`interval '${months} months'`)} + ${sql.raw(`interval '${days} days'`)}`,
    })
    .where(eq(timewasters.id, id));
}

export async function entry(
  name: string,
  girlId: number | null,
  overrides: Partial<typeof timewasters.$inferInsert> = {},
) {
  const tag = name.replace(/\W/g, '').toLowerCase();
  return insertTimewaster(
    girlId,
    { name, ...overrides },
    {
      phone: `555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      email: `${tag}@example.test`,
      comment: name,
    },
  );
}

/** POST /api/v1/timewasters/{id}/confirmations as the cookie's user. */
export async function confirm(id: number | string, cookie: string | undefined, experienceDate: unknown) {
  const response = await confirmationsRoute.POST(
    request(`/api/v1/timewasters/${id}/confirmations`, {
      method: 'POST',
      cookie,
      body: { data: { type: 'timewasterConfirmations', attributes: { experienceDate } } },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  );
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
}

/** Today (UTC), a valid experience date. */
export const today = () => zonedDay(new Date(), 'UTC');
