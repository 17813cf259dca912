import 'server-only';
import { eq } from 'drizzle-orm';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Tx } from '@/server/db';
import { user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { REPORTING_MESSAGES } from './schema';

// One open report per reporter and target (decision 035), checked inside the write after this lock.

/** Locks her account row, so the check sees a report a second tab committed a moment ago. */
export async function lockReporter(tx: Tx, actor: SignedInActor): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.userId)).for('no key update');
}

export function reportAlreadyWaiting(target: string, attribute: string): AppError {
  return new AppError('conflict', REPORTING_MESSAGES.alreadyWaiting(target), {
    source: { pointer: `/data/attributes/${attribute}` },
  });
}
