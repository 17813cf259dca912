import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../src/server/db/seed/demo-accounts';
import { E2E_BASE_URL } from './constants';

/**
 * House style 11: a session from Better Auth's own sign-in endpoint, not the login form (the auth
 * journey tests the form). page.request shares the browser context's cookie jar.
 */
export async function signInAs(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/username', {
    data: { username, password },
    headers: { Origin: E2E_BASE_URL },
  });
  if (!response.ok()) throw new Error(`sign-in as ${username} failed: ${response.status()} ${await response.text()}`);
}
