import { request as playwrightRequest } from '@playwright/test';
import { CANARY_GIRLS_ONLY_COMMENT, DEMO_GIRL, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/session';

// A girl reviews a client (the empty form's messages first) and posts a girls-only
// comment; he sees the review on his own profile but never the comment; once he hides his
// profile a visitor gets 'This account is set to private.'.

test('a girl reviews a client and warns the other girls; he sees the review, not the warning', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const profile = `/client/${DEMO_GUY.username}`;
  const review = `Thumbs down: cancelled twice at the last minute (${Date.now()}).`;
  const warning = `Girls only: he asked for my home address (${Date.now()}).`;

  await signInAs(page, baseURL!, DEMO_GIRL.username);
  await page.goto(profile);
  // In main: a streamed page (support/fixtures.ts).
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: `@${DEMO_GUY.username}` }).or(main.getByText(`@${DEMO_GUY.username}`)),
  ).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.getByRole('button', { name: 'Add Reference' }).click();
  const form = reviews.getByRole('form', { name: 'Add reference' });
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(form.getByText('Please write review.')).toBeVisible();
  await expect(form.getByText('Please vote thumbs up/thumbs down')).toBeVisible();
  await form.getByRole('radio', { name: 'Thumbs down' }).click();
  await form.getByLabel('Review').fill(review);
  await form.getByRole('button', { name: 'Post' }).click();
  await expect(page.getByText('Review posted. Thank You.')).toBeVisible();
  await expect(form).toBeHidden();
  await expect(reviews.getByText(review)).toBeVisible();

  const comments = page.getByRole('region', { name: 'Girl Only Comments' });
  await expect(comments.getByText(CANARY_GIRLS_ONLY_COMMENT)).toBeVisible();
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(comments.getByText('Please write girl only comment.')).toBeVisible();
  await comments.getByRole('textbox', { name: 'Girl only comment' }).fill(warning);
  await comments.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Girl only comment posted. Thank You.')).toBeVisible();
  await expectAccessible(page, 'client profile');
  await expect(comments.getByText(warning)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/client-profile-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/client-profile-1280.png', fullPage: true });

  // He sees her review on his own profile, never the girls' comments (not in the HTML either).
  const guyContext = await browser.newContext({ baseURL: baseURL! });
  const guy = await guyContext.newPage();
  await signInAs(guy, baseURL!, DEMO_GUY.username);
  await guy.goto(profile);
  await expect(guy.getByRole('region', { name: 'Reviews' }).getByText(review)).toBeVisible();
  await expect(guy.getByRole('region', { name: 'Girl Only Comments' })).toHaveCount(0);
  const own = await (await guy.request.get(profile)).text();
  expect(own).not.toContain(warning);
  expect(own).not.toContain(CANARY_GIRLS_ONLY_COMMENT);

  // A visitor sees the profile without reviews; once he hides it, the private notice.
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const before = await (await visitor.get(profile)).text();
  expect(before).toContain(DEMO_GUY.username);
  expect(before).not.toContain(review);
  await guy.goto('/guy/settings');
  await guy.getByLabel('Show my profile to others').uncheck();
  await guy.getByRole('button', { name: 'Save preferences' }).click();
  await expect(guy.getByText('Preferences saved')).toBeVisible();
  await expect
    .poll(async () => (await (await visitor.get(profile)).text()).includes('This account is set to private.'))
    .toBe(true);
  // He still sees his own profile.
  await guy.goto(profile);
  await expect(guy.getByText(review)).toBeVisible();
  await guy.goto('/guy/settings');
  await guy.getByLabel('Show my profile to others').check();
  await guy.getByRole('button', { name: 'Save preferences' }).click();
  await expect(guy.getByText('Preferences saved')).toBeVisible();
  expect(await (await visitor.get('/client/no_such_client_here')).text()).toContain('User not found.');
  await visitor.dispose();
  await guyContext.close();
});
