import { expect, test } from './support/fixtures';
import { mailsTo, solveCaptcha } from './support/session';

// A seeded legacy account (src/server/db/seed/girls.ts: the legacy Matside girls, index 58 and 59;
// the seed is deterministic). The e2e server starts from a fresh seed every run.
const LEGACY_EMAIL = 'fabiola_slam@example.com';
const PASSWORD = 'Legacy2026Pass';

async function fill(page: import('@playwright/test').Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await solveCaptcha(page);
}

test.describe('refused', () => {
  // The refusal is a 422 answer, which the browser logs as a failed resource load.
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('the Migrate form shows the spec messages and an error toast for an address it cannot migrate', async ({ page }) => {
  await page.goto('/migrate-profile');
  await expect(page.getByRole('heading', { name: 'Migrate legacy profile' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Must contain 9 characters, one uppercase, one lowercase, and one mumber')).toBeVisible();
  await expect(page.getByText('Confirm Password is required')).toBeVisible();
  await expect(page.getByText('Captcha is required')).toBeVisible();
  await page.screenshot({ path: '/tmp/girl-migrate-profile.png', fullPage: true });

  await fill(page, 'nobody-here@example.test');
  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByText('We could not migrate an account with these details.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/migrate-profile$/);
  });
});

test('a legacy account is migrated: success toast, home page, verification mail', async ({ page, baseURL }) => {
  await page.goto('/migrate-profile');
  await fill(page, LEGACY_EMAIL);
  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByText('Account migrated. Now check your email to verify your account.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect.poll(async () => (await mailsTo(LEGACY_EMAIL)).length, { timeout: 10_000 }).toBe(1);
});
