import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';

// Girls Search on the seeded demo data: the site search box's dropdown, /advanced_search's
// results, filters in the URL (after their debounce), Load More, the Grid view, 'No Results Found'.

const DEMO_GIRL = 'Gina Slam';

async function resultCount(page: Page): Promise<number> {
  // The count shown while a search is on its way is the previous one's (the results are aria-busy).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const text = await page
    .getByRole('status')
    .filter({ hasText: /^[\d,]+ Results$/ })
    .textContent();
  return Number(text!.replace(/\D/g, ''));
}

const cards = (page: Page) => page.getByRole('region', { name: 'Search results' }).getByRole('listitem');

test('site search box: dropdown of results, then View all results', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search girls' });
  await box.fill('Gina');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list.getByRole('option', { name: new RegExp(DEMO_GIRL) })).toBeVisible();
  await expectAccessible(page, 'home: search dropdown open', { resize: false });
  expect(await list.getByRole('option').count()).toBeLessThanOrEqual(11);
  // Keyboard: ArrowDown highlights the first result, Escape closes the dropdown.
  await box.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Escape');
  await expect(list).toBeHidden();
  await box.press('ArrowDown');
  await list.getByRole('option', { name: 'View all results' }).click();
  await expect(page).toHaveURL(/\/advanced_search\?q=Gina$/);
  await expect(cards(page).filter({ hasText: DEMO_GIRL })).toBeVisible();
});

test('Enter in the site search box goes to the advanced search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search girls' });
  await box.fill('Slam');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/advanced_search\?q=Slam$/);
  await expect(cards(page).filter({ hasText: DEMO_GIRL })).toBeVisible();
});

test('typing searches, filters go to the URL after their pause, Load More appends, Grid', async ({ page }) => {
  await page.goto('/advanced_search');
  // Skipped until there is text or a filter.
  await expect(page.getByText(/\d+ Results$/)).toHaveCount(0);
  const panel = page.getByRole('search', { name: 'Advanced Search' });
  const field = panel.getByPlaceholder('Search...');
  await field.fill('a');
  await expect(page).toHaveURL(/\?q=a$/);
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(20);
  await expect(cards(page)).toHaveCount(20);
  await expectAccessible(page, 'advanced search');

  await page.getByRole('button', { name: 'Load More' }).click();
  await expect(cards(page)).toHaveCount(Math.min(40, total));

  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.locator('[data-view="grid"]')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

  // City: trimmed, applied after 500 ms; the URL carries it, so back returns to the previous search.
  await panel.getByLabel('City').fill('  Las Vegas ');
  await expect(page).toHaveURL(/city=Las\+Vegas/);
  const inVegas = await resultCount(page);
  expect(inVegas).toBeLessThan(total);
  await expect(cards(page).filter({ hasText: DEMO_GIRL })).toBeVisible();

  // A slider: keyboard on the minimum weight thumb, applied after 300 ms.
  await panel.getByRole('slider', { name: 'Minimum weight' }).press('ArrowRight');
  await expect(page).toHaveURL(/weight=81-400/);
  await expect(panel.getByText('81 lbs - 400 lbs')).toBeVisible();
  await panel.getByRole('slider', { name: 'Minimum weight' }).press('ArrowLeft');
  await expect(page).not.toHaveURL(/weight=/);

  await page.goBack();
  await expect(page).toHaveURL(/weight=81-400/);
  await page.goBack();
  await expect(page).toHaveURL(/city=Las\+Vegas/);
  await page.goBack();
  await expect(page).not.toHaveURL(/city=/);
  await expect(panel.getByLabel('City')).toHaveValue('');
});

test.describe('offline', () => {
  // The request made while offline fails in the browser's network layer, which logs it.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/] });

  test('typing asks the search API, not a page per keystroke; offline shows Search Error with Retry', async ({
    page,
    context,
  }) => {
    await page.goto('/advanced_search');
    const pageLoads: string[] = [];
    page.on('request', (request) => {
      // A document load or an App Router navigation (an RSC request) to the search page.
      const rsc = request.headers()['rsc'] === '1' || request.url().includes('_rsc=');
      if (request.url().includes('/advanced_search') && (request.resourceType() === 'document' || rsc))
        pageLoads.push(request.url());
    });
    const panel = page.getByRole('search', { name: 'Advanced Search' });
    const field = panel.getByPlaceholder('Search...');
    const answered = page.waitForResponse((r) => r.url().includes('/api/v1/search?') && r.url().includes('q=gin'));
    await field.pressSequentially('gin', { delay: 60 });
    await answered;
    await expect(page).toHaveURL(/\?q=gin$/);
    await expect(cards(page).filter({ hasText: DEMO_GIRL })).toBeVisible();
    expect(pageLoads).toEqual([]);

    await context.setOffline(true);
    await field.fill('slam');
    const errorPanel = page.getByRole('alert').filter({ hasText: 'Search Error' });
    await expect(errorPanel).toBeVisible();
    await context.setOffline(false);
    await errorPanel.getByRole('button', { name: 'Retry' }).click();
    await expect(errorPanel).toHaveCount(0);
    await expect(cards(page).filter({ hasText: DEMO_GIRL })).toBeVisible();
    await expect(page).toHaveURL(/\?q=slam$/);
  });
});

test('the answer to earlier text does not undo letters typed while it came', async ({ page }) => {
  await page.goto('/advanced_search');
  const field = page.getByRole('search', { name: 'Advanced Search' }).getByPlaceholder('Search...');
  // The answer to "g" is held until "i" is typed, then arrives at once: before "gi" is applied
  // (300 ms after the keystroke), which would drop it.
  let answered = () => {};
  const answerReady = new Promise<void>((resolve) => (answered = resolve));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/search\?q=g&/, async (route) => {
    const response = await route.fetch();
    answered();
    await held;
    await route.fulfill({ response });
  });
  await field.pressSequentially('g');
  await answerReady;
  await field.pressSequentially('i');
  release();
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ Results$/ })).toBeVisible();
  expect(await field.inputValue()).toBe('gi');
  await field.pressSequentially('n');
  await expect(page).toHaveURL(/\?q=gin$/);
  await expect(field).toHaveValue('gin');
});

test('Load More pages by keyset to the last girl: every card once, then no button', async ({ page }) => {
  await page.goto('/advanced_search?q=a');
  const total = await resultCount(page);
  const loadMore = page.getByRole('button', { name: 'Load More' });
  for (let shown = 20; shown < total; shown += 20) {
    await expect(cards(page)).toHaveCount(shown);
    const next = page.waitForResponse((r) => r.url().includes('/api/v1/search') && /[?&]after=\d+/.test(r.url()));
    await loadMore.click();
    await next;
  }
  await expect(cards(page)).toHaveCount(total);
  await expect(loadMore).toHaveCount(0);
  const links = await cards(page)
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(links.length);
});

test("Clear empties the field and refocuses it; nothing matching shows 'No Results Found'", async ({ page }) => {
  await page.goto('/advanced_search?q=zzzz-no-such-girl-%25_');
  // In main: a streamed page (support/fixtures.ts).
  await expect(page.getByRole('main').getByText('No Results Found')).toBeVisible();
  const panel = page.getByRole('search', { name: 'Advanced Search' });
  const field = panel.getByPlaceholder('Search...');
  await expect(field).toHaveValue('zzzz-no-such-girl-%_');
  await panel.getByRole('button', { name: 'Clear' }).click();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expect(panel.getByRole('button', { name: 'Clear' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/advanced_search$/);
});

test('the panel hides and shows; a hostile query is a normal page', async ({ page }) => {
  await page.goto('/advanced_search?physique=Athletic');
  const toggle = page.getByRole('button', { name: 'Hide Advanced Search' });
  await toggle.click();
  await expect(page.getByRole('search', { name: 'Advanced Search' })).toBeHidden();
  await page.getByRole('button', { name: 'Show Advanced Search' }).click();
  await expect(page.getByRole('search', { name: 'Advanced Search' })).toBeVisible();
  // A long, hostile query is a normal page, not an error.
  const response = await page.goto(`/advanced_search?q=${encodeURIComponent('%_\\\'"'.repeat(500))}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText('No Results Found')).toBeVisible();
});

test('screenshots at 1280 and 390 wide', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/advanced_search?q=a');
    await expect(cards(page).first()).toBeVisible();
    await page.screenshot({ path: `/tmp/search-list-${width}.png`, fullPage: false });
    await page.getByRole('button', { name: 'Grid' }).click();
    await page.screenshot({ path: `/tmp/search-grid-${width}.png`, fullPage: false });
    await page.getByRole('combobox', { name: 'Search girls' }).fill('Gi');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/search-dropdown-${width}.png` });
  }
  // On a phone the panel starts closed above the results and opens on demand.
  await page.goto('/advanced_search?q=a');
  const panel = page.getByRole('search', { name: 'Advanced Search' });
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Show Advanced Search' }).click();
  await expect(panel).toBeVisible();
  await page.screenshot({ path: '/tmp/search-panel-390.png', fullPage: true });
});
