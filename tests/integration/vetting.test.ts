import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as girlDecision } from '@/app/api/v1/admin/girls/[id]/decision/route';
import { GET as readPicture, PUT as sendPicture } from '@/app/api/v1/girls/[id]/verification-picture/route';
import { moderationQueue } from '@/features/moderation/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog, girls } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import { createTableActors } from '../helpers/actors';
import { createGirl, type TestGirl } from '../helpers/girls';
import { avatarDataUrl } from '../helpers/guys';
import { request, type Person } from '../helpers/people';

// Vetting: a pending girl's verification picture is private (moderators only), shown in
// the queue, and deleted once a moderator has decided.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

let moderator: Person;
let guy: Person;
let otherGirl: TestGirl;
let applicant: TestGirl;

beforeAll(async () => {
  ({ moderator, guy, girl: otherGirl } = await createTableActors());
  applicant = await createGirl({ prefix: 'vetme', state: 'pending' });
});

const send = async (cookie?: string) =>
  (sendPicture as Route)(
    request(`/api/v1/girls/${applicant.girlId}/verification-picture`, {
      method: 'PUT',
      cookie,
      body: { image64: await avatarDataUrl(7) },
      contentType: 'application/json',
    }),
    ctx(applicant.girlId),
  );
const read = (cookie?: string) =>
  (readPicture as Route)(
    request(`/api/v1/girls/${applicant.girlId}/verification-picture`, { cookie }),
    ctx(applicant.girlId),
  );

async function storedKey(): Promise<string | null> {
  const db = await getDb();
  const [row] = await db
    .select({ key: girls.verificationPictureKey })
    .from(girls)
    .where(eq(girls.id, applicant.girlId));
  return row?.key ?? null;
}

describe('the verification picture', () => {
  it('only the girl herself sends it: visitor 401, guy and another girl 403', async () => {
    expect((await send()).status).toBe(401);
    expect((await send(guy.cookie)).status).toBe(403);
    expect((await send(otherGirl.cookie)).status).toBe(403);
    expect((await send(applicant.cookie)).status).toBe(204);
    const key = await storedKey();
    expect(key).toMatch(/^private\/verification\/\d+\/[0-9a-f]{32}\.webp$/);
  });

  it('only moderators read it; everyone else, the girl included, gets the 404 of none', async () => {
    for (const cookie of [undefined, guy.cookie, otherGirl.cookie, applicant.cookie]) {
      expect((await read(cookie)).status).toBe(404);
    }
    const response = await read(moderator.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    const pending = (await moderationQueue(mod)).girls.find((g) => g.id === applicant.girlId);
    expect(pending?.verificationPictureUrl).toBe(`/api/v1/girls/${applicant.girlId}/verification-picture`);
  });

  it('is deleted when a moderator decides; the audit log keeps that it existed', async () => {
    const key = (await storedKey())!;
    expect(await getStorage().get(key)).not.toBeNull();
    const decision = await (girlDecision as Route)(
      request(`/decision`, {
        method: 'POST',
        cookie: moderator.cookie,
        body: { approved: true },
        contentType: 'application/json',
      }),
      ctx(applicant.girlId),
    );
    expect(decision.status).toBe(204);
    expect(await storedKey()).toBeNull();
    expect(await getStorage().get(key)).toBeNull();
    expect((await read(moderator.cookie)).status).toBe(404);
    const db = await getDb();
    const rows = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(applicant.girlId)));
    expect(rows.find((r) => r.action === 'girl.approve')).toMatchObject({
      before: { verificationPicture: true },
      after: { verificationPicture: false },
    });
  });
});
