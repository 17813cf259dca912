import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { E2E_DATA_DIR } from './support/constants';

// Guy journey: the registration form's messages, a full sign-up with an avatar crop, the e-mail
// link, sign-in, the profile edit, the e-mail preference and the account deletion.

const outbox = path.join(E2E_DATA_DIR, 'outbox');
const PASSWORD = 'Grappl3rKing!';
const PASSWORD_RULE =
  'Must Contain 9 Characters, One Uppercase, One Lowercase, One Number and one special case Character';

/** A form control by its label's text; required labels carry a '*' marker after the text. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.getByRole('checkbox').click();
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function mailTo(address: string): Promise<string | undefined> {
  const names = await readdir(outbox).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const content = await readFile(path.join(outbox, name), 'utf8');
    if (content.split(/\r?\n/).includes(`To: ${address}`)) return content;
  }
  return undefined;
}

/** The verification link, quoted-printable decoded (soft breaks and =XX escapes). */
function verificationLink(eml: string): string {
  const decoded = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?[^\s"<>]+/.exec(decoded);
  if (!match) throw new Error('no verification link in the mail');
  return match[0];
}

async function avatarFile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'guy-e2e-'));
  const file = path.join(dir, 'avatar.png');
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  await writeFile(file, png);
  return file;
}

test('the registration form shows each validation message for its bad input', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/male_registration');
  await expect(page.getByRole('heading', { name: 'Guys Signup' })).toBeVisible();
  await page.screenshot({ path: '/tmp/guy-registration-desktop.png', fullPage: true });
  await expectAccessible(page, 'guy sign-up');

  await field(page, 'Country').fill('');
  await page.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'Username is required',
    'Email is required',
    PASSWORD_RULE,
    'Confirm Password is required',
    'Name is required',
    'City is required',
    'Country is required',
    'Profile picture is required',
    'About me is required',
    'Captcha is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  // Height and weight: the spec gives both the text 'Height is required'.
  await expect(page.getByText('Height is required', { exact: true })).toHaveCount(2);
  // State is required in the United States only.
  await expect(page.getByText('State is required', { exact: true })).toHaveCount(0);
  await field(page, 'Country').fill('United States');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('State is required', { exact: true })).toBeVisible();

  await field(page, 'Username').fill('a'.repeat(16));
  await field(page, 'Email').fill('not-an-address');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(`${PASSWORD}x`);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username must be 15 or less characters')).toBeVisible();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await expect(page.getByText(PASSWORD_RULE)).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/guy-registration-mobile.png', fullPage: true });
});

test('a guy registers, verifies his e-mail, edits his profile and deletes his account', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const username = `guy${Date.now() % 1_000_000_000}`;
  const email = `${username}@example.test`;

  await page.goto('/male_registration');
  await field(page, 'Upload Photo').setInputFiles(await avatarFile());
  const crop = page.getByRole('dialog', { name: 'Crop your new profile picture' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByText('Change Photo')).toBeVisible();

  await field(page, 'Username').fill(username);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await field(page, 'Name').fill('E2E Guy');
  await choose(page, 'Height', `178 cm (5'10")`);
  await choose(page, 'Weight', '185 lbs');
  await field(page, 'Birthday (optional)').click();
  await page.getByRole('combobox', { name: 'Choose the Year' }).selectOption('1990');
  await page.getByRole('combobox', { name: 'Choose the Month' }).selectOption({ label: 'May' });
  await page.getByRole('button', { name: /^17 May 1990,/ }).click();
  await expect(field(page, 'Birthday (optional)')).toContainText('05-17-1990');
  await field(page, 'Closest major city').fill('Austin');
  await choose(page, 'State', 'Texas');
  await expect(field(page, 'Country')).toHaveValue('United States');
  await field(page, 'About me').fill('Amateur grappler, respectful and punctual.');
  await page.getByRole('checkbox', { name: 'Grappling' }).click();
  await page.getByRole('checkbox', { name: 'Scissoring' }).click();
  const emails = page.getByRole('checkbox', { name: 'Email me about new girls in your area' });
  await expect(emails).toBeChecked();
  await emails.click();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Now check your email to verify your account.').first()).toBeVisible();

  await expect.poll(() => mailTo(email), { timeout: 15_000 }).toBeTruthy();
  const link = verificationLink((await mailTo(email))!);
  expect(new URL(link).origin).toBe(baseURL);
  await page.goto(link);

  // Sign in afresh through the login page, then the dashboard shows his menu.
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(username) })
      .last(),
  ).toBeVisible();
  await page.goto('/dashboard');
  const dashboardMenu = page.getByRole('navigation', { name: 'Dashboard' });
  for (const label of ['Edit Profile', 'Girls Search', 'Settings']) {
    await expect(dashboardMenu.getByRole('link', { name: label })).toBeVisible();
  }
  await dashboardMenu.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile-male$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(field(page, 'Closest major city')).toHaveValue('Austin');
  await expect(field(page, 'Height')).toContainText(`178 cm (5'10")`);
  await expect(field(page, 'Birthday (optional)')).toContainText('05-17-1990');
  await expect(page.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await page.screenshot({ path: '/tmp/guy-edit-profile.png', fullPage: true });

  await field(page, 'Closest major city').fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('City is required')).toBeVisible();

  await field(page, 'Closest major city').fill('Denver');
  await choose(page, 'State', 'Colorado');
  await choose(page, 'Weight', '200 lbs');
  await field(page, 'About me').fill('Moved to Colorado.');
  await page.getByRole('checkbox', { name: 'Allow Session Girls to contact me' }).click();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Closest major city')).toHaveValue('Denver');
  await expect(field(page, 'State')).toContainText('Colorado');
  await expect(field(page, 'Weight')).toContainText('200 lbs');
  await expect(field(page, 'About me')).toHaveValue('Moved to Colorado.');
  await expect(page.getByRole('checkbox', { name: 'Allow Session Girls to contact me' })).toBeChecked();

  // Log out through the header menu and back in, as a returning user would.
  const header = page.getByRole('banner');
  await header
    .getByRole('button', { name: new RegExp(username) })
    .last()
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/session')).status()).toBe(401);
  await page.goto('/login');
  await page.getByLabel('Username or e-mail').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(header.getByRole('button', { name: new RegExp(username) }).last()).toBeVisible();

  await page.goto('/guy/settings');
  const preference = page.getByRole('checkbox', { name: 'Email me about new girls in your area' });
  await expect(preference).not.toBeChecked();
  await preference.click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await page.reload();
  await expect(preference).toBeChecked();
  await expectAccessible(page, 'guy settings');

  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'guy settings: confirm dialog open', { resize: false });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted account')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);

  // Signed out, and the account is closed.
  expect((await page.request.get('/session')).status()).toBe(401);
  const again = await page.request.post('/api/auth/sign-in/username', {
    data: { username, password: PASSWORD },
    headers: { Origin: baseURL! },
  });
  // The sign-in says the account was deleted, not that it is suspended.
  expect(again.status()).toBe(403);
  const refusal = await again.text();
  expect(refusal).toContain('This account has been deleted.');
  expect(refusal).not.toContain('suspended');
});
