import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';

// The small things a new visitor hit in the first week: the header keeps to one row at 1280 px,
// and a link followed offline shows spec §8's Network Error panel instead of the browser's page.

test("a visitor's header is one row at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page, 'visitor');
  const header = page.locator('header').first();
  const logo = header.getByRole('link', { name: /Matside/ }).first();
  const lastButton = header.getByRole('link', { name: /Signup/ }).last();
  await expect(lastButton).toBeVisible();
  const [logoBox, buttonBox, headerBox] = await Promise.all([
    logo.boundingBox(),
    lastButton.boundingBox(),
    header.boundingBox(),
  ]);
  // One row: the last sign-up button sits beside the logo, not under it.
  expect(Math.abs(buttonBox!.y + buttonBox!.height / 2 - (logoBox!.y + logoBox!.height / 2))).toBeLessThan(8);
  expect(headerBox!.height).toBeLessThan(80);
  await page.screenshot({ path: 'test-results/screens/visitor-header-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/visitor-header-390.png' });
});

test.describe('offline', () => {
  // The held link is never fetched; a prefetch the browser tried offline may log its failure.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

  test('a link followed offline shows the Network Error panel, and goes on once online', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await hydrated(page, 'visitor');
    // The panel's code is fetched a few seconds after the page loads, while still online.
    await page.waitForTimeout(4000);
    await context.setOffline(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scammers' }).click();
    const panel = page.getByTestId('offline-navigation');
    await expect(panel.getByRole('heading', { name: 'Network Error' })).toBeAttached();
    await expect(panel.getByText('Network Error', { exact: true }).last()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.screenshot({ path: 'test-results/screens/offline-1280.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/screens/offline-390.png' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // The click was the page's first input: the toaster's code it asked for could not come offline.
    const toasts = page.locator('section[aria-label^="Notifications"]');
    await expect(toasts).toHaveCount(0);
    await context.setOffline(false);
    // Online again, the next input fetches it again (session 19: no lasting failure, no uncaught error).
    await panel.getByRole('button', { name: 'Try again' }).focus();
    await expect(toasts).toBeAttached();
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/scammers$/);
    await expect(panel).toHaveCount(0);
  });
});
