import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/constants';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/timewasters';

// Decision 025 against the running server (started without AUTH_SECRET, like `npm run demo`): it signs
// with a secret it generated into its data folder, so a token signed with the secret this
// repository used to publish is refused, and Better Auth's /update-user is closed.

const OLD_REPOSITORY_SECRET = 'matside-development-secret-change-me-in-production';

test('the server generated its own secret into its data folder, readable by its owner only', async () => {
  const file = await stat(path.join(E2E_DATA_DIR, 'auth-secret'));
  expect(file.mode & 0o777).toBe(0o600);
});

test('a verification token signed with the old repository default is refused', async ({ request }) => {
  const forged = await createEmailVerificationToken(OLD_REPOSITORY_SECRET, 'guy@matside.test');
  const response = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(forged)}`, {
    maxRedirects: 0,
  });
  expect(response.status()).toBe(401);
  expect(await response.text()).toContain('INVALID_TOKEN');
  expect(response.headers()['set-cookie'] ?? '').not.toContain('session_token');
});

test('/api/auth/update-user is closed: no new display name, name or picture', async ({ request }) => {
  await signInAs(request, 'demo_guy');
  const renamed = await request.post('/api/auth/update-user', {
    data: { displayUsername: 'demo_mod', image: '/media/seed/other.webp' },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(renamed.status()).toBe(404);
  const session = await request.get('/session');
  expect(session.status()).toBe(200);
  expect(await session.json()).toMatchObject({ username: 'demo_guy' });
});
