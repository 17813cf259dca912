import sharp from 'sharp';
import { expect, test } from './support/fixtures';
import { mailsTo, signInAs, solveCaptcha, verificationLinkIn } from './support/session';

// A new girl signs up through the form, verifies her e-mail, reaches her dashboard with the
// pending notice and switches her profile's visibility both ways.

test('a girl signs up, verifies her e-mail, sees the pending notice and toggles her visibility', async ({
  page,
  baseURL,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const username = `Queen_${stamp}`;
  const email = `queen.${stamp}@example.test`;
  const password = 'Grappl3rQueen!';
  const avatar = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c026d3' } })
    .png()
    .toBuffer();

  await page.goto('/female_registration');
  await expect(page.getByRole('heading', { name: 'Girls Signup' })).toBeVisible();

  // Empty submit: the spec's messages.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Profile picture is required')).toBeVisible();
  await expect(page.getByText('Captcha is required')).toBeVisible();

  await page.getByLabel('Upload Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: avatar });
  const crop = page.getByRole('dialog', { name: 'Crop your new profile picture' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Save' }).click();
  await expect(crop).toBeHidden();

  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Quinn Queen');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('City').fill('Las Vegas');
  await page.getByLabel('State').click();
  await page.getByRole('option', { name: 'Nevada' }).click();
  await page.screenshot({ path: '/tmp/girl-female-registration.png', fullPage: true });
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(/check your e-mail and follow the link to verify your account/)).toBeVisible();
  await expect(page.getByText(/awaits approval/)).toBeVisible();

  // The link in the mail verifies her address (and Better Auth signs her in).
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  await page.goto(verificationLinkIn(mail!));
  if (!new URL(page.url()).pathname.startsWith('/dashboard')) {
    await signInAs(page, baseURL!, username, password);
    await page.goto('/dashboard');
  }
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Your profile awaits approval by our moderators.', { exact: false })).toBeVisible();
  await expect(page.getByRole('img', { name: /avatar/ })).toBeVisible();

  const toggle = page.getByRole('switch', { name: 'Show Profile' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Profile is now hidden')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Show Profile' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Show Profile' }).click();
  await expect(page.getByText('Profile is now public')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Show Profile' })).toBeChecked();
});
