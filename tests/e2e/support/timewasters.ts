import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './constants';

/** Signs in through Better Auth's API; the cookie lands in the request context (and its page). */
export async function signInAs(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post('/api/auth/sign-in/username', {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: E2E_BASE_URL },
  });
  if (!response.ok()) throw new Error(`sign-in of ${username} failed: ${response.status()} ${await response.text()}`);
}
