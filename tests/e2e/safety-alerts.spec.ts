import type { Page } from '@playwright/test';
import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { ALERT_E2E_GIRL, ALERT_E2E_GUY, ALERT_E2E_REPORTER } from '../../scripts/seed/safety-alerts-data';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { mailsTo, signInAs } from './support/session';
import { queueSection } from './support/queue';

// Safety alerts (decision 043) through the real UI: a girl had a booking request from a guy ten
// days ago (the seed); another girl reports him anonymously, a moderator approves the report; the
// daily digest (every minute on the e2e servers) e-mails the first girl, her dashboard lists the
// entry with a link into the timewaster tool, never naming the anonymous reporter; she marks it
// seen; she turns her alerts off and on in her settings.

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}

function decoded(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a girl with a booking from a guy later reported gets the digest and the dashboard alert', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const name = `Gus Later ${Date.now().toString(36).slice(-5)}`;

  // Another girl reports him, anonymously, with his phone and e-mail.
  await signInAs(page, baseURL!, ALERT_E2E_REPORTER.username);
  await page.goto('/girl/report-timewaster');
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="city"]').fill('Las Vegas');
  await page.locator('input[name="country"]').fill('USA');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Nevada' }).click();
  await page.getByRole('combobox', { name: 'Client Type' }).click();
  await page.getByRole('option', { name: 'Timewaster' }).click();
  await page.locator('textarea[name="comment"]').fill('Booked a session and never came.');
  await page.locator('input[name="phoneNumber"]').fill(ALERT_E2E_GUY.phone.replace(/\D/g, ''));
  await page.locator('input[name="email"]').fill(ALERT_E2E_GUY.email);
  await page.getByRole('checkbox', { name: /^Report anonymously/ }).check();
  await page.getByRole('checkbox', { name: /^I confirm that this report is true/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully saved.').first()).toBeVisible();

  // A moderator approves it.
  const moderatorContext = await browser.newContext({ baseURL: baseURL! });
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');
  const report = (await queueSection(moderator, 'Timewaster reports')).getByRole('article', { name });
  await report.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText('Approved', { exact: true }).first()).toBeVisible();
  await moderatorContext.close();

  // The digest reaches her within the job's next run.
  await expect
    .poll(async () => (await mailsTo(ALERT_E2E_GIRL.email)).map(decoded).filter((m) => m.includes(name)).length, {
      timeout: 150_000,
      intervals: [2_000],
    })
    .toBe(1);
  const mail = (await mailsTo(ALERT_E2E_GIRL.email)).map(decoded).find((m) => m.includes(name))!;
  expect(mail).toMatch(/Subject: Safety alert: a new timewaster entry concerns you/);
  expect(mail).toContain(`He sent you a booking request as ${ALERT_E2E_GUY.username}`);
  expect(mail).toContain('Reported by: Anonymous');
  expect(mail).not.toContain(ALERT_E2E_REPORTER.username);
  expect(mail).toMatch(/\/girl\/timewasters\?q=Gus\+Later\+/);
  // The reporter herself is not alerted about her own report.
  expect((await mailsTo(ALERT_E2E_REPORTER.email)).map(decoded).some((m) => m.includes('Safety alert'))).toBe(false);

  // Her dashboard lists it, with the count, and links into the timewaster tool.
  const girlContext = await browser.newContext({ baseURL: baseURL! });
  const girl = await girlContext.newPage();
  await signInAs(girl, baseURL!, ALERT_E2E_GIRL.username);
  await girl.goto('/dashboard');
  const alerts = girl.getByRole('region', { name: 'Safety alerts' });
  await expect(alerts.getByTestId('safety-alerts-badge')).toHaveText('1 new');
  const item = alerts.getByRole('listitem', { name });
  await expect(item).toContainText('Reported by: Anonymous');
  await expect(item).not.toContainText(ALERT_E2E_REPORTER.username);
  await expectAccessible(girl, 'dashboard (girl)');
  await shoot(girl, 'safety-alerts-dashboard');
  await girl.setViewportSize({ width: 1280, height: 900 });
  await item.getByRole('link', { name }).click();
  await expect(girl).toHaveURL(/\/girl\/timewasters\?q=/);
  await expect(girl.getByTestId('timewaster-card').filter({ hasText: name })).toBeVisible();

  // Seen, it leaves the dashboard.
  await girl.goto('/dashboard');
  await girl.getByRole('region', { name: 'Safety alerts' }).getByRole('button', { name: 'Mark as seen' }).click();
  await expect(girl.getByRole('region', { name: 'Safety alerts' })).toHaveCount(0);

  // Her settings: the switch is on by default, off persists.
  await girl.goto('/girl/settings');
  const toggle = girl.getByRole('switch', { name: 'Safety alerts' });
  await expect(toggle).toBeChecked();
  await shoot(girl, 'safety-alerts-settings');
  await girl.setViewportSize({ width: 1280, height: 900 });
  await toggle.click();
  await expect(girl.getByText('Safety alerts are off.')).toBeVisible();
  await girl.reload();
  await expect(girl.getByRole('switch', { name: 'Safety alerts' })).not.toBeChecked();
  await girl.getByRole('switch', { name: 'Safety alerts' }).click();
  await expect(girl.getByText('Safety alerts are on.')).toBeVisible();
  await girlContext.close();
});
