import { request as playwrightRequest } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_GUY,
  DEMO_MODERATOR,
  DEMO_PENDING_GIRL,
  SESSION_GIRL_WITHOUT_GALLERY,
} from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { E2E_BASE_URL } from './support/constants';
import { signUpGirl } from './support/girls';
import { mailsTo, signInAs } from './support/session';
import { queueSection } from './support/queue';
import { chooseReason, rejectWith } from './moderation-reason';

// A new girl waits for a moderator; the moderator opens /admin from the header and
// approves her in the queue; she is public at once, told by e-mail, and the timewaster tool opens.
// Then a rejection: the reason is required and is mailed to the girl, who leaves the queue.

test('a new girl is approved from the moderation queue and goes live at once', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.goto('/female_registration');
  const girl = await signUpGirl(page, baseURL!, 'Vetme');
  const profileUrl = `/profile/${encodeURIComponent(girl.username)}`;

  // Pending: not public, and the timewaster tab says she waits.
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  expect((await visitor.get(profileUrl)).status()).toBe(404);
  await page.goto('/girl/timewasters');
  await expect(page.getByText('The timewaster tool opens once a moderator has approved your profile.')).toBeVisible();

  // She sends her verification picture from her dashboard.
  await page.goto('/dashboard');
  const verification = page.getByRole('region', { name: 'Verification picture' });
  await verification.getByRole('button', { name: 'Send to the moderators' }).click();
  await expect(verification.getByText('Please choose your verification picture.')).toBeVisible();
  const selfie = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();
  await verification
    .getByLabel('Upload Photo')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: selfie });
  await verification.getByRole('button', { name: 'Send to the moderators' }).click();
  await expect(page.getByText('Verification picture received').first()).toBeVisible();

  // The moderator: header → Admin → the queue.
  const moderatorContext = await browser.newContext({ baseURL: baseURL! });
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/');
  await moderator.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(moderator).toHaveURL(/\/admin$/);
  await expect(moderator.getByRole('heading', { name: 'Admin', exact: true })).toBeVisible();
  await moderator.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Moderation queue' }).click();
  await expect(moderator.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
  const section = await queueSection(moderator, 'Matside girls profile approvals');
  const card = section.getByRole('article', { name: girl.username });
  await expect(card).toBeVisible();
  await expect(card.getByText(girl.email)).toBeVisible();
  const verificationImage = card.getByRole('img', { name: /Verification picture of/ });
  await expect(verificationImage).toBeVisible();
  const verificationUrl = (await verificationImage.getAttribute('src'))!;
  // Nobody but a moderator can fetch it.
  expect((await visitor.get(verificationUrl)).status()).toBe(404);
  expect((await page.request.get(verificationUrl)).status()).toBe(404);
  expect((await moderator.request.get(verificationUrl)).status()).toBe(200);
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await moderator.screenshot({ path: '/tmp/admin-moderate-1280.png', fullPage: true });
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card).toBeHidden();
  // Decided: the verification picture is deleted.
  expect((await moderator.request.get(verificationUrl)).status()).toBe(404);

  // Live without a restart: her profile, the search, her e-mail, the tool.
  expect((await visitor.get(profileUrl)).status()).toBe(200);
  const search = await (await visitor.get(`/api/v1/search?q=${encodeURIComponent(girl.username)}`)).text();
  expect(search).toContain(girl.username);
  await expect
    .poll(async () => (await mailsTo(girl.email)).some((m) => m.includes('Your Matside profile is approved')))
    .toBe(true);
  await page.goto('/girl/timewasters');
  await expect(page.getByText('The timewaster tool opens once a moderator has approved your profile.')).toBeHidden();
  await expect(page.getByRole('heading', { name: /Timewaster/ }).first()).toBeVisible();

  // The audit log shows the decision.
  await moderator.goto(`/admin/audit-log?action=girl.approve`);
  await expect(moderator.getByRole('cell', { name: 'girl.approve' }).first()).toBeVisible();

  // A rejection needs its reason, which the girl is sent; she leaves the queue until she resubmits.
  await moderator.goto('/admin/moderate');
  const other = (await queueSection(moderator, 'Matside girls profile approvals'))
    .getByRole('article')
    .filter({ hasNotText: DEMO_PENDING_GIRL.username })
    .first();
  const otherName = await other.getAttribute('aria-label');
  await other.getByRole('button', { name: 'Reject', exact: true }).click();
  await other.getByRole('button', { name: 'Reject: send the reason' }).click();
  await expect(other.getByText('Please choose a reason.')).toBeVisible();
  await chooseReason(other, 'Picture does not show her');
  await other.getByLabel('Note (sent to her with the reason)').fill('Your pictures do not show your face.');
  await other.getByRole('button', { name: 'Reject: send the reason' }).click();
  await expect(moderator.getByText('Rejected', { exact: true })).toBeVisible();
  await moderator.reload();
  await expect(moderator.getByRole('article', { name: otherName! })).toHaveCount(0);

  // Scraped session girls: approve one, reject another; match an e-mail, and set none.
  const sessions = await queueSection(moderator, 'Sessiongirls profile approvals');
  const firstSession = sessions.getByRole('article').first();
  const approvedName = await firstSession.getAttribute('aria-label');
  await firstSession.getByRole('button', { name: 'Approve' }).click();
  await expect(sessions.getByRole('article', { name: approvedName!, exact: true })).toHaveCount(0);
  const nextSession = sessions.getByRole('article').first();
  const rejectedName = await nextSession.getAttribute('aria-label');
  await rejectWith(nextSession, 'Profile incomplete or wrong');
  await expect(sessions.getByRole('article', { name: rejectedName!, exact: true })).toHaveCount(0);
  const emails = await queueSection(moderator, 'Add email to scraped SessionGirl');
  const firstEmail = emails.getByRole('article').first();
  const matchedName = await firstEmail.getAttribute('aria-label');
  await firstEmail.getByRole('textbox').fill('found.her@example.test');
  await firstEmail.getByRole('button', { name: 'Match', exact: true }).click();
  await expect(moderator.getByText('Email added').first()).toBeVisible();
  await expect(emails.getByRole('article', { name: matchedName!, exact: true })).toHaveCount(0);
  const noMatch = emails.getByRole('article').first();
  const noMatchName = await noMatch.getAttribute('aria-label');
  await noMatch.getByRole('button', { name: 'No match (set empty email)' }).click();
  await expect(emails.getByRole('article', { name: noMatchName!, exact: true })).toHaveCount(0);
  await expect(moderator.getByRole('region', { name: 'New Problem Girls Crawled' })).toBeVisible();

  // Notes on a girl, under her profile, for moderators only.
  await moderator.goto(profileUrl);
  const notes = moderator.getByRole('region', { name: 'Moderator notes' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Please write a note.')).toBeVisible();
  await notes.getByLabel('New note').fill('Verified by video call.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Verified by video call.')).toBeVisible();
  expect(await (await visitor.get(profileUrl)).text()).not.toContain('Verified by video call.');

  // Unset a scammer: the comment is required first.
  await moderator.goto('/admin/scammers');
  await expect(moderator.getByRole('heading', { name: 'Scammers' })).toBeVisible();
  const firstRow = moderator.getByRole('row').nth(1);
  const unsetName = (await firstRow.getByRole('cell').nth(3).innerText()).trim();
  // The table is paged, filtered and sorted by the server: the filter goes to the URL.
  await moderator.getByRole('searchbox', { name: 'Search by name, username, stage name or city' }).fill(unsetName);
  await expect(moderator).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(unsetName)}`));
  const unsetRow = moderator
    .getByRole('row')
    .filter({ has: moderator.getByRole('cell', { name: unsetName, exact: true }) });
  await expect(unsetRow).toHaveCount(1);
  await unsetRow.getByRole('button', { name: 'Unset Scammer' }).click();
  const dialog = moderator.getByRole('alertdialog', { name: 'Unset Scammer' });
  await dialog.getByRole('button', { name: 'Unset Scammer' }).click();
  await expect(dialog.getByText('Comment is required')).toBeVisible();
  await expect(
    moderator.getByText('Please provide a comment explaining why this person is being unset as a scammer.'),
  ).toBeVisible();
  await dialog.getByLabel('Comment').fill('She paid the deposit back.');
  await dialog.getByRole('button', { name: 'Unset Scammer' }).click();
  await expect(moderator.getByText('Successfully unset scammer status.')).toBeVisible();
  await expect(moderator.getByRole('cell', { name: unsetName, exact: true })).toHaveCount(0);

  // Cache revalidation: a custom path must start with a slash.
  await moderator.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Cache revalidation' }).click();
  await moderator.getByLabel('Cache').click();
  await moderator.getByRole('option', { name: 'custom path' }).click();
  await moderator.getByLabel('Paths').fill('wrestlers');
  await moderator.getByRole('button', { name: 'Revalidate' }).click();
  await expect(moderator.getByText('Path must start with a forward slash (/)')).toBeVisible();
  await moderator.getByLabel('Paths').fill('/wrestlers');
  await moderator.getByRole('button', { name: 'Revalidate' }).click();
  await expect(moderator.getByText('Revalidated custom_path.').first()).toBeVisible();
  await expect(moderator.getByRole('listitem').filter({ hasText: /^\/wrestlers$/ })).toBeVisible();

  // Phones get the navigation as a sheet.
  await moderator.setViewportSize({ width: 390, height: 844 });
  await moderator.getByRole('button', { name: 'Admin menu' }).click();
  await expect(moderator.getByRole('dialog', { name: 'Admin' }).getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expectAccessible(moderator, 'admin: mobile menu open', { resize: false });
  await moderator.screenshot({ path: '/tmp/admin-moderate-390.png', fullPage: true });
  await visitor.dispose();
  await moderatorContext.close();
});

// Section 1 and the explicit check: a session girl's picture is replaced by one picked from her
// gallery; a girl without a gallery gets the picker's empty message; an explicit image is decided.
test('session-girl pictures: approve, reject with a gallery pick, and the explicit check', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: baseURL! });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');
  const pictures = await queueSection(moderator, 'Sessiongirls profile picture approvals');
  await expect(pictures).toBeVisible();

  // Reject, then Cancel: nothing changes.
  const withGallery = pictures.getByRole('article').filter({ hasNotText: SESSION_GIRL_WITHOUT_GALLERY }).first();
  const pickedName = (await withGallery.getAttribute('aria-label'))!;
  await rejectWith(withGallery, 'Picture not clear');
  const picker = withGallery.getByRole('group', { name: 'Pick a new picture from her gallery' });
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(picker).toBeHidden();

  // Reject and pick the first gallery picture: approved as her new picture.
  await rejectWith(withGallery, 'Picture not clear');
  await picker.getByRole('button', { name: 'Use gallery picture 1' }).click();
  await expect(moderator.getByText('Approved with selected picture')).toBeVisible();
  await expect(pictures.getByRole('article', { name: pickedName, exact: true })).toHaveCount(0);

  // No gallery: the picker says so.
  const bare = pictures.getByRole('article', { name: `Picture of ${SESSION_GIRL_WITHOUT_GALLERY}` });
  await rejectWith(bare, 'Picture not clear');
  await expect(bare.getByText('No gallery pictures found.')).toBeVisible();
  await bare.getByRole('button', { name: 'Cancel' }).click();

  // Approve the next one.
  const next = pictures.getByRole('article').filter({ hasNotText: SESSION_GIRL_WITHOUT_GALLERY }).first();
  const approvedName = (await next.getAttribute('aria-label'))!;
  await next.getByRole('button', { name: 'Approve' }).click();
  await expect(pictures.getByRole('article', { name: approvedName, exact: true })).toHaveCount(0);

  // Explicit images show their marks; a decision removes the image from the queue.
  const explicit = await queueSection(moderator, 'Explicit images');
  const first = explicit.getByRole('listitem').first();
  await expect(first.getByText(/Marked: explicit/)).toBeVisible();
  const src = await first.getByRole('img').getAttribute('src');
  await rejectWith(first, 'Explicit content where it is not allowed');
  await expect(moderator.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(explicit.locator(`img[src="${src}"]`)).toHaveCount(0);

  // A girl's timewaster report that waits: approving it shares it with the vetted girls.
  const timewasterReports = await queueSection(moderator, 'Timewaster reports');
  const waiting = timewasterReports.getByRole('article').first();
  const waitingName = (await waiting.getAttribute('aria-label'))!;
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(moderator.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(timewasterReports.getByRole('article', { name: waitingName, exact: true })).toHaveCount(0);

  // The audit log has both kinds.
  await moderator.goto('/admin/audit-log?action=session-girl.picture-replace');
  await expect(moderator.getByRole('cell', { name: 'session-girl.picture-replace' }).first()).toBeVisible();
  await moderator.goto('/admin/audit-log?action=session-girl-image.reject');
  await expect(moderator.getByRole('cell', { name: 'session-girl-image.reject' }).first()).toBeVisible();
  await context.close();
});

// A crawled problem girl, from the queue to a public, edited record with reported URLs.
test('a moderator edits a crawled problem girl and her reported URLs', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: baseURL! });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');
  const crawled = await queueSection(moderator, 'New Problem Girls Crawled');
  // Her name (the history line's link below it opens the same record).
  await crawled.getByRole('listitem').first().getByRole('link').first().click();
  // Moderators open it in their tools; the public page is cached and the same for everyone.
  await expect(moderator).toHaveURL(/\/admin\/problem-girls\/\d+$/);
  const url = new URL(moderator.url()).pathname.replace('/admin/problem-girls/', '/problem-girl/');
  // Not reviewed yet: a visitor gets the 404 of a missing page.
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  expect((await visitor.get(url)).status()).toBe(404);
  await expect(moderator.getByText('Crawled and not reviewed yet')).toBeVisible();

  await moderator.getByRole('button', { name: 'Open Edit Form' }).click();
  const form = moderator.getByRole('form', { name: 'Problem girl' });
  await form.getByLabel('Page title').fill('');
  await form.getByLabel('Username').fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Page title is required')).toBeVisible();
  await expect(form.getByText('Username is required')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Wendy Wrongway');
  await form.getByLabel('Username').fill(`wendy_${Date.now()}`);
  await form.getByLabel('Headline').fill('Takes deposits, never shows');
  await form.getByLabel('Reason why').fill('Three girls lost deposits to her in 2026.');
  await form.getByLabel('Page title').fill('Wendy – deposit thread');
  await form.getByLabel('Message thread').fill('https://forum.example/threads/wendy');
  await form.getByLabel('Date of analysis').fill('2026-05-06');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(moderator.getByText('Successfully saved.')).toBeVisible();
  await expect(moderator.getByText('Problem Girl Profile Updated')).toBeVisible();
  await expect(moderator.getByRole('heading', { name: 'Wendy Wrongway', level: 1 })).toBeVisible();

  // Reported URLs: a bad one is refused; add, edit, delete.
  const urls = moderator.getByRole('group', { name: 'Edit reported URLs' });
  await urls.getByLabel('New reported URL').fill('not a url');
  await urls.getByRole('button', { name: 'Add URL' }).click();
  await expect(urls.getByText('Please enter a valid URL (http:// or https://)')).toBeVisible();
  await urls.getByLabel('New reported URL').fill('https://forum.example/wendy/1');
  await urls.getByRole('button', { name: 'Add URL' }).click();
  await expect(urls.getByText('https://forum.example/wendy/1')).toBeVisible();
  await urls.getByRole('button', { name: 'Edit https://forum.example/wendy/1' }).click();
  await urls.getByLabel('Reported URL', { exact: true }).fill('https://forum.example/wendy/2');
  await urls.getByRole('button', { name: 'Save URL' }).click();
  await expect(urls.getByText('https://forum.example/wendy/2')).toBeVisible();

  // Public now, with the URL; then deleted from the list.
  const page = await (await visitor.get(url)).text();
  expect(page).toContain('Wendy Wrongway');
  expect(page).toContain('https://forum.example/wendy/2');
  await urls.getByRole('button', { name: 'Delete https://forum.example/wendy/2' }).click();
  await moderator
    .getByRole('alertdialog', { name: 'Confirm Deletion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(urls.getByText('https://forum.example/wendy/2')).toHaveCount(0);
  await moderator.setViewportSize({ width: 390, height: 844 });
  await moderator.screenshot({ path: '/tmp/problem-girl-admin-390.png', fullPage: true });
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await moderator.screenshot({ path: '/tmp/problem-girl-admin-1280.png', fullPage: true });

  // Added from the list, then deleted from her page.
  await moderator.goto('/admin/problem-girls');
  await moderator.getByRole('button', { name: 'Add problem girl' }).click();
  const add = moderator.getByRole('form', { name: 'Problem girl' });
  await add.getByRole('textbox', { name: 'Name', exact: true }).fill('Dora Delete');
  await add.getByLabel('Username').fill(`dora_${Date.now()}`);
  await add.getByLabel('Headline').fill('Fake pictures');
  await add.getByLabel('Reason why').fill('Pictures are of another girl.');
  await add.getByLabel('Page title').fill('Dora thread');
  await add.getByLabel('Message thread').fill('https://forum.example/threads/dora');
  await add.getByRole('button', { name: 'Add problem girl' }).click();
  await expect(moderator.getByRole('heading', { name: 'Dora Delete', level: 1 })).toBeVisible();
  await moderator.screenshot({ path: '/tmp/problem-girls-list-1280.png', fullPage: true });
  // Her public page (the moderator is on /admin/problem-girls/{id}): seen once, so it is cached.
  const doraUrl = new URL(moderator.url()).pathname.replace('/admin/problem-girls/', '/problem-girl/');
  expect((await visitor.get(doraUrl)).status()).toBe(200);
  await moderator.getByRole('button', { name: 'Delete problem girl' }).click();
  await moderator.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(moderator).toHaveURL(/\/admin\/problem-girls$/);
  expect((await visitor.get(doraUrl)).status()).toBe(404);
  await visitor.dispose();
  await context.close();
});

// A scammer report from the public form waits for a moderator; publishing it mails its reporter.
test('a published scammer report e-mails its reporter', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signInAs(page, baseURL!, DEMO_GUY.username);
  await page.goto('/scammers/report');
  const reported = `scam_e2e_${Date.now()}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Sly Sarah');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(reported);
  await page.getByRole('textbox', { name: 'Headline' }).fill('Took my deposit');
  await page.getByRole('textbox', { name: 'Description' }).fill('Asked for a deposit by app, then blocked me.');
  await page.getByRole('textbox', { name: 'City' }).fill('Denver');
  await page.getByRole('textbox', { name: 'Country' }).fill('United States');
  await page.getByRole('checkbox', { name: /^I confirm that this report is true/ }).check();
  await page.getByRole('button', { name: 'Report scammer' }).click();
  await expect(page.getByText('Successfully saved.')).toBeVisible();

  const context = await browser.newContext({ baseURL: baseURL! });
  const moderator = await context.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  await moderator.goto('/admin/moderate');
  const report = (await queueSection(moderator, 'Scammer reports')).getByRole('article', {
    name: `Scammer report ${reported}`,
  });
  await report.getByRole('button', { name: 'Publish' }).click();
  await expect(moderator.getByText('Published', { exact: true })).toBeVisible();
  await expect(report).toBeHidden();
  await expect
    .poll(async () =>
      (await mailsTo(DEMO_GUY.email)).some(
        (mail) => mail.includes('checked it and accepted it') && mail.includes(reported),
      ),
    )
    .toBe(true);
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  expect((await visitor.get(`/scammer/${reported}`)).status()).toBe(200);
  await visitor.dispose();
  await context.close();
});
