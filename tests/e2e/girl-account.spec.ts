import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { DEMO_MODERATOR, DEMO_PENDING_GIRL } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { signUpGirl } from './support/girls';
import { mailsTo, signInAs } from './support/session';
import { queueSection } from './support/queue';

// Through the real UI (decision 028): a pending girl sees her own profile with who else
// sees it; a rejected girl reads the reason on her dashboard and resubmits; a girl deletes her
// account (gone from the list, and her sign-in says it was deleted).

// The login form's refused sign-in: the browser logs the 403 of Better Auth's answer.
test.use({ allowedConsoleErrors: [/status of 403/] });

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}

/** A moderator decides on a girl through the queue's endpoint (the queue's UI has its own journey). */
async function decideAsModerator(browser: Browser, baseURL: string, girlId: number, body: object) {
  const context = await browser.newContext({ baseURL });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL, DEMO_MODERATOR.username);
  const response = await moderator.request.post(`/api/v1/admin/girls/${girlId}/decision`, {
    headers: { Origin: baseURL },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(204);
  return { moderator, context };
}

async function ownGirlId(page: Page): Promise<number> {
  const session = (await (await page.request.get('/session')).json()) as { girl_id: number };
  return session.girl_id;
}

test('a pending girl views her own profile with a banner; nobody else gets it', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_PENDING_GIRL.username);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'View My Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  const banner = page.getByRole('status', { name: 'Who can see your profile' });
  await expect(banner).toContainText('Nobody else can see your profile yet');
  const stageName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(stageName.length).toBeGreaterThan(0);
  await shoot(page, 'own-profile-pending');

  // Her view is never cached: private, no-store.
  const own = await page.request.get('/dashboard/profile');
  expect(own.headers()['cache-control']).toMatch(/private/);
  expect(own.headers()['cache-control']).toMatch(/no-store/);
  // The public URL stays the 404 of a missing profile, for a visitor and for her, after her visit.
  const publicUrl = `/profile/${encodeURIComponent(stageName)}`;
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const missing = await visitor.get('/profile/No%20Such%20Girl%20Here');
  const hers = await visitor.get(publicUrl);
  expect(hers.status()).toBe(404);
  expect((await hers.text()).includes(stageName)).toBe(false);
  expect(missing.status()).toBe(404);
  expect((await page.request.get(publicUrl)).status()).toBe(404);
  // A visitor asking for her view is sent to sign in.
  const asVisitor = await visitor.get('/dashboard/profile', { maxRedirects: 0 });
  expect(asVisitor.status()).toBe(307);
  expect(asVisitor.headers().location).toMatch(/^\/login\?next=/);
  await visitor.dispose();
});

test('a rejected girl reads the reason on her dashboard and resubmits her profile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/female_registration');
  const girl = await signUpGirl(page, baseURL!, 'Refix');
  const girlId = await ownGirlId(page);
  const reason = 'Your verification picture does not show the paper with your username.';
  const { moderator, context } = await decideAsModerator(browser, baseURL!, girlId, {
    approved: false,
    reasonCode: 'other',
    reason,
  });

  // The e-mail says the same: the reason, and what she can do.
  await expect.poll(async () => (await mailsTo(girl.email)).some((m) => m.includes('Resubmit for review'))).toBe(true);

  await page.goto('/dashboard');
  const rejected = page.getByRole('region', { name: 'Not approved' });
  await expect(rejected).toContainText(reason);
  // One story: the reason once, one primary action (resubmit), the appeal offered beside it.
  await expect(page.getByRole('main').getByText(reason)).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button', { name: 'Send appeal' })).toHaveCount(0);
  await expect(rejected.getByText('Think the decision is wrong? Appeal it instead')).toBeVisible();
  await expect(rejected.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/girl/settings');
  // Shown, but not public: nobody else sees a refused profile.
  await expect(page.getByText('Your profile will be public once a moderator approves it.')).toBeVisible();
  await expect(page.getByText('Your profile is public.')).toHaveCount(0);
  await shoot(page, 'dashboard-rejected');
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('status', { name: 'Who can see your profile' })).toContainText(
    'Nobody else can see your profile',
  );

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(page.getByText('Your profile is back with our moderators.')).toBeVisible();
  await expect(page.getByText('Awaiting approval')).toBeVisible();
  // Not approved yet, she sees no private client data: the two-factor card says so.
  await expect(
    page.getByText(/^Once a moderator approves you, your account can see private client data/),
  ).toBeVisible();
  await expect(page.getByText(/^Your account can see private client data/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Not approved' })).toHaveCount(0);
  // Resubmitted, nothing says "Not approved" or offers to appeal the old decision.
  await expect(page.getByRole('main')).not.toContainText('Not approved');
  await expect(page.getByRole('main')).not.toContainText(/appeal/i);

  // The moderators see her again.
  await moderator.goto('/admin/moderate');
  await expect(
    (await queueSection(moderator, 'Matside girls profile approvals')).getByRole('article', {
      name: girl.username,
    }),
  ).toBeVisible();
  await context.close();
});

test('a girl deletes her account: gone from the list, and her sign-in says it was deleted', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/female_registration');
  const girl = await signUpGirl(page, baseURL!, 'Leave');
  const { context } = await decideAsModerator(browser, baseURL!, await ownGirlId(page), { approved: true });
  await context.close();
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const profileUrl = `/profile/${encodeURIComponent(girl.username)}`;
  const search = `/api/v1/search?q=${encodeURIComponent(girl.username)}`;
  expect((await visitor.get(profileUrl)).status()).toBe(200);
  expect(await (await visitor.get(search)).text()).toContain(girl.username);
  // The newest girl heads the list.
  expect(await (await visitor.get('/wrestlers')).text()).toContain(girl.username);

  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/girl\/settings$/);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete your account? This cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted account')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await page.request.get('/session')).status()).toBe(401);

  // Gone from her page, the search and the list at once (the cached pages were dropped).
  expect((await visitor.get(profileUrl)).status()).toBe(404);
  expect(await (await visitor.get(search)).text()).not.toContain(girl.username);
  expect(await (await visitor.get('/wrestlers')).text()).not.toContain(girl.username);
  await visitor.dispose();

  // Signing in again says the account was deleted, not suspended.
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(girl.username);
  await page.getByLabel('Password').fill(girl.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('This account has been deleted.')).toBeVisible();
  await expect(page.getByText(/suspended/)).toHaveCount(0);
});
