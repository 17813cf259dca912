import { beforeEach, describe, expect, it, vi } from 'vitest';

const getSession = vi.fn();
vi.mock('./auth', () => ({
  AUTH_COOKIE_PREFIX: 'matside',
  getAuth: async () => ({ api: { getSession } }),
}));
vi.mock('@/server/db', () => ({ getDb: vi.fn() }));

const { getActorFromHeaders, VISITOR } = await import('./actor');

beforeEach(() => {
  getSession.mockReset().mockResolvedValue(null);
});

describe('getActorFromHeaders', () => {
  it('answers a request without cookies as a visitor without a session lookup', async () => {
    expect(await getActorFromHeaders(new Headers())).toBe(VISITOR);
    expect(getSession).not.toHaveBeenCalled();
  });

  it('ignores other cookies and look-alike names', async () => {
    const headers = new Headers({ cookie: 'theme=dark; better-auth.session_token=x; matside_session_token=y' });
    expect(await getActorFromHeaders(headers)).toBe(VISITOR);
    expect(getSession).not.toHaveBeenCalled();
  });

  it.each(['matside.session_token=abc', '__Secure-matside.session_token=abc', 'a=1; matside.session_token=abc'])(
    'asks Better Auth when the session cookie is there (%s)',
    async (cookie) => {
      expect(await getActorFromHeaders(new Headers({ cookie }))).toBe(VISITOR);
      expect(getSession).toHaveBeenCalledTimes(1);
    },
  );
});
