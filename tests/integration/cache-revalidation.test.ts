import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/admin/revalidate-cache/route';
import { PATH_MUST_START_WITH_SLASH } from '@/features/cache-revalidation/schema';
import { getDb } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { createTableActors } from '../helpers/actors';
import type { TestGirl } from '../helpers/girls';
import { request, type Person } from '../helpers/people';

// POST /api/admin/revalidate-cache (spec §7): who may, the spec's answer and messages,
// and the audit row.

let moderator: Person;
let guy: Person;
let girl: TestGirl;
let pendingGirl: TestGirl;

beforeAll(async () => {
  ({ moderator, guy, girl, pendingGirl } = await createTableActors());
});

const revalidate = (body: unknown, cookie?: string) =>
  POST(
    request('/api/admin/revalidate-cache', { method: 'POST', cookie, body, contentType: 'application/json' }),
    undefined,
  );

describe('POST /api/admin/revalidate-cache', () => {
  it('visitor 401, guy / girl / pending girl 403, moderator 200', async () => {
    const body = { cache_type: 'scammers' };
    expect((await revalidate(body)).status).toBe(401);
    expect((await revalidate(body, guy.cookie)).status).toBe(403);
    expect((await revalidate(body, girl.cookie)).status).toBe(403);
    expect((await revalidate(body, pendingGirl.cookie)).status).toBe(403);
    const response = await revalidate(body, moderator.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Revalidated scammers.',
      revalidated_paths: ['/scammers', 'tag:scammers'],
    });
  });

  it('a custom path must start with a slash: success false and the spec message', async () => {
    const response = await revalidate({ cache_type: 'custom_path', paths: ['wrestlers'] }, moderator.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: PATH_MUST_START_WITH_SLASH,
      revalidated_paths: [],
    });
    const missing = await revalidate({ cache_type: 'custom_path' }, moderator.cookie);
    expect(missing.status).toBe(400);
    const unknown = await revalidate({ cache_type: 'everything' }, moderator.cookie);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { success: boolean }).success).toBe(false);
  });

  it('revalidates custom paths and a girl by her profile path, and logs who did it', async () => {
    const custom = await revalidate({ cache_type: 'custom_path', paths: ['/wrestlers', '/reviews'] }, moderator.cookie);
    expect(((await custom.json()) as { revalidated_paths: string[] }).revalidated_paths).toEqual([
      '/wrestlers',
      '/reviews',
    ]);
    const one = await revalidate(
      { cache_type: 'individual_girl', paths: [`/profile/${encodeURIComponent(girl.stageName)}`] },
      moderator.cookie,
    );
    expect(((await one.json()) as { revalidated_paths: string[] }).revalidated_paths).toContain(
      `tag:girl:${girl.girlId}`,
    );
    const db = await getDb();
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cache.revalidate'), eq(auditLog.actorUserId, moderator.userId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ targetTable: 'cache', targetId: 'individual_girl' });
  });
});
