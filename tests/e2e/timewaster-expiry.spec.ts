import { DEMO_GIRL, DEMO_MODERATOR, DEMO_OTHER_GIRL, EXPIRY_EXAMPLES } from '../../scripts/seed/demo-accounts';
import { expiryOf } from '../../src/lib/enums/timewaster-severity';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/timewasters';

// Expiry by severity (docs/decisions/041): a vetted girl renews an entry with "I had this
// experience too" and sees its new expiry; girls no longer find an expired entry, moderators see
// it marked "Expired".

/** MM-DD-YYYY of an instant's UTC day, as the card shows an expiry. */
const shown = (instant: Date) => {
  const [year, month, day] = instant.toISOString().slice(0, 10).split('-');
  return `${month}-${day}-${year}`;
};

test('a vetted girl re-confirms an entry and sees its new expiry', async ({ page }) => {
  // Once per girl per entry: a retry confirms as the other demo girl.
  const girl = test.info().retry ? DEMO_GIRL : DEMO_OTHER_GIRL;
  await signInAs(page.request, girl.username);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/girl/timewasters');

  // The expired entry has left the girls' search.
  await page.getByLabel('Search timewasters').fill(EXPIRY_EXAMPLES.expired);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No Results Found')).toBeVisible();

  await page.getByLabel('Search timewasters').fill(EXPIRY_EXAMPLES.renewable);
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.getByTestId('timewaster-card').filter({ hasText: EXPIRY_EXAMPLES.renewable });
  const expiry = card.getByTestId('timewaster-expiry');
  await expect(expiry).toContainText(/^Expires \d{2}-\d{2}-\d{4}/);
  const before = await expiry.textContent();

  // The search answers with a new page: a click that lands before the card's button has hydrated
  // only focuses it (seen once in a fresh-clone run), so click until the dialog is open.
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    await card.getByRole('button', { name: 'I had this experience too' }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const date = dialog.getByLabel('When did it happen?');
  await date.fill('2099-01-01');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('The date cannot be in the future.')).toBeVisible();
  await page.screenshot({ path: '/tmp/tw-confirm-390.png', fullPage: false });
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await date.fill(yesterday);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Thank you. The entry is renewed.')).toBeVisible();

  const renewed = `Expires ${shown(expiryOf('timewaster', new Date())!)}`;
  await expect(expiry).toContainText(renewed);
  expect(await expiry.textContent()).not.toBe(before);
  await expect(card.getByRole('button', { name: 'I had this experience too' })).toHaveCount(0);

  // It holds after a reload, with her own date.
  await page.reload();
  await page.getByLabel('Search timewasters').fill(EXPIRY_EXAMPLES.renewable);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(expiry).toContainText(renewed);
  await expect(expiry).toContainText('You had this experience on');
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.screenshot({ path: '/tmp/tw-expiry-card-1280.png' });
});

test('a moderator sees an expired entry marked "Expired"', async ({ page }) => {
  await signInAs(page.request, DEMO_MODERATOR.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/timewasters');
  await page.getByRole('searchbox', { name: 'Search...' }).fill(EXPIRY_EXAMPLES.expired);
  const row = page.getByRole('row').filter({ hasText: EXPIRY_EXAMPLES.expired });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Expired', { exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/tw-admin-expired-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/tw-admin-expired-390.png', fullPage: true });
});
