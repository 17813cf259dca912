import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as addNote } from '@/app/api/v1/girls/[id]/moderator-notes/route';
import { PATCH as editNote } from '@/app/api/v1/moderator-notes/[id]/route';
import { listGirlNotes } from '@/features/moderator-notes/queries';
import { NOTE_REQUIRED } from '@/features/moderator-notes/schema';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { auditLog } from '@/server/db/schema';
import { createTableActors } from '../helpers/actors';
import type { TestGirl } from '../helpers/girls';
import { request, type Person } from '../helpers/people';

// Moderators' notes on a girl (add, edit): moderators only, audited.

type Route = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

let moderator: Person;
let guy: Person;
let girl: TestGirl;
let pendingGirl: TestGirl;

beforeAll(async () => {
  ({ moderator, guy, girl, pendingGirl } = await createTableActors());
});

const call = (route: Route, method: string, id: number, body: unknown, cookie?: string) =>
  route(request(`/notes/${id}`, { method, cookie, body, contentType: 'application/json' }), ctx(id));

describe('moderator notes on a girl', () => {
  it('add: visitor 401, guy / the girl herself / pending girl 403, moderator 201; a missing girl 404', async () => {
    const body = { comment: 'Asked twice for deposits up front.' };
    expect((await call(addNote as Route, 'POST', girl.girlId, body)).status).toBe(401);
    expect((await call(addNote as Route, 'POST', girl.girlId, body, guy.cookie)).status).toBe(403);
    expect((await call(addNote as Route, 'POST', girl.girlId, body, girl.cookie)).status).toBe(403);
    expect((await call(addNote as Route, 'POST', girl.girlId, body, pendingGirl.cookie)).status).toBe(403);
    expect((await call(addNote as Route, 'POST', girl.girlId, body, moderator.cookie)).status).toBe(201);
    expect((await call(addNote as Route, 'POST', 999_999, body, moderator.cookie)).status).toBe(404);
    const empty = await call(addNote as Route, 'POST', girl.girlId, { comment: ' ' }, moderator.cookie);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(NOTE_REQUIRED);
  });

  it('edit: moderators only, with before and after in the audit log; only moderators can read them', async () => {
    const added = await call(addNote as Route, 'POST', girl.girlId, { comment: 'First version.' }, moderator.cookie);
    const { id } = (await added.json()) as { id: number };
    expect((await call(editNote as Route, 'PATCH', id, { comment: 'x' }, girl.cookie)).status).toBe(403);
    expect((await call(editNote as Route, 'PATCH', id, { comment: 'Second version.' }, moderator.cookie)).status).toBe(
      204,
    );
    const mod = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
    expect((await listGirlNotes(mod, girl.girlId)).map((n) => n.comment)).toContain('Second version.');
    const girlActor = await getActorFromHeaders(new Headers({ cookie: girl.cookie }));
    await expect(listGirlNotes(girlActor, girl.girlId)).rejects.toMatchObject({ status: 403 });
    const db = await getDb();
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'girl-note.edit'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({ before: { comment: 'First version.' }, after: { comment: 'Second version.' } });
  });
});
