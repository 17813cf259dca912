import 'server-only';

/**
 * Remembers solved captcha challenges until they expire, so each works once.
 * The in-memory store is per process: with several app instances a payload could be replayed once
 * per instance, so production needs a shared implementation (a table or Redis) of this interface.
 */
export interface UsedChallengeStore {
  /**
   * Atomically records `id` as used until `expiresAt` (epoch seconds).
   * Resolves true the first time, false when `id` was already used.
   */
  markUsed(id: string, expiresAt: number): Promise<boolean>;
}

export interface MemoryUsedChallengeStoreOptions {
  /** Upper bound on remembered ids. Past it the oldest are forgotten (see markUsed). */
  maxEntries?: number;
  /** Epoch milliseconds; injectable for tests. */
  now?: () => number;
}

export class MemoryUsedChallengeStore implements UsedChallengeStore {
  private readonly used = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor({ maxEntries = 100_000, now = Date.now }: MemoryUsedChallengeStoreOptions = {}) {
    this.maxEntries = maxEntries;
    this.now = now;
  }

  get size(): number {
    return this.used.size;
  }

  async markUsed(id: string, expiresAt: number): Promise<boolean> {
    const nowSeconds = this.now() / 1000;
    const known = this.used.get(id);
    if (known !== undefined && known >= nowSeconds) return false;
    if (known !== undefined) this.used.delete(id);
    if (this.used.size >= this.maxEntries) this.prune(nowSeconds);
    this.used.set(id, expiresAt);
    return true;
  }

  private prune(nowSeconds: number) {
    for (const [id, expiresAt] of this.used) {
      if (expiresAt < nowSeconds) this.used.delete(id);
    }
    // Still full of live entries: forget the oldest. Replaying one of those would first need
    // `maxEntries` fresh solved challenges, each paid for with proof of work and rate limits.
    while (this.used.size >= this.maxEntries) {
      const oldest = this.used.keys().next().value;
      if (oldest === undefined) break;
      this.used.delete(oldest);
    }
  }
}
