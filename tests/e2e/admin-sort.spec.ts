import type { Page } from '@playwright/test';
import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// The admin tables: a header click sorts ascending, the next descending, in SQL, and the URL keeps
// it; a field error from the server reads as the field's own message.

const usernames = (page: Page) => page.getByRole('table').getByRole('row').locator('td:nth-child(2)').allTextContents();
const byText = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en');

test('clicking a header of /admin/manage-guys sorts ascending, again descending, and the URL keeps it', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.goto('/admin/manage-guys?size=25');
  const header = page.getByRole('columnheader', { name: 'Username' });

  await header.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=username&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await usernames(page);
  expect(ascending.length).toBeGreaterThan(2);
  expect(ascending).toEqual([...ascending].sort(byText));

  await header.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=username&dir=desc/);
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  const descending = await usernames(page);
  expect(descending).toEqual([...descending].sort(byText).reverse());
  expect(descending[0]).not.toBe(ascending[0]);

  // Reload and Back keep the order the URL names.
  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await usernames(page)).toEqual(descending);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]sort=username&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => usernames(page)).toEqual(ascending);
});

test.describe('field errors', () => {
  // The browser logs the 400 answer itself; the test asserts on what the dialog shows.
  test.use({ allowedConsoleErrors: [/status of 400/] });

  test('a bad legacy id in the session-girl edit dialog gets the field’s own message, not "Invalid input"', async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, baseURL!, DEMO_MODERATOR.username);
    await page.goto('/admin/manage-sessiongirls');
    await page.getByRole('table').getByRole('button', { name: 'Edit', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Legacy girl id').fill('abc');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('The legacy id must be a positive whole number.').first()).toBeVisible();
    await expect(dialog.getByLabel('Legacy girl id')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Invalid input')).toHaveCount(0);
  });
});
