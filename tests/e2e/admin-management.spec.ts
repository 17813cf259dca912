import { request as playwrightRequest, type Page } from '@playwright/test';
import {
  ADMIN_E2E_BOOKING_TYPE,
  ADMIN_E2E_GIRL,
  ADMIN_E2E_GUY,
  ADMIN_E2E_MARKERS,
} from '../../scripts/seed/admin-management-data';
import { DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { ALERT_E2E_REPORTER } from '../../scripts/seed/safety-alerts-data';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { expectFollowedAsLink } from './support/links';
import { hydrated, signInAs } from './support/session';
import { chooseReason } from './moderation-reason';

// The moderators' management pages on the seeded data (scripts/seed/admin-management.ts
// keeps the records acted on apart from the demo accounts other specs use).

async function asModerator(page: Page, baseURL: string) {
  await signInAs(page, baseURL, DEMO_MODERATOR.username);
}

/** Types into the table's filter and waits for the server's filtered page. */
async function filterTable(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

async function isListed(visitor: Awaited<ReturnType<typeof playwrightRequest.newContext>>) {
  const wrestlers = await (await visitor.get('/wrestlers')).text();
  const search = await (await visitor.get(`/api/v1/search?q=${encodeURIComponent('Tessa')}`)).text();
  return { wrestlers: wrestlers.includes(ADMIN_E2E_GIRL.stageName), search: search.includes(ADMIN_E2E_GIRL.stageName) };
}

test('hiding a girl with admin_show_profile takes her off /wrestlers and the search at once, and back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  expect(await isListed(visitor)).toEqual({ wrestlers: true, search: true });

  await asModerator(page, baseURL!);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Girls', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Manage girls' })).toBeVisible();
  await filterTable(page, 'Tessa');
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  const toggle = page.getByRole('switch', { name: `Admin show profile for ${ADMIN_E2E_GIRL.stageName}` });
  await expect(toggle).toBeChecked();
  // Hiding her is a decision about her standing: confirmed, with its reason code (decision 037).
  await toggle.click();
  const hide = page.getByRole('alertdialog', { name: `Admin show profile: off for ${ADMIN_E2E_GIRL.stageName}?` });
  await hide.getByRole('button', { name: 'Confirm' }).click();
  await expect(hide.getByText('Please choose a reason.')).toBeVisible();
  await chooseReason(hide, 'Breaks the site rules');
  await hide.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully toggled admin_show_profile to false')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  expect(await isListed(visitor)).toEqual({ wrestlers: false, search: false });

  await toggle.click();
  await page
    .getByRole('alertdialog', { name: `Admin show profile: on for ${ADMIN_E2E_GIRL.stageName}?` })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByText('Successfully toggled admin_show_profile to true')).toBeVisible();
  await expect(toggle).toBeChecked();
  expect(await isListed(visitor)).toEqual({ wrestlers: true, search: true });
  await visitor.dispose();
});

test('a deleted booking leaves both parties; a guy banned until tomorrow loses his session', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const girlContext = await browser.newContext({ baseURL: baseURL! });
  const girl = await girlContext.newPage();
  await signInAs(girl, baseURL!, ADMIN_E2E_GIRL.username);
  const guyContext = await browser.newContext({ baseURL: baseURL! });
  const guy = await guyContext.newPage();
  await signInAs(guy, baseURL!, ADMIN_E2E_GUY.username);
  await girl.goto('/girl/bookings');
  await expect(girl.getByText(ADMIN_E2E_BOOKING_TYPE)).toBeVisible();
  await guy.goto('/guy/bookings');
  await expect(guy.getByText(ADMIN_E2E_BOOKING_TYPE)).toBeVisible();

  await asModerator(page, baseURL!);
  await page.goto('/admin/manage-bookings');
  await filterTable(page, ADMIN_E2E_GUY.username);
  const booking = row(page, ADMIN_E2E_GUY.username);
  await expect(booking).toHaveCount(1);
  await booking.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete the booking');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted booking.')).toBeVisible();
  await expect(booking.getByRole('cell', { name: 'deleted', exact: true })).toHaveCount(2);

  await girl.reload();
  await expect(girl.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(girl.getByText(ADMIN_E2E_BOOKING_TYPE)).toHaveCount(0);
  await guy.reload();
  await expect(guy.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guy.getByText(ADMIN_E2E_BOOKING_TYPE)).toHaveCount(0);

  // Ban him until tomorrow from his page (Manage guys → his username).
  await page.goto('/admin/manage-guys');
  await filterTable(page, ADMIN_E2E_GUY.username);
  await page.getByRole('link', { name: ADMIN_E2E_GUY.username, exact: true }).click();
  await expect(page.getByRole('heading', { name: ADMIN_E2E_GUY.username })).toBeVisible();
  await page.getByRole('button', { name: 'Ban', exact: true }).click();
  const ban = page.getByRole('alertdialog', { name: `Ban ${ADMIN_E2E_GUY.username}?` });
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
  // The dialog says an empty date bans for good, so it starts empty.
  await expect(ban.getByLabel('Unban at')).toHaveValue('');
  await ban.getByLabel('Unban at').fill(tomorrow);
  // A ban needs its reason code (decision 037).
  await ban.getByRole('button', { name: 'Ban' }).click();
  await expect(ban.getByText('Please choose a reason.')).toBeVisible();
  await chooseReason(ban, 'Harassment or abuse');
  await ban.getByRole('button', { name: 'Ban' }).click();
  await expect(page.getByText(`${ADMIN_E2E_GUY.username} is banned.`)).toBeVisible();
  await expect(page.getByText(/Banned until/)).toBeVisible();

  // His session no longer works: his bookings page sends him to sign in.
  await guy.goto('/guy/bookings');
  await expect(guy).toHaveURL(/\/login/);

  // Unban (the seed's guy is left as found).
  await page.getByRole('button', { name: 'Unban' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unban' }).click();
  await expect(page.getByText(`${ADMIN_E2E_GUY.username} is unbanned.`)).toBeVisible();
  await girlContext.close();
  await guyContext.close();
});

test('a reputation item is added, edited and deleted', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await asModerator(page, baseURL!);
  await page.goto('/admin/manage-reputation-list');
  await page.getByRole('button', { name: 'Add reputation item' }).click();
  const add = page.getByRole('dialog', { name: 'Add reputation item' });
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText('Please enter a url, a girl handle or a guy handle.')).toBeVisible();
  await expectAccessible(page, 'admin table: form dialog open', { resize: false });
  await add.getByLabel('URL').fill('https://forum.example/threads/e2e-rep');
  await add.getByLabel('Girl handle').fill('@e2e_rep_girl');
  await add.getByLabel('Description').fill('Reliable, shows up on time.');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Reputation item added.')).toBeVisible();

  await filterTable(page, 'e2e_rep_girl');
  const item = row(page, '@e2e_rep_girl');
  await expect(item).toContainText('Reliable, shows up on time.');
  await item.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /Edit reputation item/ });
  await edit.getByLabel('Guy handle').fill('@e2e_rep_guy');
  await edit.getByLabel('Description').fill('Reliable; vouched by two members.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Reputation item saved.')).toBeVisible();
  await expect(item).toContainText('Reliable; vouched by two members.');
  await expect(item).toContainText('@e2e_rep_guy');

  await item.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted reputation item.')).toBeVisible();
  await expect(page.getByText('No results.')).toBeVisible();
});

test('a reference, a vote and a legacy follow are deleted after a confirmation', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await asModerator(page, baseURL!);
  const cases = [
    ['/admin/manage-unverified-references', ADMIN_E2E_MARKERS.referenceUsername, 'Successfully deleted reference.'],
    ['/admin/manage-votes', ADMIN_E2E_MARKERS.poll, 'Successfully deleted vote.'],
    ['/admin/manage-follow-my-travels', ADMIN_E2E_MARKERS.legacyIdentifier, 'Successfully deleted legacy follow.'],
  ] as const;
  for (const [path, marker, success] of cases) {
    await page.goto(path);
    await expect(page.getByRole('row')).not.toHaveCount(2); // several seeded rows
    await filterTable(page, marker);
    const target = row(page, marker);
    await expect(target).toHaveCount(1);
    await target.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
    // Cancel keeps it…
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(target).toHaveCount(1);
    // …Delete removes it (a reference needs its reason code, decision 037).
    await target.getByRole('button', { name: 'Delete' }).click();
    if (path === '/admin/manage-unverified-references') await chooseReason(dialog, 'Duplicate');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(success)).toBeVisible();
    await expect(page.getByText('No results.')).toBeVisible();
  }
});

test('the tables page in the URL: 5 rows by default, a second page and a bigger page size', async ({
  page,
  baseURL,
}) => {
  await asModerator(page, baseURL!);
  await page.goto('/admin/manage-votes');
  const body = page.getByRole('table').locator('tbody tr');
  await expect(body).toHaveCount(5);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25' }).click();
  await expect(page).toHaveURL(/size=25/);
  await expect(body).toHaveCount(25);
  await expectAccessible(page, 'admin table');
});

test('the random session girl: Next shows another one', async ({ page, baseURL }) => {
  await asModerator(page, baseURL!);
  await page.goto('/admin/random-sessiongirl');
  const name = page.getByTestId('random-session-girl');
  const first = await name.textContent();
  expect(first).toBeTruthy();
  await expect(page.getByRole('img', { name: /^Image \d+$/ }).first()).toBeVisible();
  const url = page.url();
  await hydrated(page);
  await page.getByRole('link', { name: 'Next' }).click();
  // Next asks for ?not={her id}, which the server redirects to another girl's ?id=&seed=: the
  // address checked is where it lands (the ?not= one may never be seen).
  await expect(page).not.toHaveURL(url);
  await expect(page).toHaveURL(/[?&]id=\d+&seed=[a-z0-9]+$/);
  await expect(name).not.toHaveText(first!);
});

// Found by `npm run walk`: the link to a hidden girl's public page answered 404.
test('editing a girl, a moderator gets View Profile only when her public page exists', async ({ page, baseURL }) => {
  await asModerator(page, baseURL!);
  for (const [stageName, listed] of [
    [DEMO_GIRL_STAGE_NAME, true],
    [ALERT_E2E_REPORTER.stageName, false],
  ] as const) {
    await page.goto(`/admin/manage-girls?q=${encodeURIComponent(stageName)}`);
    const edit = await page.locator('a[href^="/edit-profile-female?girlId="]').first().getAttribute('href');
    await page.goto(edit!);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Edit Profile', level: 1 })).toBeVisible();
    const view = main.getByRole('link', { name: 'View Profile', exact: true });
    if (!listed) {
      await expect(view).toHaveCount(0);
      continue;
    }
    const response = await page.request.get((await view.getAttribute('href'))!);
    expect(response.status()).toBe(200);
  }
});

test('a girl’s links in the table are followed as Link would, and the table’s sort and pages still work', async ({
  page,
  baseURL,
}) => {
  await asModerator(page, baseURL!);
  await page.goto('/admin/manage-girls');
  await hydrated(page);
  const header = page.getByRole('columnheader', { name: 'Username' });
  await header.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sort=username&dir=asc/);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expectFollowedAsLink(page, page.getByRole('table').getByRole('link', { name: 'Moderator comments' }).first());
});

test('a session girl’s Details open on the first click and give the focus back on closing', async ({
  page,
  baseURL,
}) => {
  await asModerator(page, baseURL!);
  await page.goto('/admin/manage-sessiongirls');
  await hydrated(page);
  const details = page
    .getByRole('table')
    .getByRole('button', { name: /^Details \(/ })
    .first();
  await details.click();
  const dialog = page.getByRole('dialog');
  for (const heading of ['Images', 'Reports', 'Travels']) {
    await expect(dialog.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(
    page
      .getByRole('table')
      .getByRole('button', { name: /^Details \(/ })
      .first(),
  ).toBeFocused();
});
