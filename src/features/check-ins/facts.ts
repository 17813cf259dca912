import 'server-only';
import { sql } from 'drizzle-orm';
import { formatZonedDateTime } from '@/lib/zoned-time';
import type { Db, Tx } from '@/server/db';
import type { AlertChannel, CheckInScreening } from '@/server/db/schema';
import type { Recipient } from './channels';
import type { CheckInFacts } from './notices';

// Set-based: an alert run reads hundreds at once (decision 048).

type FactsRow = {
  id: number;
  girl_id: number;
  stage_name: string | null;
  place: string;
  client_name: string | null;
  guy_username: string | null;
  time_zone: string;
  ends_at: Date | string;
  deadline_at: Date | string;
  last_activity_at: Date | string;
  screening: CheckInScreening | string | null;
};

export interface LoadedFacts {
  girlId: number;
  facts: CheckInFacts;
}

/** An array as one bound parameter (Drizzle would spread a JS array into a list). */
export const arrayParam = (values: readonly unknown[]) => sql`${sql.param(values)}`;

export function factsOf(row: FactsRow): CheckInFacts {
  const screening = typeof row.screening === 'string' ? (JSON.parse(row.screening) as CheckInScreening) : row.screening;
  return {
    stageName: row.stage_name ?? 'She',
    place: row.place,
    client: row.guy_username ?? row.client_name ?? '',
    bookingClient: row.guy_username !== null,
    endsAtText: formatZonedDateTime(row.ends_at, row.time_zone),
    deadlineText: formatZonedDateTime(row.deadline_at, row.time_zone),
    lastActivityText: formatZonedDateTime(row.last_activity_at, row.time_zone),
    screening: screening ?? null,
  };
}

/** The facts of these check-ins, by id. */
export async function loadFacts(tx: Tx | Db, ids: readonly number[]): Promise<Map<number, LoadedFacts>> {
  const result = new Map<number, LoadedFacts>();
  if (ids.length === 0) return result;
  const { rows } = await tx.execute<FactsRow>(sql`
    SELECT c.id, c.girl_id, g.stage_name, c.place, c.client_name, gy.username AS guy_username, c.time_zone,
      c.ends_at, c.deadline_at, c.last_activity_at, c.screening
    FROM check_ins AS c
    JOIN girls AS g ON g.id = c.girl_id
    LEFT JOIN guys AS gy ON gy.id = c.guy_id
    WHERE c.id = ANY(${arrayParam(ids)}::int[])`);
  for (const row of rows) result.set(row.id, { girlId: row.girl_id, facts: factsOf(row) });
  return result;
}

/** The active contacts of these girls, by girl. */
export async function activeContacts(tx: Tx | Db, girlIds: readonly number[]): Promise<Map<number, Recipient[]>> {
  const result = new Map<number, Recipient[]>();
  if (girlIds.length === 0) return result;
  const { rows } = await tx.execute<{ girl_id: number; channel: AlertChannel; address: string }>(sql`
    SELECT girl_id, channel, address FROM trusted_contacts
    WHERE state = 'active' AND girl_id = ANY(${arrayParam([...new Set(girlIds)])}::int[])
    ORDER BY id`);
  for (const row of rows) {
    const list = result.get(row.girl_id) ?? [];
    list.push({ channel: row.channel, address: row.address });
    result.set(row.girl_id, list);
  }
  return result;
}
