import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { signUpGirl } from './support/girls';

// A new girl finds the sign-up, signs up through the form, verifies her e-mail, reaches her
// dashboard with the pending notice and switches her profile's visibility both ways.

test('a visitor finds the girl sign-up in the header, the footer and the login page', async ({ page }) => {
  await page.goto('/');
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Girls Signup' });
  await expect(footerLink).toHaveAttribute('href', '/female_registration');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Girls Signup' })).toBeVisible();

  // On a phone the header's links are in the menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Girls Signup' })).toBeVisible();
  await expectAccessible(page, 'home: mobile menu open', { resize: false });
  await page.getByRole('button', { name: 'Close menu' }).click();

  await page.goto('/login');
  const newHere = page.getByRole('main').getByText('New here?');
  await expect(newHere.getByRole('link', { name: 'Guys Signup' })).toBeVisible();
  await newHere.getByRole('link', { name: 'Girls Signup' }).click();
  await expect(page).toHaveURL(/\/female_registration$/);
  await expect(page.getByRole('heading', { name: 'Girls Signup' })).toBeVisible();
  await expectAccessible(page, 'girl sign-up');
});

test('a girl signs up, verifies her e-mail, sees the pending notice and toggles her visibility', async ({
  page,
  baseURL,
}) => {
  await page.goto('/female_registration');
  await expect(page.getByRole('heading', { name: 'Girls Signup' })).toBeVisible();

  // Empty submit: the spec's messages.
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Profile picture is required')).toBeVisible();
  await expect(page.getByText('Captcha is required')).toBeVisible();

  await page.screenshot({ path: '/tmp/girl-female-registration.png', fullPage: true });
  await signUpGirl(page, baseURL!);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // In main: a streamed page (support/fixtures.ts).
  await expect(
    page.getByRole('main').getByText('Your profile awaits approval by our moderators.', { exact: false }),
  ).toBeVisible();
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
