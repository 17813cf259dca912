import { DEMO_GIRL, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/timewasters';
import { chooseReason } from './moderation-reason';

// The girl's journey through the timewaster tool, and the moderator's admin table.

test('a girl searches, reports, edits, votes, comments and adds contacts', async ({ page }) => {
  // A retry reports another client: the first try's entry is still there (and waits for a
  // moderator, so the same phone or e-mail would be a second waiting report: decision 035).
  const retry = test.info().retry;
  const rex = `E2E Timewaster Rex ${'ABCDEF'[retry]}`;
  const phone = `(512) 555-01${42 + retry}`;
  await signInAs(page.request, DEMO_GIRL.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/girl/timewasters');
  await expect(page.getByRole('link', { name: 'Search Timewasters' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('Search timewasters').fill('zzz-nobody-zzz');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No Results Found')).toBeVisible();

  // Report with the validation messages first.
  await page.getByRole('link', { name: 'Report Timewaster' }).click();
  await expect(page).toHaveURL(/\/girl\/report-timewaster$/);
  await page.getByRole('button', { name: 'Save' }).click();
  for (const message of [
    'Name is required',
    'City is required',
    'Please select Client Type.',
    'Country is required',
    'Description is required',
    'Please agree to the reporting terms.',
  ])
    await expect(page.getByText(message)).toBeVisible();
  // Once, with every message shown.
  await expectAccessible(page, 'timewaster report form');
  await page.locator('input[name="name"]').fill(rex);
  await page.locator('input[name="city"]').fill('Austin');
  await page.locator('input[name="country"]').fill('USA');
  // In the United States the state is picked from the list.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await page.getByRole('combobox', { name: 'Client Type' }).click();
  await page.getByRole('option', { name: 'Weirdo' }).click();
  await page.locator('textarea[name="comment"]').fill('Booked twice and never showed.');
  await page.locator('input[name="phoneNumber"]').fill(phone);
  await page.locator('input[name="email"]').fill(`rex.e2e${retry || ''}@example.test`);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'rex.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await page.getByRole('checkbox', { name: /^I confirm that this report is true/ }).check();
  await page.screenshot({ path: '/tmp/tw-report-1280.png', fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/girl\/my-timewasters$/);
  const card = page.getByTestId('timewaster-card').filter({ hasText: rex });
  await expect(card).toBeVisible();
  const photo = card.getByRole('img', { name: `Photo of ${rex}` });
  await expect(photo).toBeVisible();
  // Private media: served by the authorised route, loaded for her, refused to a visitor.
  const src = (await photo.getAttribute('src'))!;
  expect(src).toMatch(/^\/api\/v1\/timewaster-photos\/\d+\/file\?variant=thumb$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const mine = await page.request.get(src);
  expect(mine.status()).toBe(200);
  expect(mine.headers()['cache-control']).toBe('private, no-store');
  const visitor = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  expect((await visitor.get(src)).status()).toBe(404);
  await visitor.dispose();
  // Shown in national form (decision 046).
  await expect(card.getByText(`(512) 555-01${42 + retry}`)).toBeVisible();

  // Edit own report.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/girl\/timewaster\/edit\/\d+$/);
  await page.locator('input[name="city"]').fill('Dallas');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/girl\/my-timewasters$/);
  await expect(card.getByText(/Dallas/)).toBeVisible();

  // Vote: up, switch to down, the active side does nothing.
  const up = card.getByRole('button', { name: /Thumbs up/ });
  const down = card.getByRole('button', { name: /Thumbs down/ });
  await up.click();
  await expect(up).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('thumbs-up-count')).toHaveText('1');
  await down.click();
  await expect(card.getByTestId('thumbs-up-count')).toHaveText('0');
  await expect(card.getByTestId('thumbs-down-count')).toHaveText('1');
  await down.click();
  await expect(card.getByTestId('thumbs-down-count')).toHaveText('1');

  // Comments: empty is refused, then named and anonymous.
  await card.getByRole('button', { name: /Comments/ }).click();
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText('Comment text is required to send')).toBeVisible();
  await card.getByLabel('Leave comment').fill('Named e2e comment');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Comment added.')).toBeVisible();
  await expect(card.getByText('Named e2e comment')).toBeVisible();
  await card.getByLabel('Leave comment').fill('Anonymous e2e comment');
  await card.getByRole('checkbox', { name: 'Post anonymously' }).click();
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(card.getByText('Anonymous e2e comment')).toBeVisible();
  await expectAccessible(page, 'timewasters: comments open');

  // Phone (3-3-4 mask) and e-mail dialogs.
  await card.getByRole('button', { name: 'Add Timewaster Phone' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Add Timewaster Phone' });
  await phoneDialog.getByLabel('Phone').fill('5125550199');
  await expect(phoneDialog.getByLabel('Phone')).toHaveValue('512-555-0199');
  await expectAccessible(page, 'timewasters: phone dialog open', { resize: false });
  await phoneDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Phone Added')).toBeVisible();
  await expect(card.getByText('(512) 555-0199')).toBeVisible();
  await card.getByRole('button', { name: 'Add Timewaster Email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Add Timewaster Email' });
  await emailDialog.getByLabel('Email').fill('Rex.Second@Example.test');
  await emailDialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Email Added')).toBeVisible();
  // Spec §4: one toast at a time ('Phone Added' is gone, not waiting behind it).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(card.getByText('rex.second@example.test')).toBeVisible();
  // The report's own address is listed once (it is also its first e-mail row).
  await expect(card.getByText('rex.e2e@example.test', { exact: true })).toHaveCount(1);

  // The search finds it by phone typed with punctuation.
  await page.goto('/girl/timewasters?q=' + encodeURIComponent('(512) 555-0199'));
  await expect(page.getByText(/Search results for/)).toBeVisible();
  await expect(page.getByTestId('timewaster-card').filter({ hasText: rex })).toBeVisible();
  await expectAccessible(page, 'timewasters');
  await page.screenshot({ path: '/tmp/tw-search-1280.png', fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/tw-search-390.png', fullPage: false });
});

test('a moderator uses the admin table, the comments panel and deletes with confirm', async ({ page }) => {
  await signInAs(page.request, DEMO_MODERATOR.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/timewasters');
  await expect(page.getByRole('link', { name: 'Add Timewaster' })).toHaveAttribute('href', '/admin/add/timewaster');
  const table = page.getByRole('table', { name: 'Timewasters' });
  const firstRow = table.getByRole('row').nth(1);
  const id = (await firstRow.getByRole('cell').first().innerText()).trim();
  await expect(firstRow.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/edit/timewaster/${id}`);
  // The row's actions are whole on screen without scrolling the table sideways, at 1280 and 390 px.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ['Edit', 'Merge into…', 'Delete']) {
      const action = firstRow.getByRole(name === 'Edit' ? 'link' : 'button', { name, exact: true });
      const box = (await action.boundingBox())!;
      expect(box.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${name} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await page.screenshot({ path: `/tmp/tw-admin-actions-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await firstRow.getByRole('button', { name: 'Show Comments' }).click();
  await expect(page.getByRole('heading', { name: `Comments of timewaster ${id}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All Timewaster Comments' })).toBeVisible();
  await expectAccessible(page, 'admin timewasters');
  await page.screenshot({ path: '/tmp/tw-admin-1280.png', fullPage: true });
  await firstRow.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Are you sure you want to delete timewaster with id ${id}?`)).toBeVisible();
  await expectAccessible(page, 'admin timewasters: confirm dialog open', { resize: false });
  // A moderator's deletion is a decision: without a reason the dialog stays open and says so.
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await chooseReason(dialog, 'Not enough evidence');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted timewaster.')).toBeVisible();
  await expect(table.getByRole('cell', { name: id, exact: true })).toHaveCount(0);
  expect((await page.request.get(`/api/v1/timewasters/${id}`)).status()).toBe(404);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/tw-admin-390.png', fullPage: false });
});
