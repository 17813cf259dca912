import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures';
import { mailsTo, signInAs, solveCaptcha, verificationLinkIn } from './session';

export interface NewGirl {
  username: string;
  email: string;
  password: string;
}

/**
 * Fills and sends the girl sign-up form from /female_registration (already open), then follows
 * the link in her verification mail: she ends signed in on her dashboard, her profile pending.
 */
export async function signUpGirl(page: Page, baseURL: string, prefix = 'Queen'): Promise<NewGirl> {
  const stamp = Date.now().toString(36).slice(-6);
  const girl = {
    username: `${prefix}_${stamp}`,
    email: `${prefix.toLowerCase()}.${stamp}@example.test`,
    password: 'Grappl3rQueen!',
  };
  const avatar = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c026d3' } })
    .png()
    .toBuffer();
  await page.getByLabel('Upload Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
  const crop = page.getByRole('dialog', { name: 'Crop your new profile picture' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(crop).toBeHidden();

  await page.getByLabel('Username').fill(girl.username);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${prefix} Quinn`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(girl.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(girl.password);
  await page.getByLabel('Confirm Password').fill(girl.password);
  await page.getByLabel('City').fill('Las Vegas');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Nevada' }).click();
  await solveCaptcha(page);
  // Each sign-up comes from an address of its own (the test process is a trusted proxy): the
  // journeys sign up more girls than the per-address limit allows in its window, which the
  // integration tests cover.
  const address = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  await page.route('**/register_girl', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/check your e-mail and follow the link to verify your account/)).toBeVisible();
  await page.unroute('**/register_girl');

  // The link in the mail verifies her address (and Better Auth signs her in).
  await expect.poll(async () => (await mailsTo(girl.email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailsTo(girl.email);
  await page.goto(verificationLinkIn(mail!));
  if (!new URL(page.url()).pathname.startsWith('/dashboard')) {
    await signInAs(page, baseURL, girl.username, girl.password);
    await page.goto('/dashboard');
  }
  return girl;
}
