import { describe, expect, it, vi } from 'vitest';
import { oncePerDatabase } from './once-per-database';
import type { Db } from './types';

describe('oncePerDatabase', () => {
  it('makes its value once per database, again for another one (tests and a reopened database)', () => {
    const make = vi.fn((db: Db) => ({ db }));
    const valueOf = oncePerDatabase(make);
    const first = {} as Db;
    const second = {} as Db;
    expect(valueOf(first)).toBe(valueOf(first));
    expect(valueOf(second).db).toBe(second);
    expect(make).toHaveBeenCalledTimes(2);
  });
});
