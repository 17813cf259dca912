import { DEMO_GUY, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { signInAs } from './support/session';
import { queueSection } from './support/queue';
import { chooseReason } from './moderation-reason';

// Community: a guy reports a session girl and a moderator finds it in the queue; a vote
// in the home page's poll changes, the count does not; a signed-in user comments on a scammer's
// page and a moderator deletes the comment.

/** The nth path of the sitemap matching `pattern` (a global regular expression). */
async function fromSitemap(page: import('@playwright/test').Page, pattern: RegExp, nth = 0): Promise<string> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const match = [...sitemap.matchAll(pattern)][nth];
  expect(match, `${pattern} in the sitemap`).toBeDefined();
  return decodeURIComponent(match![1]!);
}

test('a guy reports a session girl; the moderator sees it in the queue and marks it handled', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // He has one waiting report per girl (decision 035): a retry reports another one.
  const username = await fromSitemap(page, /\/sessiongirls\/([^<]+)<\/loc>/g, test.info().retry);
  await signInAs(page, baseURL!, DEMO_GUY.username);

  // From her profile: Report Girl fills in her username.
  await page.goto(`/sessiongirls/${encodeURIComponent(username)}`);
  await page.getByRole('link', { name: 'Report Girl' }).click();
  await expect(page.getByRole('heading', { name: 'Report Girl' })).toBeVisible();
  await expect(page.getByLabel('Her username')).toHaveValue(username);

  // The empty form's messages first.
  await page.getByRole('button', { name: 'Report Girl' }).click();
  await expect(page.getByText('Please select a category.')).toBeVisible();
  await expect(page.getByText('Please write a comment.')).toBeVisible();
  await expect(page.getByText('Please agree to the reporting terms.')).toBeVisible();
  await expectAccessible(page, 'session girl report form');

  const comment = `No-show twice, kept the deposit (${Date.now()})`;
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'No-show' }).click();
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('checkbox', { name: /^I confirm that this report is true/ }).check();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/community-report-390.png', fullPage: true });
  await page.getByRole('button', { name: 'Report Girl' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  const moderatorContext = await browser.newContext({ baseURL: baseURL! });
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await moderator.goto('/admin/moderate');
  const section = await queueSection(moderator, 'Session girl reports');
  const item = section.getByRole('listitem').filter({ hasText: comment });
  await expect(item).toBeVisible();
  await expect(item.getByText('No-show', { exact: true })).toBeVisible();
  await expect(item.getByText(`By ${DEMO_GUY.username}`)).toBeVisible();
  await item.scrollIntoViewIfNeeded();
  await moderator.screenshot({ path: '/tmp/community-queue-1280.png', fullPage: true });
  // The decision is held for its undo window, then sent (decision 051): reload once it has been.
  const sent = moderator.waitForResponse(
    (response) => response.url().includes('/decision') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await item.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(moderator.getByText('Marked as handled')).toBeVisible();
  await expect(item).toBeHidden();
  expect((await sent).ok()).toBe(true);
  await moderator.reload();
  await expect(moderator.getByText(comment)).toBeHidden();
  await moderatorContext.close();
});

test('voting twice in the home poll changes the vote, not the count', async ({ page, baseURL }) => {
  // A visitor sees the results and the sign-in prompt.
  await page.goto('/');
  const poll = page.getByRole('region', { name: 'Poll' });
  await expect(poll.getByRole('link', { name: 'Sign in to vote.' })).toBeVisible();
  await expect(poll.getByRole('list', { name: 'Poll results' })).toBeVisible();

  await signInAs(page, baseURL!, DEMO_GUY.username);
  await page.goto('/');
  // The page is cached and the same for everyone: the card learns who is looking (his own vote)
  // from GET /session and the poll endpoint, after a placeholder of its size.
  await expect(poll.locator('[data-session="loading"]')).toHaveCount(0);
  const totalText = async () => (await poll.getByText(/^\d+ votes?/).textContent())!.match(/^(\d+)/)![1];
  // The seeded guy may have voted already: then the results are shown and he changes his answer.
  const answers = poll.getByRole('list', { name: 'Answers' });
  if (await answers.isVisible()) {
    const before = Number(await totalText());
    await answers.getByRole('button', { name: 'Fantasy' }).click();
    await expect(poll.getByText('Thank you for voting.').or(page.getByText('Thank you for voting.'))).toBeVisible();
    await expect(poll.getByText(`${before + 1} votes`)).toBeVisible();
  }
  const results = poll.getByRole('list', { name: 'Poll results' });
  await expect(results).toBeVisible();
  const total = await totalText();
  const current = results.getByRole('button', { pressed: true });
  const next = (await current.textContent())?.includes('Boxing') ? 'Competitive' : 'Boxing';
  await results.getByRole('button', { name: new RegExp(`\\b${next}\\b`) }).click();
  await expect(results.getByRole('button', { name: new RegExp(`\\b${next}\\b`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(poll.getByText(new RegExp(`^${total} votes`))).toBeVisible();
  // The server kept it: after a reload the new answer is his, and the total is the same.
  await page.reload();
  await expect(results.getByRole('button', { name: new RegExp(`\\b${next}\\b`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(poll.getByText(new RegExp(`^${total} votes`))).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await poll.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/community-poll-390.png', fullPage: true });
});

test('a signed-in user comments on a scammer page and a moderator deletes it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stageName = await fromSitemap(page, /\/scammer\/([^<]+)<\/loc>/g);
  const path = `/scammer/${encodeURIComponent(stageName)}`;

  // A visitor reads the invitation not to doxx and is asked to sign in.
  await page.goto(path);
  const section = page.getByRole('region', { name: 'Comments' });
  await expect(section.getByText(/please do not doxx anyone/)).toBeVisible();
  await expect(section.getByRole('link', { name: 'Sign in to comment.' })).toBeVisible();

  await signInAs(page, baseURL!, DEMO_GUY.username);
  await page.goto(path);
  await section.getByRole('button', { name: 'Post comment' }).click();
  await expect(section.getByText('Comment text is required to send')).toBeVisible();
  const text = `She asked me for a deposit too (${Date.now()})`;
  await section.getByLabel('Leave a comment').fill(text);
  await section.getByRole('button', { name: 'Post comment' }).click();
  await expect(page.getByText('Successfully added comment')).toBeVisible();
  const comment = section.getByRole('listitem').filter({ hasText: text });
  await expect(comment).toBeVisible();
  await expect(comment.getByText(DEMO_GUY.username)).toBeVisible();
  await expect(comment.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/community-scammer-1280.png', fullPage: true });

  const moderatorContext = await browser.newContext({ baseURL: baseURL! });
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto(path);
  const theirs = moderator.getByRole('region', { name: 'Comments' }).getByRole('listitem').filter({ hasText: text });
  await theirs.getByRole('button', { name: 'Delete comment' }).click();
  // The deletion takes its reason code (decision 037): the dialog stays open without one.
  const dialog = moderator.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
  await chooseReason(dialog, 'Harassment or abuse');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(moderator.getByText('Comment deleted.')).toBeVisible();
  await expect(theirs).toBeHidden();
  await moderatorContext.close();

  // Gone for everyone.
  await page.reload();
  await expect(section.getByText(text)).toBeHidden();
});
