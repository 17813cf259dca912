import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as retryRoute } from '@/app/api/v1/admin/jobs/[id]/retry/route';
import { parseTableState } from '@/components/ui/server-table-state';
import { listFailedJobs } from '@/features/jobs/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { VISITOR } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { jobQueueReady, jobQueueStats, queueMail } from '@/server/jobs';
import { deliverMail, type MailMessage } from '@/server/mail';
import { createTableActors, type TableActors } from '../helpers/actors';
import { drainJobs } from '../helpers/jobs';
import { mailsTo } from '../helpers/mail';
import { request } from '../helpers/people';

// Decision 034: outgoing e-mail is a `send-email` job on pg-boss, in the app's own database.

// One address whose delivery fails (an SMTP server refusing it); every other mail is delivered.
const REFUSED = 'refused@example.com';
vi.mock('@/server/mail', async (original) => {
  const real = await original<typeof import('@/server/mail')>();
  return {
    ...real,
    deliverMail: vi.fn(async (message: MailMessage) => {
      if (message.to === REFUSED) throw new Error('550 mailbox unavailable');
      return real.deliverMail(message);
    }),
  };
});

const address = () => `jobs-${randomBytes(4).toString('hex')}@example.com`;

async function jobState(id: string) {
  const db = await getDb();
  const { rows } = await db.execute<{ state: string; start_after: Date }>(
    sql`SELECT state, start_after FROM pgboss.job WHERE id = ${id}`,
  );
  return rows[0];
}

/** A job that has failed its last try: no tries left, then one run. */
async function failedJob(): Promise<string> {
  const id = await queueMail({ to: REFUSED, subject: 'Refused', text: 'x' });
  const db = await getDb();
  await db.execute(sql`UPDATE pgboss.job SET retry_limit = 0 WHERE id = ${id}`);
  await drainJobs();
  expect((await jobState(id))?.state).toBe('failed');
  return id;
}

describe('send-email jobs', () => {
  it('a queued mail is sent once by a run, and never again', async () => {
    const to = address();
    await queueMail({ to, subject: 'Queued', text: 'Hello from the queue.' });
    expect(await mailsTo(to)).toHaveLength(1);
    await drainJobs();
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('a mail queued in a transaction that rolls back is never sent', async () => {
    const to = address();
    await jobQueueReady();
    const db = await getDb();
    await expect(
      db.transaction(async (tx) => {
        await queueMail({ to, subject: 'Rolled back', text: 'x' }, { tx });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await drainJobs()).toBe(0);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it('a mail queued in a transaction that commits is sent', async () => {
    const to = address();
    await jobQueueReady();
    const db = await getDb();
    await db.transaction(async (tx) => {
      await queueMail({ to, subject: 'Committed', text: 'x' }, { tx });
    });
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('a run takes a job queued the same millisecond (the embedded database ticks in milliseconds)', async () => {
    for (let i = 0; i < 20; i += 1) {
      await queueMail({ to: address(), subject: 'Just queued', text: 'x' });
      expect(await drainJobs()).toBe(1);
    }
  });

  it('a failed try is retried later, with backoff, not at once', async () => {
    const id = await queueMail({ to: REFUSED, subject: 'Refused', text: 'x' });
    const before = Date.now();
    expect(await drainJobs()).toBe(1);
    const job = await jobState(id);
    expect(job?.state).toBe('retry');
    expect(new Date(job!.start_after).getTime()).toBeGreaterThan(before + 20_000);
    expect(await drainJobs()).toBe(0);
    expect(vi.mocked(deliverMail)).toHaveBeenCalled();
  });

  it('jobQueueStats counts queued and failed jobs', async () => {
    await queueMail({ to: address(), subject: 'Waiting', text: 'x' });
    await failedJob();
    const stats = await jobQueueStats();
    expect(stats['send-email'].queued).toBeGreaterThanOrEqual(1);
    expect(stats['send-email'].failed).toBeGreaterThanOrEqual(1);
    await drainJobs();
  });
});

describe('/admin/jobs: failed jobs and Retry', () => {
  let actors: TableActors;
  beforeAll(async () => {
    actors = await createTableActors();
  });

  it('lists a failed job with its queue, tries and error, never what it carries; only for moderators', async () => {
    const id = await failedJob();
    const state = parseTableState({ q: '550 mailbox' });
    const moderator = await getActorFromHeaders(new Headers({ cookie: actors.moderator.cookie }));
    const page = await listFailedJobs(moderator, state);
    const row = page.rows.find((r) => r.id === id);
    expect(row).toMatchObject({ queue: 'send-email', tries: 1, error: '550 mailbox unavailable' });
    expect(JSON.stringify(row)).not.toContain(REFUSED);
    expect((await listFailedJobs(moderator, parseTableState({ q: 'no such error' }))).total).toBe(0);

    await expect(listFailedJobs(VISITOR, state)).rejects.toMatchObject({ status: 401 });
    for (const person of [actors.guy, actors.girl, actors.otherGirl, actors.pendingGirl]) {
      const actor = await getActorFromHeaders(new Headers({ cookie: person.cookie }));
      await expect(listFailedJobs(actor, state)).rejects.toMatchObject({ status: 403 });
    }
  });

  it('Retry: only moderators; the job runs again and the action is audited with before and after', async () => {
    const id = await failedJob();
    const retry = (cookie?: string) =>
      retryRoute(request(`/api/v1/admin/jobs/${id}/retry`, { method: 'POST', cookie }), {
        params: Promise.resolve({ id }),
      });
    expect((await retry()).status).toBe(401);
    for (const person of [actors.guy, actors.girl, actors.otherGirl, actors.pendingGirl]) {
      expect((await retry(person.cookie)).status).toBe(403);
    }
    expect((await jobState(id))?.state).toBe('failed');

    expect((await retry(actors.moderator.cookie)).status).toBe(204);
    expect((await jobState(id))?.state).toBe('retry');
    const db = await getDb();
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.targetId, id)))
      .orderBy(desc(auditLog.at));
    expect(audit?.before).toMatchObject({ queue: 'send-email', state: 'failed' });
    expect(audit?.after).toMatchObject({ queue: 'send-email', state: 'retry' });

    // A job no longer failed, and a missing or malformed id: the same 404.
    expect((await retry(actors.moderator.cookie)).status).toBe(404);
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await retryRoute(
      request(`/api/v1/admin/jobs/${missing}/retry`, { method: 'POST', cookie: actors.moderator.cookie }),
      { params: Promise.resolve({ id: missing }) },
    );
    expect(response.status).toBe(404);
    const malformed = await retryRoute(
      request('/api/v1/admin/jobs/1/retry', { method: 'POST', cookie: actors.moderator.cookie }),
      { params: Promise.resolve({ id: '1' }) },
    );
    expect(malformed.status).toBe(404);
  });
});
