import type { APIRequestContext } from '@playwright/test';
import { DEMO_MODERATOR, DEMO_OTHER_GIRL } from '../../scripts/seed/demo-accounts';
import { REPORTING_TERMS } from '../../src/features/reporting/terms';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';
import { signInAs } from './support/timewasters';

// Duplicate reports and merged entries (docs/decisions/044): a girl who reports a
// known phone is offered the existing entry and adds her experience to it (a comment and a vote);
// a moderator merges two entries from the admin table.

const HEADERS = { 'Content-Type': 'application/vnd.api+json', Origin: E2E_BASE_URL };
const randomPhone = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** An approved entry, added by the moderator signed in on `request`; answers its id. */
async function addEntry(request: APIRequestContext, name: string, phoneNumber: string): Promise<number> {
  const response = await request.post('/api/v1/timewasters', {
    headers: HEADERS,
    data: {
      data: {
        type: 'timewasters',
        attributes: {
          name,
          city: 'Denver',
          state: 'CO',
          country: 'USA',
          clientType: 'timewaster',
          comment: `${name} never came.`,
          phoneNumber,
          approved: true,
          reportingTermsVersion: REPORTING_TERMS.version,
        },
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return Number(((await response.json()) as { data: { id: string } }).data.id);
}

test('a girl reporting a known phone adds her experience to the existing entry', async ({ page, browser }) => {
  const phone = randomPhone();
  const name = `E2E Known Client ${tag()}`;
  const moderator = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signInAs(moderator.request, DEMO_MODERATOR.username);
  await addEntry(moderator.request, name, phone);
  await moderator.close();

  await signInAs(page.request, DEMO_OTHER_GIRL.username);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/girl/report-timewaster');
  await page.locator('input[name="name"]').fill('Same guy, other name');
  await page.locator('input[name="city"]').fill('Denver');
  await page.locator('input[name="country"]').fill('Canada');
  await page.getByRole('combobox', { name: 'Client Type' }).click();
  await page.getByRole('option', { name: 'Timewaster' }).click();
  const experience = `He cancelled an hour before, again ${tag()}.`;
  await page.locator('textarea[name="comment"]').fill(experience);
  await page.locator('input[name="phoneNumber"]').fill(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  await page.getByRole('checkbox', { name: /^I confirm that this report is true/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();

  // The offer instead of a second entry: the entry's link and the action.
  await expect(page.getByText('This client is already in the database')).toBeVisible();
  await expect(page.getByRole('link', { name: `${name}, Denver, USA` })).toHaveAttribute(
    'href',
    `/girl/timewasters?q=1${phone}`,
  );
  await page.getByText('This client is already in the database').scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/tw-duplicate-offer-390.png', fullPage: true });
  const group = page.getByRole('group', { name: 'Add your experience to this entry' });
  await expect(group.getByLabel('Your experience')).toHaveValue(experience);
  await group.getByLabel('Thumbs down').check();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/tw-duplicate-offer-1280.png', fullPage: true });
  await group.getByRole('button', { name: 'Add my experience' }).click();
  await expect(page.getByText('Your experience was added to the entry.')).toBeVisible();

  // On the entry: her comment and her vote; no second entry was made.
  await expect(page).toHaveURL(new RegExp(`/girl/timewasters\\?q=1${phone}$`));
  const cards = page.getByTestId('timewaster-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);
  await cards.first().getByRole('button', { name: 'Comments (1)' }).click();
  await expect(cards.first().getByText(experience)).toBeVisible();
  await expect(cards.first().getByRole('button', { name: /Thumbs down/ })).toHaveAttribute('aria-pressed', 'true');
});

test('a moderator merges two entries in the admin table', async ({ page }) => {
  await signInAs(page.request, DEMO_MODERATOR.username);
  const run = tag();
  const keptPhone = randomPhone();
  const mergedPhone = randomPhone();
  const kept = await addEntry(page.request, `E2E Kept ${run}`, keptPhone);
  const merged = await addEntry(page.request, `E2E Merged ${run}`, mergedPhone);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/timewasters');
  // Hydrated (the session effect has run): a click on "Merge into…" before that opened nothing, while
  // the filter typed before it was replayed, so the row was there and the dialog never came.
  await hydrated(page);
  await page.getByRole('searchbox', { name: 'Search...' }).fill(`E2E Merged ${run}`);
  // The entries' table (its merged description later shows in the comments tables too).
  const table = page.getByRole('table', { name: 'Timewasters', exact: true });
  const row = table.getByRole('row').filter({ hasText: `E2E Merged ${run}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Merge into…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Merge into another entry' });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(dialog.getByText('Give the id of the entry to keep.')).toBeVisible();
  await dialog.getByLabel('Id of the entry to keep').fill(String(kept));
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toContainText('Duplicate');
  await page.screenshot({ path: '/tmp/tw-merge-dialog-1280.png' });
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Merged', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/tw-merge-done-390.png', fullPage: true });

  // The merged entry is gone; its phone and its description are on the kept one.
  expect((await page.request.get(`/api/v1/timewasters/${merged}`)).status()).toBe(404);
  const card = (await (await page.request.get(`/api/v1/timewasters/${kept}`)).json()) as {
    data: { attributes: { phones: { phoneNumber: string }[]; commentCount: number } };
  };
  // Stored in E.164 digits (decision 046): the country code 1 before the ten digits.
  expect(card.data.attributes.phones.map((p) => p.phoneNumber).sort()).toEqual(
    [`1${keptPhone}`, `1${mergedPhone}`].sort(),
  );
  expect(card.data.attributes.commentCount).toBe(1);
});
