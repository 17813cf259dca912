import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_GIRL, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { solveCaptcha } from './support/session';

// The sign-up rules a new person meets: a taken username is said at the field on both sign-ups
// (it used to answer "check your e-mail" and no mail ever came).

const PASSWORD = 'Grappl3rQueen!';

/** A form control by its label's text; required labels carry a '*' marker after the text. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
}

async function cropAvatar(page: Page) {
  const avatar = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  await field(page, 'Upload Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
  const crop = page.getByRole('dialog', { name: 'Crop your new profile picture' });
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(crop).toBeHidden();
}

/** Each sign-up from an address of its own: the per-address limit is the integration tests'. */
async function ownAddress(page: Page, path: string) {
  const address = `198.19.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  await page.route(`**${path}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

test('a girl signing up with a taken username is told so at the field', async ({ page }) => {
  await page.goto('/female_registration');
  await cropAvatar(page);
  await field(page, 'Username').fill(DEMO_GUY.username.toUpperCase());
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Taken Tess');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`tess.${Date.now()}@example.test`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await field(page, 'City').fill('Las Vegas');
  await field(page, 'State').click();
  await page.getByRole('option', { name: 'Nevada' }).click();
  await solveCaptcha(page);
  await ownAddress(page, '/register_girl');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(field(page, 'Username')).toHaveAccessibleDescription(/This username is taken/);
  await expect(page.getByText(/check your e-mail/)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/fw-rules-girl-username-taken.png', fullPage: true });
});

test('a guy signing up with a taken username is told so at the field', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/male_registration');
  await cropAvatar(page);
  await field(page, 'Username').fill(DEMO_GIRL.username);
  await field(page, 'Email').fill(`taken.${Date.now()}@example.test`);
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await field(page, 'Name').fill('Taken Tom');
  await field(page, 'Height').click();
  await page.getByRole('option', { name: `178 cm (5'10")`, exact: true }).click();
  await field(page, 'Weight').click();
  await page.getByRole('option', { name: '185 lbs', exact: true }).click();
  await field(page, 'Closest major city').fill('Austin');
  await field(page, 'State').click();
  await page.getByRole('option', { name: 'Texas', exact: true }).click();
  await field(page, 'About me').fill('Amateur grappler.');
  await solveCaptcha(page);
  await ownAddress(page, '/register_guy');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(field(page, 'Username')).toHaveAccessibleDescription(/This username is taken/);
  await expect(page.getByText(/check your e-mail/i)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/fw-rules-guy-username-taken-390.png', fullPage: true });
});
