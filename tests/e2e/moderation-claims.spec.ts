import type { Page } from '@playwright/test';
import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signUpGirl } from './support/girls';
import { signInAs } from './support/session';
import { queueSection } from './support/queue';

// One decision per item (docs/decisions/040): a moderator claims a new girl in the queue, a second
// moderator sees "Claimed by …" and takes it over; then the second approves her, and the first,
// whose page still shows her, is told who decided and when, and the queue refreshes.

/** The seed's second moderator (scripts/seed/accounts.ts), with the demo password. */
const OTHER_MODERATOR = 'mod_jordan';

async function queueAs(page: Page, baseURL: string, username: string) {
  await signInAs(page, baseURL, username);
  await page.goto('/admin/moderate');
  await expect(page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
}

test('claimed by one moderator, taken over by another; a stale decision is refused with who decided', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/female_registration');
  const girl = await signUpGirl(page, baseURL!, 'Claimme');

  const firstContext = await browser.newContext({ baseURL: baseURL! });
  const first = await firstContext.newPage();
  await queueAs(first, baseURL!, DEMO_MODERATOR.username);
  const firstCard = (await queueSection(first, 'Matside girls profile approvals')).getByRole('article', {
    name: girl.username,
  });
  await firstCard.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(first.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(firstCard.getByText('Claimed by you')).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Release' })).toBeVisible();

  const secondContext = await browser.newContext({ baseURL: baseURL! });
  const second = await secondContext.newPage();
  await queueAs(second, baseURL!, OTHER_MODERATOR);
  const secondCard = (await queueSection(second, 'Matside girls profile approvals')).getByRole('article', {
    name: girl.username,
  });
  await expect(secondCard.getByText(`Claimed by ${DEMO_MODERATOR.username}`)).toBeVisible();
  for (const width of [390, 1280]) {
    await second.setViewportSize({ width, height: 900 });
    await secondCard.screenshot({ path: `/tmp/moderation-claim-${width}.png` });
  }
  await secondCard.getByRole('button', { name: 'Take over' }).click();
  await expect(second.getByText('Taken over', { exact: true })).toBeVisible();
  await expect(secondCard.getByText('Claimed by you')).toBeVisible();

  // The first moderator's queue, reloaded, shows who holds it now.
  await first.reload();
  await expect(firstCard.getByText(`Claimed by ${OTHER_MODERATOR}`)).toBeVisible();

  // The second decides; the first still sees her and decides too, on what he saw.
  await secondCard.getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText('Approved', { exact: true })).toBeVisible();
  await expect(secondCard).toBeHidden();
  await firstCard.getByRole('button', { name: 'Approve' }).click();
  await expect(first.getByText(new RegExp(`^Already decided by ${OTHER_MODERATOR} on .+ UTC\\.$`))).toBeVisible();
  // The queue refreshes: she is gone, and stays gone.
  await expect(firstCard).toBeHidden();
  await first.reload();
  await expect(first.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
  await expect(firstCard).toBeHidden();

  await firstContext.close();
  await secondContext.close();
});
