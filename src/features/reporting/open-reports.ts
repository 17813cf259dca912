import 'server-only';
import { eq } from 'drizzle-orm';
import type { SignedInActor } from '@/server/auth/actor-types';
import type { Tx } from '@/server/db';
import { user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { REPORTING_MESSAGES } from './schema';

// A person has at most one open (not yet decided) report per target (docs/decisions/035). Each
// report service checks for an open report of the same reporter and target inside the write's
// transaction, after taking this lock, and stores nothing when it finds one.

/**
 * Writes one reporter's reports one at a time: locks her account row until the transaction ends,
 * so the check that follows sees a report committed a moment earlier by a second tab or a double
 * click (READ COMMITTED reads a fresh snapshot per statement). NO KEY UPDATE does not block
 * other rows that merely reference the account.
 */
export async function lockReporter(tx: Tx, actor: SignedInActor): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.userId)).for('no key update');
}

/** The 409 for a second open report on one target; `attribute` is the field that names the target. */
export function reportAlreadyWaiting(target: string, attribute: string): AppError {
  return new AppError('conflict', REPORTING_MESSAGES.alreadyWaiting(target), {
    source: { pointer: `/data/attributes/${attribute}` },
  });
}
