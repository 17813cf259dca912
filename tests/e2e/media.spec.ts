import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR, DEMO_PASSWORD } from '../../scripts/seed/demo-accounts';
import { mp4WithMetadata } from '../fixtures/video';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';

// Media: pictures come as <picture> with AVIF/WebP srcsets made at upload, width and
// height set, lazy except the page's LCP image (eager, fetchpriority=high); an uploaded video is
// re-encoded, gets a poster and plays.

const PROFILE_PATH = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

async function signInAs(context: BrowserContext, username: string) {
  const response = await context.request.post('/api/auth/sign-in/username', {
    data: { username, password: DEMO_PASSWORD },
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.status()).toBe(200);
}

async function demoGirlId(request: APIRequestContext): Promise<number> {
  for (let offset = 0; ; offset += 100) {
    const body = (await (await request.get(`/api/v1/girls?page[limit]=100&page[offset]=${offset}`)).json()) as {
      data: { id: string; attributes: { stageName: string | null } }[];
    };
    const found = body.data.find((g) => g.attributes.stageName === DEMO_GIRL_STAGE_NAME);
    if (found) return Number(found.id);
    if (body.data.length < 100) throw new Error('demo girl not found');
  }
}

interface ImgInfo {
  loading: string | null;
  fetchPriority: string | null;
  decoding: string | null;
  width: string | null;
  height: string | null;
  sources: { type: string | null; srcset: string | null; sizes: string | null }[];
  complete: boolean;
  naturalWidth: number;
  currentSrc: string;
}

function imgInfo(locator: ReturnType<import('@playwright/test').Page['locator']>): Promise<ImgInfo> {
  return locator.evaluate((img: HTMLImageElement) => ({
    loading: img.getAttribute('loading'),
    fetchPriority: img.getAttribute('fetchpriority'),
    decoding: img.getAttribute('decoding'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    sources: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => ({
      type: s.getAttribute('type'),
      srcset: s.getAttribute('srcset'),
      sizes: s.getAttribute('sizes'),
    })),
    complete: img.complete,
    naturalWidth: img.naturalWidth,
    currentSrc: img.currentSrc,
  }));
}

test('a profile page: the main picture is the eager, high-priority LCP image; gallery pictures are lazy; all have srcset, sizes, width and height', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PROFILE_PATH);
  const main = page.getByRole('img', { name: `${DEMO_GIRL_STAGE_NAME}'s profile picture` });
  await expect(main).toBeVisible();
  const info = await imgInfo(main);
  expect(info).toMatchObject({ loading: 'eager', fetchPriority: 'high', decoding: 'async' });
  expect(Number(info.width)).toBeGreaterThan(0);
  expect(Number(info.height)).toBeGreaterThan(0);
  expect(info.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  for (const source of info.sources) {
    expect(source.srcset).toMatch(/^\/media\/\S+\.(avif|webp) \d+w(, \/media\/\S+ \d+w)*$/);
    expect(source.sizes).toBeTruthy();
  }
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Chromium picks the AVIF rendition.
  expect((await imgInfo(main)).currentSrc).toMatch(/\.avif$/);
  // The picture's box does not move while it loads (width/height reserve it).
  expect(await main.evaluate((img: HTMLImageElement) => getComputedStyle(img).backgroundImage)).toMatch(
    /^url\("data:image\/webp;base64,/,
  );

  await page.getByRole('tab', { name: 'Gallery' }).click();
  const gallery = page.getByRole('list', { name: 'Gallery' }).locator('img');
  // The tab fetches its photos (decision 038, session 23).
  await expect(gallery.first()).toBeAttached();
  expect(await gallery.count()).toBeGreaterThan(0);
  const first = await imgInfo(gallery.first());
  expect(first).toMatchObject({ loading: 'lazy', fetchPriority: null, decoding: 'async' });
  expect(first.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  expect(Number(first.width)).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/media-profile-390.png', fullPage: false });
});

test('/wrestlers: the first card is the LCP image (eager, fetchpriority=high), the others lazy with a placeholder', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/wrestlers');
  const pictures = page.locator('article img');
  await expect(pictures.first()).toBeVisible();
  const first = await imgInfo(pictures.first());
  expect(first).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  // Width descriptors, whatever the girl's picture sizes (a girl an earlier journey put live may be
  // first, with a picture under 320 px).
  expect(first.sources[0]?.srcset).toMatch(/ \d+w(,|$)/);
  const second = await imgInfo(pictures.nth(1));
  expect(second).toMatchObject({ loading: 'lazy', fetchPriority: null });
  expect(second.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  expect(second.width && second.height).toBeTruthy();
  await page.screenshot({ path: 'test-results/media-wrestlers-1280.png', fullPage: false });
});

test('a video upload is re-encoded, gets a poster and plays on the profile', async ({ page, browser }) => {
  const moderator = await browser.newContext({ baseURL: E2E_BASE_URL });
  await signInAs(moderator, DEMO_MODERATOR.username);
  const girlId = await demoGirlId(moderator.request);
  const uploaded = await moderator.request.post('/api/v1/photos', {
    headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'photos',
        attributes: { image64: `data:video/mp4;base64,${mp4WithMetadata().toString('base64')}`, userId: girlId },
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { data } = (await uploaded.json()) as { data: { id: string; attributes: { secureUrl: string } } };
  await moderator.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PROFILE_PATH);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const video = page.locator(`video[src="${data.attributes.secureUrl}"]`);
  await expect(video).toBeVisible();
  const poster = await video.getAttribute('poster');
  expect(poster).toMatch(/^\/media\/photos\/girls\/\d+\/[0-9a-f]{64}\.webp$/);
  const posterResponse = await page.request.get(poster!);
  expect(posterResponse.headers()['content-type']).toBe('image/webp');
  const file = await page.request.get(data.attributes.secureUrl);
  expect(file.headers()['content-type']).toBe('video/mp4');
  const bytes = await file.body();
  expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat')); // +faststart
  expect(bytes.includes('SpyCam')).toBe(false);

  const canPlay = await video.evaluate((v: HTMLVideoElement) => v.canPlayType('video/mp4; codecs="avc1.42E01E"'));
  if (canPlay) {
    // Debian's Chromium plays H.264: start it muted and see time pass.
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0);
  } else {
    // A Chromium without H.264 cannot play any mp4; the poster frame must still show.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.poster.endsWith('.webp'))).toBe(true);
  }
  await page.screenshot({ path: 'test-results/media-video-1280.png', fullPage: false });
});
