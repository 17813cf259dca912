import type { APIRequestContext, BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR, DEMO_PASSWORD } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { flightPayload } from './support/flight';
import { hydrated } from './support/session';

// Provider profiles: the girl edits her profile, uploads photos, crops a profile picture and
// posts; visitors see the public profile (approved pictures only) or the fallback page.

const PROFILE_PATH = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`; // /profile/Gina%20Slam

/** House style 11: a session from Better Auth's API, the cookie lands in the browser context. */
async function signInAs(context: BrowserContext, username: string) {
  const response = await context.request.post('/api/auth/sign-in/username', {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
}

type GirlRow = {
  id: string;
  attributes: {
    stageName: string | null;
    matsideGirl: boolean;
    girlShowProfile: boolean;
    adminShowProfile: boolean;
    profileApproved: boolean | null;
  };
};
async function allGirls(request: APIRequestContext): Promise<GirlRow[]> {
  const rows: GirlRow[] = [];
  for (let offset = 0; ; offset += 100) {
    const body = (await (await request.get(`/api/v1/girls?page[limit]=100&page[offset]=${offset}`)).json()) as {
      data: GirlRow[];
    };
    rows.push(...body.data);
    if (body.data.length < 100) return rows;
  }
}

async function jpeg(color: string): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

// Decision 038, session 23: the Gallery tab opens hidden, so its photos (a dozen content-hashed
// file names each) stay out of the cached document, which then fits TCP's first window; the tab
// fetches them when the visitor shows intent.
test('the profile’s document carries no gallery photos; the Gallery tab fetches them on intent', async ({
  page,
  request,
}) => {
  const gallery = await request.get(`${PROFILE_PATH}/gallery.json`);
  expect(gallery.status()).toBe(200);
  const { photos } = (await gallery.json()) as { photos: { type: string; url: string }[] };
  const images = photos.filter((photo) => photo.type === 'image');
  expect(images.length).toBeGreaterThan(2);
  const html = await (await request.get(PROFILE_PATH)).text();
  // Her profile picture is one of her photos: the page shows that one.
  expect(images.filter((photo) => html.includes(photo.url)).length).toBeLessThanOrEqual(1);
  expect((await request.get('/profile/Nobody%20At%20All/gallery.json')).status()).toBe(404);

  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/gallery.json')) fetched.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PROFILE_PATH);
  await hydrated(page, 'visitor');
  await page.waitForLoadState('networkidle');
  expect(fetched).toEqual([]);
  const tab = page.getByRole('tab', { name: 'Gallery' });
  await tab.hover();
  await expect.poll(() => fetched.length).toBe(1);
  await tab.click();
  const list = page.getByRole('list', { name: 'Gallery' });
  await expect(list.locator(`a[href="${images[0]!.url}"] img`)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(photos.length);
  expect(fetched).toHaveLength(1);
});

test.describe('the Gallery tab when its photos do not come', () => {
  // An aborted request and a 503 are both "Failed to load resource" in the console.
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('says why and fetches them again on Try again', async ({ page }) => {
    let answer: 'abort' | 'unavailable' | 'pass' = 'abort';
    await page.route('**/gallery.json', (route) =>
      answer === 'abort'
        ? route.abort('failed')
        : answer === 'unavailable'
          ? route.fulfill({ status: 503, body: '' })
          : route.continue(),
    );
    await page.goto(PROFILE_PATH);
    await hydrated(page, 'visitor');
    await page.getByRole('tab', { name: 'Gallery' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Gallery' });
    await expect(panel.getByRole('alert')).toHaveText(
      /Request couldn't be made\. Please check your network connectivity\./,
    );
    answer = 'unavailable';
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('alert')).toHaveText(/An unknown error happened\. We're sorry\./);
    answer = 'pass';
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByRole('list', { name: 'Gallery' }).getByRole('listitem').first()).toBeVisible();
    await expect(panel).toHaveAttribute('aria-busy', 'false');
  });
});

// Decision 038, session 23: the header, the side column and the reviews are client components fed strings,
// so the payload carries those strings once instead of the cards' element trees beside the markup.
test('the profile’s payload carries the header, the side column and the reviews as props, not element trees', async ({
  request,
}) => {
  const html = await (await request.get(PROFILE_PATH)).text();
  expect(html).toContain('<dt class="text-xs font-medium tracking-wide text-muted-foreground uppercase">Height</dt>');
  expect(html).toContain('aria-label="Reviews from clients"');
  const payload = flightPayload(html);
  expect(payload).toContain('"Height"');
  expect(payload).not.toContain('"className":"text-3xl font-bold tracking-tight","children"');
  expect(payload).not.toContain('["$","dl"');
  expect(payload).not.toContain('"aria-label":"Travels"');
  expect(payload).not.toContain('"aria-label":"Reviews from clients"');
});

// Decision 038, session 35: a reviewer's picture is drawn in a 32 px circle; the browser fetches
// his 64² icon (8–9 KB pictures were in the profile's LCP graph), not his whole picture.
test('the reviewers’ pictures on a profile are their 64 px icons', async ({ page }) => {
  await page.goto(PROFILE_PATH);
  const list = page.getByRole('list', { name: 'Reviews from clients' });
  await list.scrollIntoViewIfNeeded();
  const avatars = list.locator('img');
  await expect(avatars.first()).toBeVisible();
  await expect
    .poll(() => avatars.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)))
    .toEqual(Array.from({ length: await avatars.count() }, () => 64));
  const box = await avatars.first().boundingBox();
  expect([box?.width, box?.height]).toEqual([32, 32]);
});

test.describe('public profile', () => {
  // The fallback page answers 404, which the browser logs for the document load.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('a visitor sees the public profile; hidden and non-Matside girls get the fallback page', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(PROFILE_PATH);
    await expect(page.getByRole('heading', { level: 1, name: DEMO_GIRL_STAGE_NAME })).toBeVisible();
    await expect(page).toHaveTitle(/Gina Slam/);
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(DEMO_GIRL_STAGE_NAME);
    await expect(page.getByText(/\d+ lbs \/ \d+ kg/).first()).toBeVisible();
    await expect(page.getByText(/\d+ in \/ \d+ cm/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Services' }).getByText('Competitive Wrestling')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Travels' })).toBeVisible();
    await page.getByRole('tab', { name: 'Gallery' }).click();
    await expectAccessible(page, 'profile');
    await expect(page.getByRole('list', { name: 'Gallery' }).getByRole('listitem').first()).toBeVisible();
    await page.screenshot({ path: '/tmp/profile-public-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/profile-public-390.png', fullPage: true });

    // She hides her profile (the dashboard's switch writes the same field): gone at once from the
    // cached profile page and the home page, back when she shows it again.
    const girlContext = await browser.newContext({ baseURL: E2E_BASE_URL });
    await signInAs(girlContext, DEMO_GIRL.username);
    // Her own profile has no Tip button (a guy's has one: bookings.spec.ts).
    const own = await girlContext.newPage();
    await own.goto(PROFILE_PATH);
    await expect(own.locator('[data-session="loading"]')).toHaveCount(0);
    await expect(own.getByRole('button', { name: 'Tip' })).toHaveCount(0);
    await own.close();
    const girlId = (await allGirls(girlContext.request)).find(
      (g) => g.attributes.stageName === DEMO_GIRL_STAGE_NAME,
    )!.id;
    const setShown = async (shown: boolean) => {
      const body = { data: { id: girlId, type: 'girls', attributes: { girlShowProfile: shown } } };
      expect(
        (
          await girlContext.request.patch(`/api/v1/girls/${girlId}`, { data: body, headers: { Origin: E2E_BASE_URL } })
        ).status(),
      ).toBe(200);
    };
    await setShown(false);
    expect((await page.goto(PROFILE_PATH))?.status()).toBe(404);
    await page.goto('/');
    await expect(page.getByRole('link', { name: DEMO_GIRL_STAGE_NAME })).toHaveCount(0);
    await setShown(true);
    expect((await page.goto(PROFILE_PATH))?.status()).toBe(200);
    await girlContext.close();

    // Hidden by herself, hidden by moderators, pending, and non-Matside records: the fallback page.
    const moderator = await browser.newContext({ baseURL: E2E_BASE_URL });
    await signInAs(moderator, DEMO_MODERATOR.username);
    const girls = await allGirls(moderator.request);
    await moderator.close();
    const hidden = girls.find(
      (g) => g.attributes.matsideGirl && !g.attributes.girlShowProfile && g.attributes.stageName,
    );
    const notMatside = girls.find((g) => !g.attributes.matsideGirl && g.attributes.stageName);
    for (const girl of [hidden, notMatside]) {
      expect(girl).toBeTruthy();
      const response = await page.goto(`/profile/${encodeURIComponent(girl!.attributes.stageName!)}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'User not found.' })).toBeVisible();
    }
  });
});

test.describe('the girl edits her profile', () => {
  test.use({ allowedConsoleErrors: [/status of (400|415)/] });

  test('validation, services, photos with progress, profile picture crop, a post', async ({
    page,
    context,
    browser,
  }) => {
    await signInAs(context, DEMO_GIRL.username);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/edit-profile-female');
    await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
    await page.screenshot({ path: '/tmp/profile-edit-1280.png', fullPage: true });
    await expectAccessible(page, 'girl profile edit');

    // Validation: the spec's messages and the form-level alert; nothing is sent.
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
    await page.getByRole('textbox', { name: 'About me' }).fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('About me is required')).toBeVisible();
    await expect(page.getByText('Please resolve form errors before submitting.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(DEMO_GIRL.name);
    await page.getByRole('textbox', { name: 'About me' }).fill('Former college wrestler. Sessions in Las Vegas.');
    await page.getByRole('checkbox', { name: 'Judo' }).check();
    await page.getByRole('spinbutton', { name: 'Bench press (lbs)' }).fill('185');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Successfully saved.')).toBeVisible();

    // Photos: slow the upload a little so each file's progress bar is seen.
    await page.route('**/api/v1/photos', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    const grid = page.getByRole('list', { name: 'My photos' });
    const before = await grid.getByRole('listitem').count();
    await page.locator('input[type=file][aria-label="Upload Photo"]').setInputFiles([
      { name: 'mat-1.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#c2410c') },
      { name: 'mat-2.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#0f766e') },
    ]);
    await expect(page.getByRole('progressbar', { name: 'Upload progress of mat-1.jpg' })).toBeVisible();
    await expect(grid.getByRole('listitem')).toHaveCount(before + 2, { timeout: 20_000 });
    await expect(grid.getByText('Waiting for approval')).toHaveCount(2);
    const newest = await grid.getByRole('listitem').first().locator('img').getAttribute('src');

    // The size limit is stated; a failed upload's error is not replaced by the form's success:
    // "Successfully saved." comes once the error closes.
    await expect(page.getByText(/PNG or JPEG up to 10 MB, MP4 up to 20 MB/)).toBeVisible();
    await page.locator('input[type=file][aria-label="Upload Photo"]').setInputFiles({
      name: 'not-a-picture.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html>not a picture</html>'),
    });
    const uploadError = page.getByText('File Upload Error (#001)');
    await expect(uploadError).toBeVisible();
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await page.waitForTimeout(500);
    await expect(uploadError).toBeVisible();
    await expect(page.getByText('Successfully saved.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Close toast' }).click();
    await expect(page.getByText('Successfully saved.')).toBeVisible();

    // Profile picture through the crop dialog: pending approval afterwards.
    await page.getByLabel('Change Photo').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7c3aed' } })
        .png()
        .toBuffer(),
    });
    const dialog = page.getByRole('dialog', { name: 'Crop your new profile picture' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'girl profile edit: crop dialog open', { resize: false });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/waiting for a moderator’s approval/)).toBeVisible();

    // A post on /profile-2/{userId}.
    const girls = (await (await context.request.get('/api/v1/girls?page[limit]=100')).json()) as { data: GirlRow[] };
    const girlId = girls.data.find((g) => g.attributes.stageName === DEMO_GIRL_STAGE_NAME)!.id;
    await page.goto(`/profile-2/${girlId}`);
    await page.getByLabel('Comment').fill('Morning drills done, booking Vegas sessions next week.');
    await page.getByRole('button', { name: 'Post' }).click();
    const posts = page.getByRole('list', { name: 'Posts' });
    await expect(posts.getByText('Morning drills done')).toBeVisible();
    await expect(posts.getByRole('listitem').first().locator('time')).toHaveText(
      /^[A-Z][a-z]{2} \d{2}-\d{2}-\d{4} \d{1,2}:\d{2} (AM|PM) \S+$/,
    );
    await page.screenshot({ path: '/tmp/profile-post-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/profile-post-390.png', fullPage: true });
    await page.goto('/edit-profile-female');
    await page.screenshot({ path: '/tmp/profile-edit-390.png', fullPage: true });

    // A visitor: the new service and post at once (cache revalidated), but no pending picture.
    const visitor = await browser.newPage();
    await visitor.goto(PROFILE_PATH);
    await expect(visitor.getByRole('list', { name: 'Services' }).getByText('Judo')).toBeVisible();
    await expect(visitor.getByText('Morning drills done')).toBeVisible();
    await visitor.getByRole('tab', { name: 'Gallery' }).click();
    // The tab fetches its photos (decision 038, session 23).
    await expect(visitor.getByRole('tabpanel', { name: 'Gallery' })).toHaveAttribute('aria-busy', 'false');
    const srcs = await visitor
      .getByRole('list', { name: 'Gallery' })
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(srcs.length).toBeGreaterThan(0);
    expect(srcs).not.toContain(newest);
    // Her pending picture is private. She loads it from the authorised route, never
    // cached; a visitor asking for the very same URL gets the answer of a missing photo.
    expect(newest).toMatch(/^\/api\/v1\/photos\/\d+\/file(\?variant=thumb)?$/);
    const own = await context.request.get(newest!);
    expect(own.status()).toBe(200);
    expect(own.headers()['cache-control']).toBe('private, no-store');
    const probe = await visitor.request.get(newest!);
    const missing = await visitor.request.get(newest!.replace(/\/photos\/\d+\//, '/photos/999999999/'));
    expect([probe.status(), await probe.text()]).toEqual([missing.status(), await missing.text()]);
    expect(probe.status()).toBe(404);
    const avatar = await visitor
      .getByRole('img', { name: `${DEMO_GIRL_STAGE_NAME}'s profile picture` })
      .getAttribute('src');
    expect(avatar).toMatch(/^\/media\//);
    await visitor.close();
  });
});
