import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// A moderator's day at the speed of the keyboard: ten new photos decided with
// keys only — an approval, a refusal with the reason picked from the keyboard, an approval undone
// and made again, and a bulk approval of the other seven — with focus checked after each step.

/** The demo girl's record id, from the public list. */
async function demoGirlId(page: Page): Promise<number> {
  for (let offset = 0; ; offset += 100) {
    const body = (await (await page.request.get(`/api/v1/girls?page[limit]=100&page[offset]=${offset}`)).json()) as {
      data: { id: string; attributes: { stageName: string | null } }[];
    };
    const found = body.data.find((girl) => girl.attributes.stageName === DEMO_GIRL_STAGE_NAME);
    if (found) return Number(found.id);
    if (body.data.length < 100) throw new Error('demo girl not found');
  }
}

async function uploadPhotos(page: Page, baseURL: string, count: number): Promise<string[]> {
  await signInAs(page, baseURL, DEMO_GIRL.username);
  const girlId = await demoGirlId(page);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const jpeg = await sharp({
      create: { width: 320, height: 240, channels: 3, background: { r: 20 * i, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    const response = await page.request.post('/api/v1/photos', {
      headers: { Origin: baseURL, 'Content-Type': 'application/vnd.api+json' },
      data: {
        data: {
          type: 'photos',
          attributes: { image64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, userId: girlId },
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  await page.context().clearCookies();
  return ids;
}

test('ten photos decided from the keyboard: approve, refuse, undo, bulk approve; focus follows', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ids = await uploadPhotos(page, baseURL!, 10);
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/moderate');
  await expect(page.getByText('Keyboard:')).toBeVisible();

  // Only her new photos (the filters are not decisions): the address carries them, the server
  // reads them.
  const showHerPhotos = async () => {
    await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'New photos' });
    await page.getByRole('searchbox', { name: 'Person or text' }).fill(DEMO_GIRL_STAGE_NAME);
    await page.getByRole('searchbox', { name: 'Person or text' }).blur();
    await expect(page).toHaveURL(/[?&]kind=photos/);
    await expect(page).toHaveURL(/[?&]q=/);
  };
  await showHerPhotos();
  const photos = page.getByRole('region', { name: 'New photos' });
  const item = (id: string): Locator =>
    photos.getByRole('listitem').filter({ has: page.locator(`img[src^="/api/v1/photos/${id}/file"]`) });
  await expect(item(ids[0]!)).toBeVisible();
  // Photos of hers that earlier journeys of this slot left waiting are approved first, through the
  // API, so the queue holds exactly the ten of this journey.
  const shown = await photos
    .locator('img[src^="/api/v1/photos/"]')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  const others = [...new Set(shown.map((src) => /\/api\/v1\/photos\/(\d+)\/file/.exec(src)?.[1] ?? ''))].filter(
    (id) => id && !ids.includes(id),
  );
  for (const id of others) {
    const decided = await page.request.post(`/api/v1/admin/girl-photos/${id}/decision`, {
      headers: { Origin: baseURL! },
      data: { approved: true },
    });
    expect(decided.status(), await decided.text()).toBeLessThan(300);
  }
  if (others.length) {
    await page.reload();
    await expect(page.getByText('Keyboard:')).toBeVisible();
    await showHerPhotos();
  }
  await expect(photos.getByRole('listitem')).toHaveCount(ids.length);

  // "?" shows every shortcut.
  await page.keyboard.press('?');
  await expect(page.getByRole('definition').filter({ hasText: 'Refuse: the reason select gets focus' })).toBeVisible();
  await page.screenshot({ path: 'test-results/moderation-keyboard-1280.png' });

  // 1. j focuses the first photo; a approves it: focus moves to the next one.
  await page.keyboard.press('j');
  await expect(item(ids[0]!)).toBeFocused();
  await page.keyboard.press('a');
  await expect(item(ids[0]!)).toHaveCount(0);
  await expect(item(ids[1]!)).toBeFocused();
  const undoBar = page.getByRole('status').filter({ hasText: 'sent in' });
  await expect(undoBar).toContainText('Approved');

  // 2. r refuses: the reason select has focus; the reason is picked and sent from the keyboard.
  await page.keyboard.press('r');
  const reason = item(ids[1]!).getByRole('combobox', { name: 'Reason' });
  await expect(reason).toBeFocused();
  await page.keyboard.press('Enter');
  const wanted = page.getByRole('option', { name: 'Picture not clear', exact: true });
  await expect(wanted).toBeVisible();
  // Arrow keys, one option at a time, each step checked: typeahead ("Pict") depends on the pause
  // between keys, and under load it landed on another option.
  const labels = await page.getByRole('option').allTextContents();
  const target = labels.indexOf('Picture not clear');
  expect(target).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Home');
  await expect(page.getByRole('option').first()).toBeFocused();
  for (let step = 0; step < target; step += 1) {
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option').nth(step + 1)).toBeFocused();
  }
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reason).toHaveText('Picture not clear');
  // The list closes and gives focus back to the select before Tab moves on (an open list keeps Tab).
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(reason).toBeFocused();
  await page.keyboard.press('Tab'); // the note
  await page.keyboard.press('Tab'); // Reject: send the reason
  await expect(item(ids[1]!).getByRole('button', { name: 'Reject: send the reason' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item(ids[1]!)).toHaveCount(0);
  await expect(item(ids[2]!)).toBeFocused();

  // 3. An approval undone with u: the photo is back, with focus; then approved again.
  await page.keyboard.press('a');
  await expect(item(ids[2]!)).toHaveCount(0);
  await expect(item(ids[3]!)).toBeFocused();
  await page.keyboard.press('u');
  await expect(item(ids[2]!)).toBeFocused();
  await page.keyboard.press('a');
  await expect(item(ids[3]!)).toBeFocused();

  // 4. The other seven selected with x (j moves on) and approved at once with shift + a.
  for (const [n, id] of ids.slice(3).entries()) {
    await expect(item(id)).toBeFocused();
    await page.keyboard.press('x');
    await expect(item(id).getByRole('checkbox')).toBeChecked();
    if (n < 6) await page.keyboard.press('j');
  }
  await expect(photos.getByText('7 selected')).toBeVisible();
  await page.keyboard.press('Shift+A');
  await expect(photos.getByRole('listitem')).toHaveCount(0);
  await expect(undoBar).toContainText('Approved: 7 photos');

  // The held decisions reach the server (after the undo window): none of the ten waits any more,
  // and the one undone was approved once.
  await expect(undoBar).toBeHidden({ timeout: 10_000 });
  await expect
    .poll(
      async () => {
        const html = await (
          await page.request.get(`/admin/moderate?kind=photos&q=${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`)
        ).text();
        return ids.filter((id) => html.includes(`/api/v1/photos/${id}/file`)).length;
      },
      { timeout: 20_000 },
    )
    .toBe(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('Keyboard:')).toBeVisible();
  await page.screenshot({ path: 'test-results/moderation-keyboard-390.png' });
});

test('a collapsed section shows its count and a link: j reaches the link, Enter opens it and its first item takes focus', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/moderate');
    await expect(page.getByText('Keyboard:')).toBeVisible();
    await page.screenshot({ path: `test-results/queue-collapsed-${width}.png`, fullPage: true });
  }
  const items = page.locator('[data-queue-section] > ul > li');
  const shown = await items.count();
  expect(shown).toBeGreaterThan(0);
  const collapsed = page.locator('section[data-queue-section]').filter({ has: page.locator('[data-queue-open]') });
  await expect(collapsed.first()).toBeVisible();
  const key = (await collapsed.first().getAttribute('data-queue-section'))!;
  const title = (await collapsed.first().getAttribute('aria-label'))!;
  const section = page.getByRole('region', { name: title, exact: true });
  // Its title and count, no items, and a link to them.
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(/\(\d+\)$/);
  await expect(section.getByRole('listitem')).toHaveCount(0);
  const link = section.getByRole('link', { name: /^Show (the first 20 of|all|the 1 item)/ });

  // The shortcuts listen once the page has hydrated: a key before that does nothing.
  await expect(async () => {
    await page.keyboard.press('j');
    await expect(items.first()).toBeFocused({ timeout: 500 });
  }).toPass();
  for (let step = 1; step <= shown; step += 1) await page.keyboard.press('j');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]${key}=1`));
  await expect(section.getByRole('listitem').first()).toBeFocused();
  await page.screenshot({ path: 'test-results/queue-opened-1280.png' });
  await page.keyboard.press('k');
  await expect(items.nth(shown - 1)).toBeFocused();
});

test("the refusal's code is not in the queue's first load, and comes at the moderator's first key", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.goto('/admin/moderate');
  await expect(page.getByText('Keyboard:')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.waitForTimeout(500);
  expect(scripts).toEqual([]);
  await page.keyboard.press('j');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});
