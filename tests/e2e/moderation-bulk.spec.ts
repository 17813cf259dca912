import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_MODERATOR,
  SESSION_GIRL_WITHOUT_GALLERY,
} from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';
import { queueSection } from './support/queue';

// A bulk refusal through the queue's own controls: three new photos selected, refused with one
// reason, held five seconds with Undo (an undo first puts all three back), then sent as one bulk
// decision; none of them waits any more, and the request went to the bulk endpoint.

async function girlId(page: Page): Promise<number> {
  for (let offset = 0; ; offset += 100) {
    const body = (await (await page.request.get(`/api/v1/girls?page[limit]=100&page[offset]=${offset}`)).json()) as {
      data: { id: string; attributes: { stageName: string | null } }[];
    };
    const found = body.data.find((girl) => girl.attributes.stageName === DEMO_GIRL_STAGE_NAME);
    if (found) return Number(found.id);
    if (body.data.length < 100) throw new Error('demo girl not found');
  }
}

test('three photos refused at once with one reason, undone, then sent as one bulk decision', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  const id = await girlId(page);
  const ids: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const jpeg = await sharp({
      create: { width: 200, height: 150, channels: 3, background: { r: 200, g: 40 * i, b: 9 } },
    })
      .jpeg()
      .toBuffer();
    const response = await page.request.post('/api/v1/photos', {
      headers: { Origin: baseURL!, 'Content-Type': 'application/vnd.api+json' },
      data: {
        data: {
          type: 'photos',
          attributes: { image64: `data:image/jpeg;base64,${jpeg.toString('base64')}`, userId: id },
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  await page.context().clearCookies();

  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/moderate');
  await expect(page.getByText('Keyboard:')).toBeVisible();
  const photos = await queueSection(page, 'New photos');
  const item = (photoId: string) =>
    photos.getByRole('listitem').filter({ has: page.locator(`img[src^="/api/v1/photos/${photoId}/file"]`) });
  for (const photoId of ids) {
    await expect(item(photoId)).toBeVisible();
    await item(photoId).getByRole('checkbox').check();
  }
  await expect(photos.getByText('3 selected')).toBeVisible();

  const refuseAll = async () => {
    await photos.getByRole('button', { name: 'Refuse selected' }).click();
    await photos.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Picture not clear', exact: true }).click();
    await photos.getByRole('button', { name: 'Refuse 3 photos: send the reason' }).click();
  };
  await refuseAll();
  for (const photoId of ids) await expect(item(photoId)).toHaveCount(0);
  const undoBar = page.getByRole('status').filter({ hasText: 'sent in' });
  await expect(undoBar).toContainText('Rejected: 3 photos');
  // Undo: all three are back and nothing was sent.
  await undoBar.getByRole('button', { name: 'Undo' }).click();
  for (const photoId of ids) await expect(item(photoId)).toBeVisible();

  // Again, and this time it is sent: one request to the bulk endpoint, every item decided.
  for (const photoId of ids) await item(photoId).getByRole('checkbox').check();
  const bulk = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/admin/decisions') && request.method() === 'POST',
    { timeout: 15_000 },
  );
  await refuseAll();
  const sent = await bulk;
  const body = sent.postDataJSON() as { kind: string; items: { id: number }[]; approved: boolean; reasonCode: string };
  expect(body).toMatchObject({ kind: 'photos', approved: false, reasonCode: 'picture_not_clear' });
  expect(body.items.map((one) => String(one.id)).sort()).toEqual([...ids].sort());
  const answer = await (await sent.response())!.json();
  expect(answer).toEqual({ results: ids.map((photoId) => ({ id: Number(photoId), status: 204 })) });
  await expect(undoBar).toBeHidden({ timeout: 10_000 });
  const html = await (await page.request.get('/admin/moderate')).text();
  for (const photoId of ids) expect(html).not.toContain(`/api/v1/photos/${photoId}/file`);
});

// Session girls' pictures are decided in bulk too, from the keyboard: two pictures ticked (and an
// explicit image ticked in its own section), focus on the pictures' section, shift + a approves
// that section's selection only, held with Undo, then sent as one bulk decision.
test('two session-girl pictures approved at once with shift + a; the other section keeps its selection', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/moderate');
  await expect(page.getByText('Keyboard:')).toBeVisible();
  const pictures = await queueSection(page, 'Sessiongirls profile picture approvals');
  const images = await queueSection(page, 'Explicit images');
  // The last two with a gallery: the session-girl journey of moderation.spec.ts decides the first
  // ones and the one without a gallery.
  const articles = pictures.getByRole('article').filter({ hasNotText: SESSION_GIRL_WITHOUT_GALLERY });
  expect(await articles.count()).toBeGreaterThanOrEqual(4);
  const names: string[] = [];
  for (const article of (await articles.all()).slice(-2)) names.push((await article.getAttribute('aria-label'))!);
  const item = (name: string) =>
    pictures.getByRole('listitem').filter({ has: page.getByRole('article', { name, exact: true }) });
  for (const name of names) await item(name).getByRole('checkbox').check();
  await images.getByRole('listitem').last().getByRole('checkbox').check();
  await expect(pictures.getByText('2 selected')).toBeVisible();
  await expect(images.getByText('1 selected')).toBeVisible();

  // Keys typed in a checkbox are the checkbox's: leave it, then j focuses the first item (a picture).
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('j');
  await expect(pictures.getByRole('listitem').first()).toBeFocused();
  const bulk = page.waitForRequest(
    (request) => request.url().endsWith('/api/v1/admin/decisions') && request.method() === 'POST',
    { timeout: 15_000 },
  );
  await page.keyboard.press('Shift+A');
  for (const name of names) await expect(item(name)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'sent in' })).toContainText('Approved: 2 pictures');
  const sent = await bulk;
  const body = sent.postDataJSON() as { kind: string; items: { id: number }[]; approved: boolean };
  expect(body).toMatchObject({ kind: 'sessionGirlPictures', approved: true });
  expect(body.items).toHaveLength(2);
  const answer = (await (await sent.response())!.json()) as { results: { status: number }[] };
  expect(answer.results.map((result) => result.status)).toEqual([204, 204]);
  // The explicit image was not part of it: still there, still ticked.
  await expect(images.getByText('1 selected')).toBeVisible();
  await images.getByRole('listitem').last().getByRole('checkbox').uncheck();

  const html = await (await page.request.get('/admin/moderate')).text();
  for (const name of names) expect(html).not.toContain(`aria-label="${name}"`);
});
