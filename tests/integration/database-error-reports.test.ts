import { sql } from 'drizzle-orm';
import type { ErrorEvent } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import { scrubEvent } from '@/lib/monitoring/scrub';
import { getDb } from '@/server/db';
import { timewasters } from '@/server/db/schema';
import { env } from '@/server/env';
import { describeError, serializeLoggedError } from '@/server/http/safe-log';

// A failed query's error as the logs and error reports carry it, on each driver: the error class,
// SQLSTATE, constraint and SQL text stay; the values bound to the query (Drizzle lists them after
// `params:`) and the values the driver echoes go.
const CANARY = {
  name: 'Canaryname Quillfeather',
  description: 'canary description of what he did at the Lantern Motel',
  handle: 'canary_handle_9q7w',
  city: 'Canarytown',
};
const ANONYMOUS_REPORTER = 987_654_321;

async function failedInsert(): Promise<Error> {
  const db = await getDb();
  const error = await db
    .insert(timewasters)
    .values({
      name: CANARY.name,
      comment: CANARY.description,
      publicUsername: CANARY.handle,
      city: CANARY.city,
      country: 'United States',
      clientType: 'timewaster',
      anonymous: true,
      girlId: ANONYMOUS_REPORTER, // no such girl: a foreign key violation
    })
    .then(() => null)
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

function expectNoCanary(text: string) {
  for (const canary of [...Object.values(CANARY), String(ANONYMOUS_REPORTER)]) {
    expect(text, `contains ${canary}`).not.toContain(canary);
  }
}

describe(`database errors in logs and reports (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the raw error carries every bound value (what must not leave)', async () => {
    const error = await failedInsert();
    expect(error.message).toContain(CANARY.description);
    expect(error.message).toContain(String(ANONYMOUS_REPORTER));
  });

  it('a log line keeps the class, code, constraint and SQL text, and no value', async () => {
    const error = await failedInsert();
    const logged = serializeLoggedError(error) as ReturnType<typeof describeError>;
    const text = JSON.stringify(logged);
    expectNoCanary(text);
    expect(logged.database).toMatchObject({
      code: '23503',
      constraint: 'timewasters_girl_id_girls_id_fk',
      table: 'timewasters',
    });
    expect((logged.database as { query: string }).query).toMatch(/^insert into "timewasters" \(.*\) values \(/);
    expect(logged.message).toMatch(/^Failed query: insert into "timewasters"[\s\S]*\nparams: \[redacted\]$/);
    // String(error) is logged as is by some call sites.
    expectNoCanary(serializeLoggedError(String(error)) as string);
  });

  it('an error report keeps the same facts as its context and tags, and no value', async () => {
    const error = await failedInsert();
    const cause = error.cause as Error;
    const event = {
      exception: {
        values: [
          { type: cause.name, value: cause.message },
          { type: error.name, value: error.message },
        ],
      },
    } as ErrorEvent;
    const scrubbed = scrubEvent(event, {}, { originalException: error });
    expectNoCanary(JSON.stringify(scrubbed));
    expect(scrubbed.tags).toMatchObject({ 'db.code': '23503', 'db.constraint': 'timewasters_girl_id_girls_id_fk' });
    expect(scrubbed.contexts?.sql).toMatchObject({ code: '23503', table: 'timewasters' });
  });

  it('a value the driver echoes in its message is masked', async () => {
    const db = await getDb();
    const error = (await db.execute(sql`select ${CANARY.handle}::integer`).catch((caught: unknown) => caught)) as Error;
    expect((error.cause as Error).message).toContain(CANARY.handle);
    const text = JSON.stringify(describeError(error));
    expectNoCanary(text);
    expect(text).toContain('22P02');
  });
});
