import type { Page } from '@playwright/test';
import { DEMO_GUY, DEMO_PASSWORD } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';

// The directory on the seeded demo data: wrestlers grid and pages, scammers (list, detail,
// report), a problem girl, reviews, a session girl, robots.txt and sitemap.xml.

/** Paths of the sitemap's URLs that start with `prefix`. */
async function sitemapPaths(page: Page, prefix: string): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => p.startsWith(prefix));
}

test('/wrestlers shows a grid of girls with pages, and the US / International variants', async ({ page }) => {
  await page.goto('/wrestlers');
  await expect(page).toHaveTitle(/Wrestlers/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wrestlers' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Wrestlers' });
  const cards = grid.getByRole('article');
  await expect(cards).toHaveCount(24);
  const firstOnPage1 = await cards.first().getByRole('heading').innerText();
  await expectAccessible(page, 'wrestlers list');

  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/wrestlers\/page\/2$/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expect(cards.first()).toBeVisible();
  expect(await cards.first().getByRole('heading').innerText()).not.toBe(firstOnPage1);

  await page.getByRole('navigation', { name: 'Wrestler regions' }).getByRole('link', { name: 'USA Girls' }).click();
  await expect(page).toHaveURL(/\/wrestlers\/type\/us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'USA Girls' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'USA Girls' }).getByRole('article').first()).toContainText(
    /United States/,
  );

  await page.goto('/wrestlers/type/international');
  await expect(page.getByRole('heading', { level: 1, name: "Int'l Girls" })).toBeVisible();
  const international = page.getByRole('list', { name: "Int'l Girls" }).getByRole('article');
  await expect(international.first()).toBeVisible();
  await expect(international.filter({ hasText: 'United States' })).toHaveCount(0);

  // The card opens the girl's profile.
  await expect(international.first().getByRole('link')).toHaveAttribute('href', /^\/profile\//);
});

test('a scammer page shows the red Scammer! banner and its sections', async ({ page }) => {
  await page.goto('/scammers');
  await expect(page.getByRole('heading', { level: 1, name: 'Scammers' })).toBeVisible();
  await expectAccessible(page, 'scammers list');
  const first = page.getByRole('list', { name: 'Scammers' }).getByRole('article').first();
  const name = await first.getByRole('heading').innerText();
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/scammer\//);
  await expect(page.getByRole('alert').filter({ hasText: 'Scammer!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  for (const label of ['Uploaded', 'Location', 'Height', 'Weight'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  for (const section of ['The Scam', 'Pictures', 'Comments'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  await expect(page.getByText(/please do not doxx anyone/)).toBeVisible();
  await expectAccessible(page, 'scammer page');
  await expect(page).toHaveTitle(new RegExp(`Scammer: ${name}`));
});

test.describe('unknown names', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });
  test('an unknown scammer, review or session girl answers 404', async ({ page }) => {
    for (const path of [
      '/scammer/nobody-e2e',
      '/review/nobody-e2e',
      '/sessiongirls/nobody-e2e',
      '/problem-girl/999999',
      '/wrestlers/type/mars',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test('a visitor is asked to log in before reporting a scammer; a guy reports one and it waits for a moderator', async ({
  page,
}) => {
  await page.goto('/scammers');
  await page.getByRole('link', { name: 'Report a scammer' }).click();
  await expect(page).toHaveURL(/\/scammers\/report$/);
  await expect(page.getByText('You need to be logged in to report a scammer.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).last()).toHaveAttribute(
    'href',
    '/login?next=/scammers/report',
  );

  // As the browser's form would: with its Origin (Better Auth checks it once the page holds a cookie).
  const signIn = await page.request.post('/api/auth/sign-in/username', {
    headers: { Origin: new URL(page.url()).origin },
    data: { username: DEMO_GUY.username, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  await page.reload();
  const username = `e2e_scam_${Date.now()}`;
  await expect(page.getByRole('button', { name: 'Report scammer' })).toBeVisible();
  await expectAccessible(page, 'scammer report form');
  await page.getByRole('button', { name: 'Report scammer' }).click();
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please agree to the reporting terms.')).toBeVisible();
  await page.getByLabel(/^Name\b/).fill('Fake Fiona');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Headline').fill('Deposit scam');
  await page.getByLabel('Description').fill('Took a deposit and never showed up.');
  await page.getByLabel('City').fill('Reno');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('Weight').click();
  await page.getByRole('option', { name: '140 lbs' }).click();
  await page.getByRole('checkbox', { name: /^I confirm that this report is true/ }).check();
  await expect(page.getByText('Please agree to the reporting terms.')).toBeHidden();
  await page.getByRole('button', { name: 'Report scammer' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/scammers$/);
  // Not public until a moderator approves it.
  await expect(page.getByRole('list', { name: 'Scammers' })).not.toContainText(username);
});

test('a problem-girl page shows the record', async ({ page }) => {
  const [path] = await sitemapPaths(page, '/problem-girl/');
  expect(path).toBeTruthy();
  await page.goto(path!);
  await expect(page.getByText('Problem Girl', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const section of ['Reason', 'Message thread', 'Pictures', 'Reported URLs']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /ads\.example\/listing/ }).first()).toBeVisible();
  await expectAccessible(page, 'problem girl');
});

test('/reviews leads to a review page with the forum threads', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const first = page.getByRole('list', { name: 'Reviewed girls' }).getByRole('article').first();
  const name = await first.getByRole('heading').innerText();
  await expect(first.getByRole('link', { name: /Session review/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/forum\.example\//,
  );
  await expectAccessible(page, 'reviews list');
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/review\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Forum reviews' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Session review/ }).first()).toBeVisible();
  await expectAccessible(page, 'review page');
});

test('a session-girl page shows her gallery and travels', async ({ page }) => {
  const paths = await sitemapPaths(page, '/sessiongirls/');
  expect(paths.length).toBeGreaterThan(0);
  await page.goto(paths[0]!);
  await expect(page.getByText('Session girl', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Travels' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await expectAccessible(page, 'session girl');
});

test('robots.txt keeps private areas out and sitemap.xml lists the public pages', async ({ page }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const path of ['/api/', '/admin', '/dashboard', '/girl/']) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  expect(await sitemapPaths(page, '/wrestlers')).toEqual(
    expect.arrayContaining(['/wrestlers', '/wrestlers/type/us', '/wrestlers/type/international']),
  );
  expect((await sitemapPaths(page, '/scammer/')).length).toBeGreaterThan(0);
  expect((await sitemapPaths(page, '/review/')).length).toBeGreaterThan(0);
  expect(await sitemapPaths(page, '/profile/')).toContain('/profile/Gina%20Slam');
});
