import {
  MIGRATE_DONE_MESSAGE,
  MIGRATE_LINK_INVALID_MESSAGE,
  MIGRATE_LINK_SENT_MESSAGE,
} from '../../src/features/legacy-migration/schema';
import { expect, test } from './support/fixtures';
import { mailsTo, solveCaptcha } from './support/session';

// A seeded legacy account (the seed's legacy Matside girls; the seed is deterministic). The e2e
// server starts from a fresh seed every run. The form asks for the address only;
// the password is chosen on the page the e-mailed one-time link opens.
const LEGACY_EMAIL = 'fabiola_slam@example.com';
const LEGACY_USERNAME = 'fabiola_slam';
const PASSWORD = 'Legacy2026Pass';

async function askForLink(page: import('@playwright/test').Page, email: string) {
  await page.goto('/migrate-profile');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Migrate' }).click();
}

test('the Migrate form shows the spec messages, and answers an unknown address like a legacy one', async ({ page }) => {
  await page.goto('/migrate-profile');
  await expect(page.getByRole('heading', { name: 'Migrate legacy profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Captcha is required')).toBeVisible();

  await askForLink(page, 'nobody-here@example.test');
  await expect(page.getByRole('status').filter({ hasText: MIGRATE_LINK_SENT_MESSAGE })).toBeVisible();
  await expect.poll(async () => (await mailsTo('nobody-here@example.test')).length).toBe(0);
});

test('a legacy account is migrated from the e-mailed link, then signs in', async ({ page }) => {
  await askForLink(page, LEGACY_EMAIL);
  await expect(page.getByRole('status').filter({ hasText: MIGRATE_LINK_SENT_MESSAGE })).toBeVisible();
  await page.screenshot({ path: '/tmp/migrate-profile-sent.png', fullPage: true });
  await expect.poll(async () => (await mailsTo(LEGACY_EMAIL)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailsTo(LEGACY_EMAIL);
  const link = /https?:\/\/\S+\/migrate-profile\/set-password\?token=[A-Za-z0-9_-]+/.exec(
    mail!.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )![0];

  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByText('Must contain 9 characters, one uppercase, one lowercase, and one mumber')).toBeVisible();
  await expect(page.getByText('Confirm Password is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Migrate' }).click();
  await expect(page.getByRole('status').filter({ hasText: MIGRATE_DONE_MESSAGE })).toBeVisible();
  await page.screenshot({ path: '/tmp/migrate-profile-done-390.png', fullPage: true });

  const signIn = await page.request.post('/api/auth/sign-in/username', {
    headers: { Origin: new URL(page.url()).origin },
    data: { username: LEGACY_USERNAME, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
});

test.describe('a used or made-up link', () => {
  test.use({ allowedConsoleErrors: [/status of 422/] });

  test('is refused with the message and a way to ask again', async ({ page }) => {
    await page.goto('/migrate-profile/set-password?token=nope');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(MIGRATE_LINK_INVALID_MESSAGE);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/migrate-profile');
    await page.goto(`/migrate-profile/set-password?token=${'A'.repeat(43)}`);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Migrate' }).click();
    await expect(page.getByText(MIGRATE_LINK_INVALID_MESSAGE)).toBeVisible();
  });
});
