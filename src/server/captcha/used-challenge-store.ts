import 'server-only';

/** Solved challenges until they expire. The in-memory store is per process. */
export interface UsedChallengeStore {
  /** Atomic: true the first time, false when already used. */
  markUsed(id: string, expiresAt: number): Promise<boolean>;
}

export interface MemoryUsedChallengeStoreOptions {
  maxEntries?: number;
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
    // Replaying a forgotten one would first take `maxEntries` fresh solved challenges.
    while (this.used.size >= this.maxEntries) {
      const oldest = this.used.keys().next().value;
      if (oldest === undefined) break;
      this.used.delete(oldest);
    }
  }
}
