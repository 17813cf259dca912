import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { E2E_BASE_URL } from './support/constants';
import { expectFollowedAsLink } from './support/links';
import { hydrated, signInAs } from './support/session';
import { TIP_AMOUNT_MESSAGE } from '../../src/features/tips/schema';

// A guy follows / unfollows, tries the tip modal and sends a booking request; the girl sees it,
// with the timewaster flag on the seeded request from a guy in the timewaster database.

const bookPath = `/book/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

test('a guy follows and unfollows, sees the tip error, and sends a booking request the girl then sees', async ({
  page,
  browser,
}) => {
  await signInAs(page, E2E_BASE_URL, DEMO_GUY.username);
  await page.goto(bookPath);
  await expect(page.getByRole('heading', { name: `Book ${DEMO_GIRL_STAGE_NAME}` })).toBeVisible();

  // Follow button (spec §4): Follow → Following, which reads Unfollow on hover.
  const followButton = page.locator('button[aria-pressed]');
  if ((await followButton.getAttribute('aria-pressed')) === 'true') {
    await followButton.hover();
    await expect(followButton).toHaveText('Unfollow');
    await followButton.click();
  }
  await page.mouse.move(0, 0);
  await expect(followButton).toHaveText('Follow');
  await followButton.click();
  await page.mouse.move(0, 0);
  await expect(followButton).toHaveText('Following');
  await followButton.hover();
  await expect(followButton).toHaveText('Unfollow');
  await page.reload();
  await expect(page.locator('button[aria-pressed="true"]')).toBeVisible();

  // Tip modal (spec §5, §8).
  await page.getByRole('button', { name: 'Tip' }).click();
  const tip = page.getByRole('dialog', { name: `Tip ${DEMO_GIRL_STAGE_NAME}` });
  await tip.getByRole('button', { name: 'Send Tip' }).click();
  await expect(tip.getByText('Amount is required')).toBeVisible();
  await expectAccessible(page, 'booking form: tip dialog open', { resize: false });
  // A negative or absurd amount names the range instead of saying it is missing.
  for (const amount of ['-5', '1e9']) {
    await tip.getByLabel('Amount (USD)').fill(amount);
    await tip.getByRole('button', { name: 'Send Tip' }).click();
    await expect(tip.getByText(TIP_AMOUNT_MESSAGE)).toBeVisible();
    await expect(tip.getByText('Amount is required')).toHaveCount(0);
  }
  await tip.getByLabel('Amount (USD)').fill('20');
  await tip.getByRole('button', { name: 'Send Tip' }).click();
  await expect(page.getByText('Not implemented: No Payment Provider')).toBeVisible();
  await tip.getByRole('button', { name: 'Cancel' }).click();

  // Booking form: warning, required fields, 500-character limits.
  await expect(page.getByText('Requests for sexual services result in a permanent ban.')).toBeVisible();
  await page.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(page.getByText('Required', { exact: true })).toBeVisible();
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await page.getByLabel('Desired session type').fill('x'.repeat(501));
  await page.getByLabel('Things to not include').fill('y'.repeat(501));
  await page.getByLabel('Session length').click();
  await expect(page.getByText('Too long (max characters: 500)')).toHaveCount(2);
  await expectAccessible(page, 'booking form');
  await page.screenshot({ path: '/tmp/travel-booking-form-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/travel-booking-form-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  const marker = `E2E session ${Date.now()}`;
  await page
    .getByLabel('Date and time')
    .fill(`${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}T15:30`);
  await page.getByLabel('Session length').fill('90 minutes');
  await page.getByLabel('Desired session type').fill(marker);
  await page.getByLabel('Things to not include').fill('No strikes.');
  await page.getByLabel('Session location').fill('My hotel');
  await page.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(page.getByText('Successfully sent booking request.')).toBeVisible();
  await expect(page.getByText('Booking request sent').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Booking Request' })).toHaveCount(0);

  // His list: the request, and nothing about the timewaster database.
  await page.goto('/guy/bookings');
  const mine = page.getByRole('listitem').filter({ hasText: marker });
  await expect(mine).toContainText(`Booking request to ${DEMO_GIRL_STAGE_NAME}`);
  await expect(page.getByText(/timewaster/i)).toHaveCount(0);
  await page.screenshot({ path: '/tmp/travel-guy-bookings-1280.png', fullPage: true });
  await expectAccessible(page, 'guy bookings');

  // Her list: the request without a flag (he is not in the database), the seeded one with it.
  const girlContext = await browser.newContext();
  const girlPage = await girlContext.newPage();
  await signInAs(girlPage, E2E_BASE_URL, DEMO_GIRL.username);
  await girlPage.goto('/girl/bookings');
  const request = girlPage.getByRole('listitem').filter({ hasText: marker });
  await expect(request).toContainText(`Booking request from ${DEMO_GUY.username}`);
  await expect(request).toContainText('90 minutes');
  await expect(request.getByText('Timewaster database match')).toHaveCount(0);
  const flagged = girlPage.getByRole('listitem').filter({ has: girlPage.getByText('Timewaster database match') });
  await expect(flagged.first()).toContainText('appears in the timewaster database');
  await girlPage.screenshot({ path: '/tmp/travel-girl-bookings-1280.png', fullPage: true });
  await expectAccessible(girlPage, 'girl bookings');
  await girlPage.setViewportSize({ width: 390, height: 844 });
  await girlPage.screenshot({ path: '/tmp/travel-girl-bookings-390.png', fullPage: true });

  // The session is in 2031: nothing to mark complete before then (the API refuses it too).
  await expect(request.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(request.getByRole('button', { name: 'Mark Complete' })).toHaveCount(0);
  // Deleting asks first, then removes it from her list only.
  await request.getByRole('button', { name: 'Delete' }).click();
  const confirm = girlPage.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Confirm Deletion' })).toBeVisible();
  await expectAccessible(girlPage, 'girl bookings: confirm dialog open', { resize: false });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(girlPage.getByRole('listitem').filter({ hasText: marker })).toHaveCount(0);
  await girlContext.close();

  await page.goto('/guy/bookings');
  await expect(page.getByRole('listitem').filter({ hasText: marker })).toContainText('Her: Deleted');
});

test('her list follows its links as Link would: a page’s data on intent, a click navigates in place', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  await page.goto('/girl/bookings');
  await hydrated(page);
  await expectFollowedAsLink(
    page,
    page.getByRole('list', { name: 'Booking requests' }).getByRole('link', { name: 'Start a check-in' }).first(),
  );
});

test('a visitor pressing Follow is sent to the login page', async ({ page }) => {
  await page.goto(bookPath);
  await page.locator('button[aria-pressed]').click();
  await expect(page).toHaveURL(/\/login\?next=/);
});

test.describe('booking failure', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('shows the error toast and panel and keeps the form', async ({ page }) => {
    await signInAs(page, E2E_BASE_URL, DEMO_GUY.username);
    await page.route('**/book_girl', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/vnd.api+json',
        body: JSON.stringify({ errors: [{ status: '500', detail: 'Boom' }] }),
      }),
    );
    await page.goto(bookPath);
    await page
      .getByLabel('Date and time')
      .fill(`${new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)}T15:30`);
    await page.getByLabel('Session length').fill('1 hour');
    await page.getByLabel('Desired session type').fill('Grappling');
    await page.getByRole('button', { name: 'Send Booking Request' }).click();
    await expect(page.getByText('Error sending booking request').first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Error sending booking request' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Booking Request' })).toBeVisible();
  });
});
