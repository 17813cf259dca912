import { DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/session';

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

/** The RSC flight data a page's HTML carries for hydration (its `self.__next_f.push([1, "…"])` scripts). */
function flightDataOf(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\(\[1,(".*?")\]\)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as string)
    .join('');
}

// Decision 049, session 20: the chrome (header, footer, providers, the islands at the body's end) is one
// client module, so its tree is not sent again as flight data and it is one client reference, not ten.
test("a signed-in page's flight data carries the chrome as one client reference, not its tree", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_GUY.username);
  const response = await page.request.get('/guy/settings');
  expect(response.status()).toBe(200);
  const flight = flightDataOf(await response.text());
  expect(flight).toContain('"SiteChrome"');
  for (const island of ['FlagsProvider', 'SessionProvider', 'HeaderAccount', 'Toaster', 'MonitoringLoader']) {
    expect(flight).not.toContain(`"${island}"`);
  }
  // Nor is the footer's markup (4.3 KB of every page's flight data before).
  expect(flight).not.toContain('"footer"');
  // Main before the change: 22 client references and 15,600 characters; after: 14 and about 8,600.
  expect(flight.match(/^[0-9a-f]+:I\[/gm)?.length).toBeLessThanOrEqual(14);
  expect(flight.length).toBeLessThan(9_500);
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
