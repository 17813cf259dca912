import { describe, expect, it, vi } from 'vitest';
import { preparedOnce } from './prepared';
import type { Db } from './types';

describe('preparedOnce', () => {
  it('builds once per database, again for another one (tests and a reopened database)', () => {
    const build = vi.fn((db: Db) => ({ db }));
    const statement = preparedOnce(build);
    const first = {} as Db;
    const second = {} as Db;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second).db).toBe(second);
    expect(build).toHaveBeenCalledTimes(2);
  });
});
