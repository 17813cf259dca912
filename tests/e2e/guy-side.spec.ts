import type { Page } from '@playwright/test';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { mailsTo, signInAs } from './support/session';

// The guy side: a guy adds a reference naming the demo girl, she confirms it from her
// dashboard and it shows as confirmed on his profile; a guy with a completed booking reviews a
// girl and the review shows on her profile and review page; the girl sees the screening figures
// beside his booking request, and he sees none of it.

const SCREENING_TEXTS = ['What other girls say', 'confirmedReferences', 'girlsOnlyComments', 'thumbsUp'];

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `/tmp/guyside-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/guyside-${name}-1280.png`, fullPage: true });
}

test('a guy adds a reference naming the demo girl; she confirms it from her dashboard; his profile shows it confirmed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const identifier = `Dan from the Vegas open mat ${Date.now()}`;
  const confirmedChips = async (p: Page) => {
    await p.goto(`/client/${DEMO_GUY.username}`);
    // The page is cached; his references come to the browser once the viewer is known.
    await expect(p.locator('[data-session="loading"]')).toHaveCount(0);
    return p.getByRole('region', { name: 'References' }).getByText('Confirmed by her').count();
  };

  await signInAs(page, baseURL!, DEMO_GUY.username);
  const before = await confirmedChips(page);
  const mailsBefore = (await mailsTo(DEMO_GIRL.email)).length;
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'My References' }).first().click();
  await expect(page).toHaveURL(/\/guy\/my-references$/);
  await expect(page.getByRole('heading', { name: 'My References' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Add a reference' });
  await form.getByRole('button', { name: 'Add Reference' }).click();
  await expect(form.getByText('Username is required')).toBeVisible();
  await expect(form.getByText('Url to girl profile is required')).toBeVisible();
  await form.getByLabel('Her username').fill(DEMO_GIRL.username);
  await form.getByLabel('Url to girl profile').fill('not a url at all');
  await form.getByRole('button', { name: 'Add Reference' }).click();
  await expect(
    form.getByText('Enter the link to her profile, such as https://matside.com/profile/Her-Name'),
  ).toBeVisible();
  await form.getByLabel('Url to girl profile').fill(`${baseURL}/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  await form.getByLabel('Your identifier with her').fill(identifier);
  await form.getByRole('button', { name: 'Add Reference' }).click();
  await expect(form.getByText('Matside will reach out to the girl to confirm the session together.')).toBeVisible();
  const mine = page.getByRole('list', { name: 'My references' }).getByRole('listitem').filter({ hasText: identifier });
  await expect(mine.getByText('Waiting for her answer')).toBeVisible();
  await shoot(page, 'my-references');

  // She is told by e-mail (who only; the details wait behind her login).
  await expect
    .poll(async () => (await mailsTo(DEMO_GIRL.email)).length, { timeout: 10_000 })
    .toBeGreaterThan(mailsBefore);
  const mail = (await mailsTo(DEMO_GIRL.email)).at(-1)!;
  expect(mail).toContain('Did you see this client?');
  expect(mail).not.toContain(identifier);

  // Her dashboard: "Did you see this client?", one click.
  const girlContext = await browser.newContext({ baseURL: baseURL! });
  const girl = await girlContext.newPage();
  await signInAs(girl, baseURL!, DEMO_GIRL.username);
  await girl.goto('/dashboard');
  const card = girl.getByRole('region', { name: 'Did you see this client?' });
  const request = card.getByRole('listitem').filter({ hasText: identifier });
  await expect(request).toContainText(DEMO_GUY.username);
  await shoot(girl, 'dashboard-card');
  await request.getByRole('button', { name: `Confirm ${DEMO_GUY.username}` }).click();
  await expect(girl.getByText('Reference confirmed.')).toBeVisible();
  await expect(request).toHaveCount(0);

  // On his client profile (signed-in viewers) it now shows as confirmed; on his own list too.
  expect(await confirmedChips(girl)).toBe(before + 1);
  await page.goto('/guy/my-references');
  await expect(mine.getByText('Confirmed by her')).toBeVisible();
  await girlContext.close();
});

test('a guy with a completed booking reviews the demo girl; it shows on her profile and her review page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const review = `Technical, strong and patient with a beginner (${Date.now()}).`;
  const profile = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

  // A visitor gets the same profile without a form (the island asks and is told no).
  const visitorContext = await browser.newContext({ baseURL: baseURL! });
  const visitor = await visitorContext.newPage();
  await visitor.goto(profile);
  await expect(visitor.getByRole('region', { name: 'Reviews' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  // demo_guy: the seed has a booking with her that she marked complete.
  await signInAs(page, baseURL!, DEMO_GUY.username);
  await page.goto(profile);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = reviews.getByRole('form', { name: 'Write a review' });
  // The form starts from his earlier review when he has one (the seed may give him one).
  await form.getByLabel('Your review').fill('');
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByText('Please write review.')).toBeVisible();
  await form.getByLabel('Your review').fill(review);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Review posted. Thank You.')).toBeVisible();
  await expect(reviews.getByText(review)).toBeVisible();
  await expect(reviews.getByText(DEMO_GUY.username).first()).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await shoot(page, 'girl-profile-reviews');

  // Writing again: the form says the new review replaces his, and starts from it.
  await page.reload();
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await expect(
    form.getByText(/^You reviewed her on \d{2}-\d{2}-\d{4}\. Posting again replaces that review\.$/),
  ).toBeVisible();
  await expect(form.getByLabel('Your review')).toHaveValue(review);
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The cached page changed for everyone: the visitor sees it too, and on her review page.
  await visitor.reload();
  await expect(visitor.getByRole('region', { name: 'Reviews' }).getByText(review)).toBeVisible();
  await visitor.getByRole('link', { name: 'All reviews' }).click();
  await expect(visitor).toHaveURL(/\/review\//);
  await expect(visitor.getByText(review)).toBeVisible();
  await visitorContext.close();
});

test('the girl sees screening figures beside a booking request; the guy sees none of it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  await page.goto('/girl/bookings');
  const request = page
    .getByRole('list', { name: 'Booking requests' })
    .getByRole('listitem')
    .filter({ hasText: `Booking request from ${DEMO_GUY.username}` })
    .first();
  const screening = request.getByRole('group', { name: 'Screening' });
  await expect(screening).toContainText('What other girls say');
  await expect(screening).toContainText(/\d+ thumbs up/);
  await expect(screening).toContainText(/\d+ thumbs down/);
  await expect(screening).toContainText(/\d+ girls-only comments?/);
  await expect(screening).toContainText(/[1-9]\d* confirmed references?/);
  await screening.scrollIntoViewIfNeeded();
  await shoot(page, 'girl-bookings-screening');

  const guyContext = await browser.newContext({ baseURL: baseURL! });
  const guy = await guyContext.newPage();
  await signInAs(guy, baseURL!, DEMO_GUY.username);
  await guy.goto('/guy/bookings');
  await expect(guy.getByRole('list', { name: 'Booking requests' })).toBeVisible();
  await expect(guy.getByText('What other girls say')).toHaveCount(0);
  for (const response of [
    await guy.request.get('/guy/bookings'),
    await guy.request.get('/guy/bookings', { headers: { RSC: '1' } }),
    await guy.request.get('/api/v1/bookings'),
  ]) {
    const text = await response.text();
    for (const marker of SCREENING_TEXTS) expect(text, marker).not.toContain(marker);
  }
  await guyContext.close();

  // Moderators see the figures too, in the admin bookings table.
  const modContext = await browser.newContext({ baseURL: baseURL! });
  const moderator = await modContext.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto(`/admin/manage-bookings?q=${DEMO_GUY.username}`);
  await expect(moderator.getByRole('cell', { name: /confirmed refs/ }).first()).toBeVisible();
  await modContext.close();
});
