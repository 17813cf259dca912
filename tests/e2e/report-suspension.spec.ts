import type { Page } from '@playwright/test';
import { REPORT_SUSPENSION_E2E_GUY } from '../../scripts/seed/admin-management-data';
import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';
import { chooseReason } from './moderation-reason';

// Decision 042: a moderator suspends a guy's right to report from his admin page;
// the guy's report form shows why instead of the form; lifting it brings the form back. The guy
// is the seed's rory_report, whom no other spec uses.

const who = REPORT_SUSPENSION_E2E_GUY.username;

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}

test('a moderator suspends a guy’s right to report; his report form says why; lifting it brings the form back', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.goto('/admin/manage-guys');
  await page.getByRole('searchbox').fill(who);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${who}`));
  await page.getByRole('link', { name: who, exact: true }).click();
  await expect(page.getByRole('heading', { name: who })).toBeVisible();

  await page.getByRole('button', { name: 'Suspend reporting', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: `Suspend ${who}'s right to report?` });
  // A suspension needs its reason code.
  await dialog.getByRole('button', { name: 'Suspend reporting' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await chooseReason(dialog, 'Spam or advertising');
  await dialog.getByRole('button', { name: 'Suspend reporting' }).click();
  await expect(page.getByText(`${who} can no longer report.`)).toBeVisible();
  await shoot(page, 'report-suspension-admin');

  const guyContext = await browser.newContext({ baseURL: baseURL! });
  const guy = await guyContext.newPage();
  await signInAs(guy, baseURL!, who);
  await guy.goto('/scammers/report');
  await expect(guy.getByText('Your right to report is suspended: Spam or advertising')).toBeVisible();
  await expect(guy.getByRole('button', { name: 'Report scammer' })).toHaveCount(0);
  await shoot(guy, 'report-suspension-form');

  // The moderator lifts it (the seed's guy is left as found): the form is back.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Allow reports', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Allow reports' }).click();
  await expect(page.getByText(`${who} may report again.`)).toBeVisible();
  await guy.reload();
  await expect(guy.getByText('Your right to report is suspended')).toHaveCount(0);
  await expect(guy.getByRole('button', { name: 'Report scammer' })).toBeVisible();
  await guyContext.close();
});
