import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { DEMO_PASSWORD } from '../../scripts/seed/demo-accounts';
import { commitTasks, countCommits } from './support/commits';
import { signInAs, totpCode } from './support/session';

// A visitor on any signed-in page is sent to sign in, and comes back there after.
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/edit-profile-male',
  '/guy/settings',
  '/guy/bookings',
  '/guy/my-references',
  '/report_a_sessiongirl',
  '/edit-profile-female',
  '/edit-profile-female?girlId=3',
  '/girl/bookings',
  '/girl/manage-travels',
  '/girl/manage-travels/add',
  '/girl/manage-travels/edit/1',
  '/profile-2/1',
  '/admin/moderate',
];

test('a visitor on a signed-in page is sent to /login?next=… and comes back after signing in', async ({
  page,
  baseURL,
  request,
}) => {
  for (const path of SIGNED_IN_PAGES) {
    // A real HTTP redirect from the server, not a client-side one.
    const direct = await request.get(path, { maxRedirects: 0 });
    expect(direct.status(), path).toBe(307);
    const location = new URL(direct.headers().location!, baseURL);
    expect(location.pathname, path).toBe('/login');
    expect(location.searchParams.get('next'), path).toBe(path);
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.getByLabel('Username or e-mail').fill('demo_guy');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test("demo_guy's dashboard shows his menu and summary card, privately cached", async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'demo_guy');
  const response = await page.goto('/dashboard');
  expect(response?.headers()['cache-control']).toMatch(/private/);
  expect(response?.headers()['cache-control']).toMatch(/no-store/);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const [label, href] of [
    ['Edit Profile', '/edit-profile-male'],
    ['Girls Search', '/advanced_search'],
    ['Settings', '/guy/settings'],
  ]) {
    await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  // In main: a streamed page (support/fixtures.ts).
  const summary = page.getByRole('main').getByLabel('Your summary');
  await expect(summary.getByText('demo_guy')).toBeVisible();
  await expect(summary.getByText(/Member since \d\d-\d\d-\d{4}/)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show Profile' })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/girl-dashboard-guy-1280.png', fullPage: true });
  await expectAccessible(page, 'dashboard (guy)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/girl-dashboard-guy-390.png', fullPage: true });
});

test("demo_girl's dashboard shows her menu, avatar and Show Profile switch", async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, 'demo_girl');
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link', { name: 'View My Profile' })).toHaveAttribute('href', '/dashboard/profile');
  await expect(menu.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile-female');
  await expect(menu.getByRole('link', { name: 'My Travels' })).toHaveAttribute('href', '/girl/manage-travels');
  await expect(page.getByRole('switch', { name: 'Show Profile' })).toBeChecked();
  await expect(page.getByText(/awaits approval/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/girl-dashboard-girl-1280.png', fullPage: true });
  await expectAccessible(page, 'dashboard (girl)');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/girl-dashboard-girl-390.png', fullPage: true });
});

test('the header draws the account’s picture as its 64 px icon', async ({ page, baseURL }) => {
  for (const username of ['demo_guy', 'demo_girl']) {
    await page.context().clearCookies();
    await signInAs(page, baseURL!, username);
    await page.goto('/contact');
    const avatar = page.getByRole('banner').getByRole('button', { name: username }).locator('img');
    await expect(avatar).toBeVisible();
    await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
  }
});

test('her dashboard hydrates in one commit: its Show Profile switch sets no state at mount', async ({
  page,
  baseURL,
}) => {
  await countCommits(page);
  await signInAs(page, baseURL!, 'demo_girl');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard');
    const toggle = page.getByRole('switch', { name: 'Show Profile' });
    await expect(toggle).toBeChecked();
    await expect.poll(async () => (await commitTasks(page)).length).toBeGreaterThan(0);
    const commits = await commitTasks(page);
    expect(
      commits.filter((task) => task === commits[0]),
      `${width} px: commits ${commits.join(',')}`,
    ).toHaveLength(1);
  }
});

test.describe('two-factor', () => {
  // The wrong code is answered 401 by Better Auth, which the browser logs.
  test.use({ allowedConsoleErrors: [/status of 401/] });

  test('demo_mod sees Admin and can turn two-factor sign-in on and off', async ({ page, baseURL, request }) => {
    await signInAs(page, baseURL!, 'demo_mod');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', '/admin');
    await expectAccessible(page, 'dashboard (moderator)');

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('MatsideDemo2026!');
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent())!;
    // The same key as a QR code to scan with a phone, drawn in the page (no image request).
    const qr = page.getByRole('img', { name: /QR code of your two-factor key/ });
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await page.screenshot({ path: '/tmp/two-factor-qr-390.png', fullPage: false });
    await page.getByLabel('Code').fill('000000' === totpCode(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The code is not valid. Please try again.')).toBeVisible();
    await page.getByLabel('Code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Two-factor sign-in is on.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();

    // A fresh password sign-in (another cookie jar) now stops at the second factor.
    const signIn = await request.post('/api/auth/sign-in/username', {
      headers: { Origin: baseURL! },
      data: { username: 'demo_mod', password: 'MatsideDemo2026!' },
    });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });

    await page.getByRole('button', { name: 'Turn off two-factor sign-in' }).click();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('MatsideDemo2026!');
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Set up two-factor sign-in' })).toBeVisible();
    const plain = await request.post('/api/auth/sign-in/username', {
      headers: { Origin: baseURL! },
      data: { username: 'demo_mod', password: 'MatsideDemo2026!' },
    });
    expect(await plain.json()).not.toHaveProperty('twoFactorRedirect');
  });
});
