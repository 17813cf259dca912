import type { Page } from '@playwright/test';
import { DEMO_GUY, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { signUpGirl } from './support/girls';
import { mailsTo, signInAs } from './support/session';
import { queueSection } from './support/queue';
import { chooseReason } from './moderation-reason';

// Reason codes and receipts through the real UI (decision 037): a moderator rejects a girl with a
// reason code and she reads it on her dashboard; a reporter reads the outcome of her or his
// scammer report on the dashboard. Neither ever names the moderator.

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}

test('a moderator rejects a girl with a reason code; she reads it on her dashboard', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/female_registration');
  const girl = await signUpGirl(page, baseURL!, 'Reasn');

  const context = await browser.newContext({ baseURL: baseURL! });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');
  const item = (await queueSection(moderator, 'Matside girls profile approvals')).getByRole('article', {
    name: girl.username,
  });
  await item.getByRole('button', { name: 'Reject', exact: true }).click();
  const reason = item.getByRole('group', { name: 'Reason for the refusal' });
  await chooseReason(item, 'Other');
  // "Other" needs its text: the form says so before anything is sent.
  await reason.getByRole('button', { name: 'Reject: send the reason' }).click();
  await expect(reason.getByText('Please write the reason: you chose "Other".')).toBeVisible();
  await chooseReason(item, 'Picture not clear');
  await reason
    .getByLabel('Note (sent to her with the reason)')
    .fill('Your face is hidden in the verification picture.');
  await item.scrollIntoViewIfNeeded();
  await expectAccessible(moderator, 'moderation queue', { resize: false });
  await shoot(moderator, 'reasons-reject-panel');
  await reason.getByRole('button', { name: 'Reject: send the reason' }).click();
  await expect(moderator.getByText('Rejected', { exact: true })).toBeVisible();
  await context.close();

  const said = 'Picture not clear: Your face is hidden in the verification picture.';
  await expect.poll(async () => (await mailsTo(girl.email)).some((m) => m.includes('Picture not clear'))).toBe(true);
  await page.goto('/dashboard');
  // Her profile card tells the decision, once: no other card repeats the reason.
  await expect(page.getByRole('region', { name: 'Not approved' })).toContainText(said);
  await expect(page.getByRole('main').getByText(said)).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText(DEMO_MODERATOR.username);
  await expectAccessible(page, 'dashboard (girl)');
  await shoot(page, 'reasons-girl-dashboard');
});

test('a reporter reads the outcome of a scammer report on the dashboard', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, baseURL!, DEMO_GUY.username);
  await page.goto('/scammers/report');
  const reported = `scam_rsn_${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Vague Vera');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(reported);
  await page.getByRole('textbox', { name: 'Headline' }).fill('Maybe a scam');
  await page.getByRole('textbox', { name: 'Description' }).fill('She did not answer after I paid a deposit.');
  await page.getByRole('textbox', { name: 'City' }).fill('Denver');
  await page.getByRole('textbox', { name: 'Country' }).fill('United States');
  await page.getByRole('checkbox', { name: /^I confirm that this report is true/ }).check();
  await page.getByRole('button', { name: 'Report scammer' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();

  const context = await browser.newContext({ baseURL: baseURL! });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');
  const report = (await queueSection(moderator, 'Scammer reports')).getByRole('article', {
    name: `Scammer report ${reported}`,
  });
  await report.getByRole('button', { name: 'Refuse', exact: true }).click();
  await chooseReason(report, 'Not enough evidence');
  await report.getByRole('button', { name: 'Refuse: send the reason' }).click();
  await expect(moderator.getByText('Refused', { exact: true })).toBeVisible();
  await context.close();

  await expect
    .poll(async () =>
      (await mailsTo(DEMO_GUY.email)).some((m) => m.includes(reported) && m.includes('Not enough evidence')),
    )
    .toBe(true);
  await page.goto('/dashboard');
  const entry = page
    .getByRole('region', { name: "Moderators' decisions" })
    .getByRole('listitem')
    .filter({ hasText: reported });
  await expect(entry).toContainText(`Your scammer report about ${reported}`);
  await expect(entry).toContainText('Not accepted');
  await expect(entry).toContainText('Reason: Not enough evidence');
  await expect(entry).not.toContainText(DEMO_MODERATOR.username);
  await shoot(page, 'reasons-reporter-dashboard');
});
