import { expect, test } from './support/fixtures';
import { E2E_PORT } from './support/constants';
import { signInAs } from './support/session';
import { DEMO_GUY, DEMO_PASSWORD } from '../../scripts/seed/demo-accounts';

// The server's APP_URL is http://127.0.0.1:<port>; a newcomer who opens
// http://localhost:<port> instead signs in all the same (development trusts both loopback names on
// the served port). Before, Better Auth answered a bare 'Invalid origin'.
test('signs in at http://localhost when APP_URL names 127.0.0.1', async ({ page }) => {
  await page.goto(`http://localhost:${E2E_PORT}/login`);
  await page.getByLabel('Username or e-mail').fill(DEMO_GUY.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`http://localhost:${E2E_PORT}/dashboard`);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

// A signed-in visitor of /login is sent to `next` only when it stays on the site.
test('odd next values after sign-in stay on the site and never answer 500', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GUY.username);
  const cases: Array<[string, string]> = [
    ['%09/evil.example', '/evil.example'],
    ['/%09/evil.example', '/dashboard'],
    ['/.//evil.example', '/dashboard'],
    ['%5C%5Cevil.example', '/dashboard'],
    ['https://evil.example/', '/dashboard'],
    ['/profile%0d%0aSet-Cookie:%20x=1', '/profileSet-Cookie:%20x=1'],
    ['/guy/bookings', '/guy/bookings'],
  ];
  for (const [next, expected] of cases) {
    const response = await page.request.get(`/login?next=${next}`, { maxRedirects: 0 });
    expect(response.status(), next).toBeLessThan(400);
    expect(new URL(response.headers()['location'] ?? '', baseURL).href, next).toBe(new URL(expected, baseURL).href);
  }
  const nonAscii = await page.request.get('/login?next=/profile/%C3%A9%E2%80%AE', { maxRedirects: 0 });
  expect(nonAscii.status()).toBeLessThan(400);
});
