import { DEMO_GUY, DEMO_PASSWORD } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';

// The auth journey through the real login form (house style 11: only this spec drives it).

test('demo_guy logs in through /login, sees his menu, and logs out', async ({ page, context }) => {
  await page.goto('/login?next=/');
  await page.screenshot({ path: '/tmp/wt-auth-login.png', fullPage: true });
  await expectAccessible(page, 'login');
  await page.getByLabel('Username or e-mail').fill(DEMO_GUY.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);

  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: new RegExp(DEMO_GUY.username) }).last();
  await expect(menu).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The session cookie is HttpOnly: page scripts cannot read it.
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name.endsWith('session_token'));
  expect(session?.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');

  // /session answers for the signed-in user, privately.
  const info = await page.request.get('/session');
  expect(info.status()).toBe(200);
  expect(info.headers()['cache-control']).toContain('no-store');
  expect(await info.json()).toMatchObject({ username: DEMO_GUY.username, usertype: 'guy', is_moderator: false });

  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/session')).status()).toBe(401);
});

test('a session older than its cookie cache still opens his pages, and the page load renews the cache', async ({
  page,
  context,
}) => {
  await page.goto('/login?next=/guy/settings');
  await page.getByLabel('Username or e-mail').fill(DEMO_GUY.username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/guy/settings');

  // Better Auth's session_data cookie lasts an hour; the browser then sends the token alone.
  const isCache = (name: string) => name.endsWith('session_data');
  expect((await context.cookies()).some((c) => isCache(c.name))).toBe(true);
  await context.clearCookies({ name: /session_data$/ });

  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === '/session');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  expect((await renewed).status()).toBe(200);
  await expect.poll(async () => (await context.cookies()).some((c) => isCache(c.name))).toBe(true);
});

test.describe('wrong password', () => {
  // The browser logs the 401 answer of the sign-in call itself.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('shows the same message as for an unknown user, and stays signed out', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username or e-mail').fill(DEMO_GUY.email);
    await page.getByLabel('Password').fill('NotThePassword1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid username, e-mail or password.');
    await expect(page).toHaveURL(/\/login/);
  });
});

test('empty fields show the spec text and send nothing', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);
});
