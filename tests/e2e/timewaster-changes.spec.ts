import type { APIRequestContext } from '@playwright/test';
import { DEMO_MODERATOR, DEMO_OTHER_GIRL } from '../../scripts/seed/demo-accounts';
import { PENDING_MESSAGES } from '../../src/features/timewasters/pending-messages';
import { REPORTING_TERMS } from '../../src/features/reporting/terms';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';
import { queueSection } from './support/queue';
import { signInAs } from './support/timewasters';

// A girl's change of who an approved entry is about waits for a moderator (docs/decisions/050):
// she edits her approved entry's phone, the old phone still matches and the new one does not; a
// moderator sees the change as a diff in /admin/moderate and approves it; the new phone matches.

const HEADERS = { 'Content-Type': 'application/vnd.api+json', Origin: E2E_BASE_URL };
const randomPhone = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
/** A ten-digit number as the site shows it: (555) 123-4567. */
const national = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
const tag = () => Math.random().toString(36).slice(2, 8).toUpperCase();

/** The entries the phone is on, as the match endpoint (and screening) finds them. */
async function matchedBy(request: APIRequestContext, phoneNumber: string): Promise<number[]> {
  const response = await request.post('/api/v1/timewaster-matches', {
    headers: HEADERS,
    data: { data: { type: 'timewasterMatches', attributes: { phoneNumber } } },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { id: string }[] }).data.map((d) => Number(d.id));
}

test("a girl's new phone on her approved entry waits for a moderator, who approves the diff", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const oldPhone = randomPhone();
  const newPhone = randomPhone();
  const name = `E2E Changed Client ${tag()}`;

  // Her report, approved by a moderator.
  await signInAs(page.request, DEMO_OTHER_GIRL.username);
  const reported = await page.request.post('/api/v1/timewasters', {
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
          phoneNumber: oldPhone,
          separateEntry: true,
          reportingTermsVersion: REPORTING_TERMS.version,
        },
      },
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const id = Number(((await reported.json()) as { data: { id: string } }).data.id);
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const moderator = await context.newPage();
  await signInAs(moderator.request, DEMO_MODERATOR.username);
  const approval = await moderator.request.post(`/api/v1/admin/timewaster-reports/${id}/decision`, {
    headers: { 'Content-Type': 'application/json', Origin: E2E_BASE_URL },
    data: { approved: true },
  });
  expect(approval.status(), await approval.text()).toBe(204);
  expect(await matchedBy(page.request, oldPhone)).toContain(id);

  // She changes the phone on the edit form: the change waits.
  await page.goto(`/girl/timewaster/edit/${id}`);
  await hydrated(page);
  const phoneField = page.locator('input[name="phoneNumber"]');
  await phoneField.fill(national(newPhone));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PENDING_MESSAGES.edit)).toBeVisible();
  expect(await matchedBy(page.request, oldPhone)).toContain(id);
  expect(await matchedBy(page.request, newPhone)).not.toContain(id);

  // The moderator reads the diff and approves it.
  await moderator.setViewportSize({ width: 390, height: 844 });
  await moderator.goto('/admin/moderate');
  await hydrated(moderator);
  const item = (await queueSection(moderator, 'Timewaster changes')).getByRole('article', {
    name: `Timewaster change ${name}`,
  });
  const phoneRow = item.getByRole('row', { name: /^Phone/ });
  await expect(phoneRow).toContainText(national(oldPhone));
  await expect(phoneRow).toContainText(national(newPhone));
  await expect(item).toContainText('by the girl who reported it');
  await item.scrollIntoViewIfNeeded();
  await item.screenshot({ path: '/tmp/tw-change-diff-390.png' });
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await item.scrollIntoViewIfNeeded();
  await item.screenshot({ path: '/tmp/tw-change-diff-1280.png' });
  await moderator.screenshot({ path: '/tmp/tw-change-queue-1280.png', fullPage: true });
  await item.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(moderator.getByText('Approved', { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);
  await context.close();

  expect(await matchedBy(page.request, newPhone)).toContain(id);
});
