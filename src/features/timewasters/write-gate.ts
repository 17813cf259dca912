import 'server-only';
import { assertMayReport } from '@/features/reporting/suspensions';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requireScope } from '@/server/auth/scope';
import { getDb, type Db, type Tx } from '@/server/db';
import { requireTimewasterReader } from './access';

// The one door of every write on the timewaster list: a report, an edit, a deletion, a phone, an
// e-mail, a photo, a comment, a confirmation, a vote, a merge. A visitor, a guy or a girl nobody
// vetted gets the feature's 404; a reader without the write scope a 403; an account whose right
// to report is suspended (docs/decisions/042) the suspension's 403, with its reason, before any
// record is read, so the answer is the same for every route and every id. Nothing writes to the
// list without passing here (tests/integration/timewaster-write-gate.test.ts lists the routes).

export async function openTimewasterWrite(actor: Actor): Promise<{ actor: SignedInActor; db: Db }> {
  const db = await getDb();
  return { actor: await passTimewasterWrite(db, actor), db };
}

/** The same door for a write in the caller's transaction. */
export async function passTimewasterWrite(db: Db | Tx, actor: Actor): Promise<SignedInActor> {
  requireTimewasterReader(actor);
  requireScope(actor, 'timewaster:write');
  await assertMayReport(db, actor);
  return actor;
}
