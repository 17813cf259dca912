import { DEMO_GIRL, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// /admin/jobs: a moderator reaches it from the admin menu and sees the failed
// jobs table (empty on the demo data: every demo mail went out); anyone else is refused. Retrying
// a failed job is covered against both databases in tests/integration/job-queue.test.ts.

test('a moderator opens the failed jobs from the admin menu; a girl is refused', async ({ page, browser, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Jobs', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(page.getByText('No failed jobs.')).toBeVisible();
  await expectAccessible(page, 'admin table');

  const girlContext = await browser.newContext({ baseURL: baseURL! });
  const girl = await girlContext.newPage();
  await signInAs(girl, baseURL!, DEMO_GIRL.username);
  await girl.goto('/admin/jobs');
  await expect(girl.getByText('You don’t have permission to access this page.')).toBeVisible();
  await expect(girl.getByText('No failed jobs.')).toHaveCount(0);
  await girlContext.close();
});
