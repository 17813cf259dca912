import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';

// Foundation: the app shell, the not-found page and the legal pages.

test('home renders the header and the footer', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('banner')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeVisible();
  // Spec: the footer has the sections Navigation and Legal.
  await expect(footer.getByText('Navigation', { exact: true })).toBeVisible();
  await expect(footer.getByText('Legal', { exact: true })).toBeVisible();
  await expectAccessible(page, 'public home');
});

test.describe('not found', () => {
  // Chromium logs the 404 document load itself as a console error; that one is expected here.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist-e2e');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Not found - 404')).toBeVisible();
    await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('/404 shows the not-found page with a link home', async ({ page }) => {
    await page.goto('/404');
    await expect(page.getByText('Not found - 404')).toBeVisible();
    await expectAccessible(page, 'not found');
    await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
    const main = page.getByRole('main');
    await main.locator('a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const path of ['/terms-and-conditions', '/privacy-policy']) {
  test(`legal page ${path} renders with its June 2022 date`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/June 2022/).first()).toBeVisible();
    if (path === '/privacy-policy') await expectAccessible(page, 'legal page');
  });
}
