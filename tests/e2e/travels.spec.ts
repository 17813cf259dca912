import type { Page } from '@playwright/test';
import { DEMO_GIRL, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { E2E_BASE_URL } from './support/constants';
import { signInAs } from './support/session';

// A girl manages her travels: add (validation, past days blocked), filter, edit, delete with the
// confirm dialog; a moderator without a girl sees the empty list.

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function display(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}-${d}-${y}`;
}

async function pickDay(page: Page, fieldLabel: string, iso: string) {
  await page.getByLabel(fieldLabel).click();
  const calendar = page.getByRole('dialog');
  const day = calendar.locator(`[data-day="${iso}"]:not([data-outside]) button`);
  for (let i = 0; i < 3 && (await day.count()) === 0; i += 1) {
    await calendar.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
  await expect(calendar).toBeHidden();
}

test('a girl adds, filters, edits and deletes a travel', async ({ page }) => {
  await signInAs(page, E2E_BASE_URL, DEMO_GIRL.username);
  const response = await page.goto('/girl/manage-travels');
  // A session page: never stored by a browser or a shared cache.
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('heading', { name: 'Manage Your Travels' })).toBeVisible();
  for (const column of ['Begin Date', 'End Date', 'City', 'State', 'Country', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const filter = page.getByPlaceholder('Filter by city...');
  await expect(filter).toBeVisible();

  await page.getByRole('link', { name: 'Add Travel' }).first().click();
  await expect(page).toHaveURL(/\/girl\/manage-travels\/add$/);
  await page.getByRole('button', { name: 'Add Travel' }).click();
  await expect(page.getByText('Start Date is required')).toBeVisible();
  await expect(page.getByText('End Date is required')).toBeVisible();
  await expect(page.getByText('City is required')).toBeVisible();

  // Past days are blocked in the picker.
  await page.getByLabel('Begin Date').click();
  const yesterday = page.getByRole('dialog').locator(`[data-day="${isoDay(-1)}"]:not([data-outside])`);
  if ((await yesterday.count()) > 0) await expect(yesterday).toHaveAttribute('data-disabled', 'true');
  await expectAccessible(page, 'travel form: date picker open', { resize: false });
  await page.keyboard.press('Escape');

  const start = isoDay(3);
  const end = isoDay(5);
  await pickDay(page, 'Begin Date', start);
  await pickDay(page, 'End Date', end);
  await page.getByLabel('City').fill('Testopolis');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Texas' }).click();
  await page.screenshot({ path: '/tmp/travel-form-1280.png', fullPage: true });
  await expectAccessible(page, 'travel form');
  await page.getByRole('button', { name: 'Add Travel' }).click();

  await expect(page).toHaveURL(/\/girl\/manage-travels$/);
  const row = page.getByRole('row').filter({ hasText: 'Testopolis' });
  await expect(row).toContainText('Texas');
  await expect(row).toContainText(display(start));
  await expect(row).toContainText('United States');

  await filter.fill('testop');
  await expect(page.getByRole('row')).toHaveCount(2); // header + our row
  await filter.fill('no-such-city-anywhere');
  await expect(page.getByText('No results.')).toBeVisible();
  await filter.fill('');
  await page.screenshot({ path: '/tmp/travel-manage-1280.png', fullPage: true });
  await expectAccessible(page, 'travels list');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/travel-manage-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Edit travel to Testopolis' }).click();
  await expect(page).toHaveURL(/\/girl\/manage-travels\/edit\/\d+$/);
  await expect(page.getByLabel('City')).toHaveValue('Testopolis');
  await page.getByLabel('City').fill('Editville');
  await page.getByRole('button', { name: 'Save Travel' }).click();
  await expect(page).toHaveURL(/\/girl\/manage-travels$/);
  await expect(page.getByRole('row').filter({ hasText: 'Editville' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete travel to Editville' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading', { name: 'Confirm Deletion' })).toBeVisible();
  await expect(dialog).toContainText(`${display(start)} - ${display(end)}`);
  // The DELETE waits until the busy state has been seen: with the 500 ms animation first, a busy
  // browser once finished the whole deletion between two polls of the check.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/v1\/travels\/\d+$/, async (route) => {
    if (route.request().method() === 'DELETE') await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeVisible();
  release();
  await expect(page.getByText('Successfully deleted travel.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Editville' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Editville' })).toHaveCount(0);
});

test('the calendar feed link serves her public travels as iCalendar', async ({ page }) => {
  await signInAs(page, E2E_BASE_URL, DEMO_GIRL.username);
  await page.goto('/girl/manage-travels');
  const href = await page.getByRole('link', { name: 'Calendar feed (iCal)' }).getAttribute('href');
  expect(href).toBe(`/profile/${encodeURIComponent('Gina Slam')}/travels.ics`);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const body = await response.text();
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body).toContain('BEGIN:VEVENT\r\n');
});

test('a moderator without a chosen girl sees No travels planned.', async ({ page }) => {
  await signInAs(page, E2E_BASE_URL, DEMO_MODERATOR.username);
  await page.goto('/girl/manage-travels');
  await expect(page.getByText('No travels planned.')).toBeVisible();
});

test('a visitor is sent to the login page', async ({ page }) => {
  await page.goto('/girl/manage-travels');
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)girl(%2F|\/)manage-travels/);
});
