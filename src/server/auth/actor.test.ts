import { beforeEach, describe, expect, it, vi } from 'vitest';

const sessionTokenFromHeaders = vi.fn();
vi.mock('./session-token', () => ({ sessionTokenFromHeaders }));
const getDb = vi.fn();
vi.mock('@/server/db', () => ({ getDb }));

const { getActorFromHeaders, VISITOR } = await import('./actor');

beforeEach(() => {
  sessionTokenFromHeaders.mockReset().mockResolvedValue(null);
  getDb.mockReset();
});

describe('getActorFromHeaders', () => {
  it('answers a request without a validly signed session cookie as a visitor without a database read', async () => {
    expect(await getActorFromHeaders(new Headers({ cookie: 'matside.session_token=forged' }))).toBe(VISITOR);
    expect(sessionTokenFromHeaders).toHaveBeenCalledTimes(1);
    expect(getDb).not.toHaveBeenCalled();
  });
});
