import 'server-only';
import { lt } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { usedCaptchaChallenges } from '@/server/db/schema';
import { sweepDue } from '@/server/http/sweep-schedule';
import type { UsedChallengeStore } from './used-challenge-store';

/** Shared by every instance: the primary key makes "first use wins" atomic. */
export class DatabaseUsedChallengeStore implements UsedChallengeStore {
  constructor(
    private readonly db: () => Promise<Db> = getDb,
    private readonly now: () => number = Date.now,
  ) {}

  async markUsed(id: string, expiresAt: number): Promise<boolean> {
    const database = await this.db();
    const now = this.now();
    if (sweepDue('used_captcha_challenges', now)) {
      await database.delete(usedCaptchaChallenges).where(lt(usedCaptchaChallenges.expiresAt, Math.floor(now / 1000)));
    }
    const inserted = await database
      .insert(usedCaptchaChallenges)
      .values({ signature: id, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: usedCaptchaChallenges.signature });
    return inserted.length === 1;
  }
}
