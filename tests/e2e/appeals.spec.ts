import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_E2E_GUY } from '../../scripts/seed/admin-management-data';
import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { signUpGirl } from './support/girls';
import { mailsTo, signInAs } from './support/session';
import { queueSection } from './support/queue';
import { chooseReason, rejectWith } from './moderation-reason';

// Appeals as a conversation (decision 039) through the real UI: a rejected girl appeals from her
// dashboard; the moderator who rejected her cannot decide it; a second moderator writes to her
// (she is e-mailed) and upholds: she goes live and is e-mailed. A girl whose new photo was refused
// appeals it; a second moderator sees the refused photo and upholds: it shows on her profile.

/** The seed's second moderator (scripts/seed/accounts.ts). */
const SECOND_MODERATOR = 'mod_jordan';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}

function decoded(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

test('a rejected girl appeals, a second moderator upholds, she goes live and is e-mailed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.goto('/female_registration');
  const girl = await signUpGirl(page, baseURL!, 'Appeal');

  // The first moderator rejects her.
  const firstContext = await browser.newContext({ baseURL: baseURL! });
  const first = await firstContext.newPage();
  await signInAs(first, baseURL!, DEMO_MODERATOR.username);
  await first.goto('/admin/moderate');
  const item = (await queueSection(first, 'Matside girls profile approvals')).getByRole('article', {
    name: girl.username,
  });
  await rejectWith(item, 'Picture not clear');
  await expect(first.getByText('Rejected', { exact: true })).toBeVisible();

  // She appeals from her dashboard: her profile card tells the decision once, the appeal beside
  // its one primary action (resubmit); no other card repeats it.
  await page.goto('/dashboard');
  const appeals = page.getByRole('region', { name: 'Appeals' });
  const decision = page.getByRole('region', { name: 'Not approved' });
  await expect(decision).toContainText('Picture not clear');
  await expect(page.getByRole('article', { name: 'Appeal: Your profile' })).toHaveCount(0);
  await decision.getByText('Think the decision is wrong? Appeal it instead').click();
  await decision.getByRole('button', { name: 'Send appeal' }).click();
  await expect(decision.getByText('Please write your message.')).toBeVisible();
  await decision
    .getByRole('textbox', { name: 'Why should a moderator look again?' })
    .fill('The picture is me, taken in daylight.');
  await decision.getByRole('button', { name: 'Send appeal' }).click();
  const mine = appeals.getByRole('article', { name: 'Your appeal: Your profile' });
  await expect(mine).toContainText('Waiting for a moderator');
  await expect(mine).toContainText('The picture is me, taken in daylight.');
  await expectAccessible(page, 'dashboard (girl)');
  await shoot(page, 'appeals-girl-dashboard');

  // The moderator who rejected her cannot decide the appeal: the buttons are disabled, with why.
  await first.goto('/admin/moderate');
  const own = first
    .getByRole('region', { name: 'Appeals' })
    .getByRole('article', { name: `Appeal by ${girl.username}` });
  await expect(own.getByRole('button', { name: 'Uphold' })).toBeDisabled();
  await expect(own).toContainText('You made the decision appealed: another moderator decides this appeal.');
  await firstContext.close();

  // A second moderator writes to her, then upholds.
  const secondContext = await browser.newContext({ baseURL: baseURL! });
  const second = await secondContext.newPage();
  await signInAs(second, baseURL!, SECOND_MODERATOR);
  await second.goto('/admin/moderate');
  const appeal = second
    .getByRole('region', { name: 'Appeals' })
    .getByRole('article', { name: `Appeal by ${girl.username}` });
  await expect(appeal).toContainText('The picture is me, taken in daylight.');
  // The section's chunks load only with appeals (next/dynamic); it is still server-rendered in place,
  // not sent at the end of the document where its arrival would move the queue down.
  const html = await (await second.request.get('/admin/moderate')).text();
  expect(html).toContain('aria-label="Appeals"');
  expect(html).not.toMatch(/<template id="B:\d+"/);
  await appeal
    .getByRole('textbox', { name: 'Message to the person (e-mailed)' })
    .fill('Thank you, we are looking at it again.');
  await appeal.getByRole('button', { name: 'Send message' }).click();
  await expect(second.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(appeal).toContainText('Thank you, we are looking at it again.');
  // The toast closes first: axe's dark pass switches the theme under it, and a toast caught in its
  // colour transition reads as low contrast. The queue itself is what this check is about.
  await expect(second.getByText('Message sent', { exact: true })).toBeHidden({ timeout: 15_000 });
  await appeal.scrollIntoViewIfNeeded();
  await expectAccessible(second, 'moderation queue', { resize: false });
  await shoot(second, 'appeals-moderate');
  await appeal.getByRole('button', { name: 'Uphold' }).click();
  await expect(second.getByText('Appeal upheld', { exact: true })).toBeVisible();
  await expect(second.getByRole('region', { name: 'Appeals' })).toBeHidden();
  await secondContext.close();

  // She is e-mailed: the moderator's message (no name), the outcome, the approval with her
  // profile's address. Each is its own job on the queue, so wait until all three are written.
  const expected = ['A moderator wrote about your appeal', 'upheld your appeal', 'Your Matside profile is approved'];
  await expect
    .poll(async () => {
      const written = (await mailsTo(girl.email)).map(decoded);
      return expected.filter((text) => !written.some((m) => m.includes(text)));
    })
    .toEqual([]);
  const mails = (await mailsTo(girl.email)).map(decoded);
  const message = mails.find((m) => m.includes('A moderator wrote about your appeal'));
  expect(message).toContain('Thank you, we are looking at it again.');
  expect(message).not.toContain(SECOND_MODERATOR);
  expect(mails.some((m) => m.includes('upheld your appeal'))).toBe(true);
  const approved = mails.find((m) => m.includes('Your Matside profile is approved'))!;
  const profileUrl = /Your profile: (\S+)/.exec(approved)![1]!;

  // She is live: a visitor sees her profile.
  const visitorContext = await browser.newContext({ baseURL: baseURL! });
  const visitor = await visitorContext.newPage();
  const response = await visitor.goto(new URL(profileUrl).pathname);
  expect(response?.status()).toBe(200);
  await visitorContext.close();

  await page.goto('/dashboard');
  await expect(
    page.getByRole('region', { name: 'Appeals' }).getByRole('article', { name: 'Your appeal: Your profile' }),
  ).toContainText('Upheld: the decision is reversed');

  // She hides her profile again, so the lists are as the slot's later specs expect (media.spec
  // reads the first card of /wrestlers, and her sign-up picture is too small for its 320 px width).
  const toggle = page.getByRole('switch', { name: 'Show Profile' });
  await toggle.click();
  await expect(page.getByText('Profile is now hidden')).toBeVisible();
  await expect(toggle).not.toBeChecked();
});

test('a banned guy appeals through the link in his ban e-mail; a second moderator lifts the ban', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The first moderator bans the seed's admin-test guy for good (the appeal's uphold lifts it again).
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.goto('/admin/manage-guys');
  await page.getByRole('searchbox').fill(ADMIN_E2E_GUY.username);
  // The filter reloads the table through the URL: click his link once the filtered page is there
  // (a click on the unfiltered table's link can be lost in the swap).
  await expect(page).toHaveURL(new RegExp(`[?&]q=${ADMIN_E2E_GUY.username}`));
  await page.getByRole('link', { name: ADMIN_E2E_GUY.username, exact: true }).click();
  await expect(page.getByRole('heading', { name: ADMIN_E2E_GUY.username })).toBeVisible();
  // Another spec in this slot may have banned him before (admin-management): only a newer e-mail counts.
  const appealMails = async () =>
    (await mailsTo(ADMIN_E2E_GUY.email)).map(decoded).filter((m) => m.includes('/appeal/'));
  const earlierMails = (await appealMails()).length;
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  const ban = page.getByRole('alertdialog', { name: `Ban ${ADMIN_E2E_GUY.username}?` });
  await ban.getByLabel('Unban at').fill('');
  await chooseReason(ban, 'Harassment or abuse');
  await ban.getByRole('button', { name: 'Ban' }).click();
  await expect(page.getByText(`${ADMIN_E2E_GUY.username} is banned.`)).toBeVisible();

  // He cannot sign in; his ban e-mail links to the appeal page.
  let link = '';
  await expect
    .poll(async () => {
      const mails = await appealMails();
      const mail = mails.length > earlierMails ? mails.at(-1) : undefined;
      link = /(https?:\/\/\S+\/appeal\/\S+)/.exec(mail ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  const guyContext = await browser.newContext({ baseURL: baseURL! });
  const guy = await guyContext.newPage();
  await guy.goto(new URL(link).pathname);
  await expect(guy.getByRole('heading', { name: 'Appeal a decision' })).toBeVisible();
  await expect(guy.getByRole('region', { name: 'The decision' })).toContainText('Harassment or abuse');
  await guy.getByRole('textbox', { name: 'Why should a moderator look again?' }).fill('It was a misunderstanding.');
  await guy.getByRole('button', { name: 'Send appeal' }).click();
  await expect(guy.getByRole('region', { name: 'Your appeal' })).toContainText('Waiting for a moderator');
  await shoot(guy, 'appeals-link-page');

  // A second moderator upholds: the ban is lifted (the seed's guy is left as found).
  const secondContext = await browser.newContext({ baseURL: baseURL! });
  const second = await secondContext.newPage();
  await signInAs(second, baseURL!, SECOND_MODERATOR);
  await second.goto('/admin/moderate');
  const appeal = second
    .getByRole('region', { name: 'Appeals' })
    .getByRole('article', { name: `Appeal by ${ADMIN_E2E_GUY.username}` });
  await expect(appeal).toContainText('It was a misunderstanding.');
  await appeal.getByRole('button', { name: 'Uphold' }).click();
  await expect(second.getByText('Appeal upheld', { exact: true })).toBeVisible();
  await secondContext.close();

  await guy.reload();
  await expect(guy.getByRole('region', { name: 'Your appeal' })).toContainText('Upheld: the decision is reversed');
  await signInAs(guy, baseURL!, ADMIN_E2E_GUY.username);
  await guyContext.close();
});

test('a girl whose photo was refused appeals, a second moderator upholds, the photo shows on her profile', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.goto('/female_registration');
  const girl = await signUpGirl(page, baseURL!, 'PhotoAp');

  // The first moderator approves her profile.
  const firstContext = await browser.newContext({ baseURL: baseURL! });
  const first = await firstContext.newPage();
  await signInAs(first, baseURL!, DEMO_MODERATOR.username);
  await first.goto('/admin/moderate');
  await (
    await queueSection(first, 'Matside girls profile approvals')
  )
    .getByRole('article', { name: girl.username })
    .getByRole('button', { name: 'Approve', exact: true })
    .click();
  await expect(first.getByText('Approved', { exact: true })).toBeVisible();

  // She uploads a new photo from her profile editor.
  await page.goto('/edit-profile-female');
  const grid = page.getByRole('list', { name: 'My photos' });
  const before = await grid.getByRole('listitem').count();
  const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file][aria-label="Upload Photo"]')
    .setInputFiles({ name: 'mat.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(grid.getByRole('listitem')).toHaveCount(before + 1, { timeout: 20_000 });
  const thumb = (await grid.getByRole('listitem').first().locator('img').getAttribute('src'))!;
  const photoId = /^\/api\/v1\/photos\/(\d+)\/file/.exec(thumb)![1];

  // The first moderator refuses it.
  await first.goto('/admin/moderate');
  const pending = (await queueSection(first, 'New photos'))
    .getByRole('listitem')
    .filter({ has: first.locator(`img[src^="/api/v1/photos/${photoId}/file"]`) });
  await rejectWith(pending, 'Picture not clear');
  await expect(pending).toHaveCount(0);
  await expect
    .poll(async () => (await mailsTo(girl.email)).map(decoded).some((m) => m.includes('you can appeal it')))
    .toBe(true);

  // She appeals from her dashboard, where the refused photo shows.
  await page.goto('/dashboard');
  const appeals = page.getByRole('region', { name: 'Appeals' });
  const decision = appeals.getByRole('article', { name: /^Appeal: Your new photo of/ });
  await expect(decision).toContainText('Picture not clear');
  const refusedImage = decision.getByRole('img', { name: /Your new photo of/ });
  await expect(refusedImage).toHaveAttribute('src', /^\/api\/v1\/refused-photos\/\d+\/file$/);
  expect(await refusedImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const refusedUrl = (await refusedImage.getAttribute('src'))!;
  await decision.getByRole('textbox', { name: 'Why should a moderator look again?' }).fill('The mat is in focus.');
  await decision.getByRole('button', { name: 'Send appeal' }).click();
  await expect(appeals.getByRole('article', { name: /^Your appeal: Your new photo of/ })).toContainText(
    'Waiting for a moderator',
  );

  // Only moderators and she read the refused file: a visitor gets a missing file's 404.
  const visitorContext = await browser.newContext({ baseURL: baseURL! });
  expect((await visitorContext.request.get(refusedUrl)).status()).toBe(404);
  expect((await page.request.get(refusedUrl)).status()).toBe(200);

  // The moderator who refused it cannot decide; a second one sees the photo and upholds.
  await first.goto('/admin/moderate');
  const own = first
    .getByRole('region', { name: 'Appeals' })
    .getByRole('article', { name: `Appeal by ${girl.username}` });
  await expect(own.getByRole('button', { name: 'Uphold' })).toBeDisabled();
  await firstContext.close();
  const secondContext = await browser.newContext({ baseURL: baseURL! });
  const second = await secondContext.newPage();
  await signInAs(second, baseURL!, SECOND_MODERATOR);
  await second.goto('/admin/moderate');
  const appeal = second
    .getByRole('region', { name: 'Appeals' })
    .getByRole('article', { name: `Appeal by ${girl.username}` });
  await expect(appeal).toContainText('(photo)');
  const shown = appeal.getByRole('img', { name: 'Refused photo' });
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shoot(second, 'appeals-photo-moderate');
  await appeal.getByRole('button', { name: 'Uphold' }).click();
  await expect(second.getByText('Appeal upheld', { exact: true })).toBeVisible();
  await secondContext.close();

  // The photo is public: her profile's gallery shows it from a public key.
  const approved = (await mailsTo(girl.email))
    .map(decoded)
    .find((m) => m.includes('Your Matside profile is approved'))!;
  const profilePath = new URL(/Your profile: (\S+)/.exec(approved)![1]!).pathname;
  const visitor = await visitorContext.newPage();
  await expect
    .poll(async () => {
      await visitor.goto(profilePath);
      await visitor.getByRole('tab', { name: 'Gallery' }).click();
      await expect(visitor.getByRole('tabpanel', { name: 'Gallery' })).toHaveAttribute('aria-busy', 'false');
      return visitor.getByRole('list', { name: 'Gallery' }).locator('img[src*="/media/photos/girls/"]').count();
    })
    .toBeGreaterThan(0);
  await visitorContext.close();
  await expect
    .poll(async () => (await mailsTo(girl.email)).map(decoded).some((m) => m.includes('upheld your appeal')))
    .toBe(true);

  // She hides her profile again, as the first journey does, for the slot's later specs.
  await page.goto('/dashboard');
  const toggle = page.getByRole('switch', { name: 'Show Profile' });
  await toggle.click();
  await expect(page.getByText('Profile is now hidden')).toBeVisible();
});
