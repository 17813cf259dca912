import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_GIRL, DEMO_GUY, DEMO_MODERATOR, DEMO_PENDING_GIRL } from '../../scripts/seed/demo-accounts';
import { E2E_DATA_DIR } from './support/constants';
import { REPORTING_TERMS } from '../../src/features/reporting/terms';
import { expect, test } from './support/fixtures';
import { signUpGirl } from './support/girls';
import { signInAs } from './support/session';

// The leak test: what someone not yet trusted uploads (a scammer report's picture,
// a pending girl's post image) is private until a moderator publishes it. A visitor asking for its
// files gets exactly the 404 of a missing file, before review and after a refusal, and nothing is
// written under a public (content-addressed) key meanwhile; a refused report's files are deleted.
// A girl's refused photo is kept privately for its appeal (decision 039): hers and the moderators'
// to see, the 404 of a missing file to a visitor, a guy and another girl.

const UPLOADS = path.join(E2E_DATA_DIR, 'uploads');

/** Every stored file's key (path under the uploads folder), metadata left out. */
async function storedKeys(): Promise<Set<string>> {
  const entries = await readdir(UPLOADS, { recursive: true, withFileTypes: true }).catch(() => []);
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(UPLOADS, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => !key.split('/').some((segment) => segment.startsWith('.'))),
  );
}

async function newKeys(before: Set<string>): Promise<string[]> {
  return [...(await storedKeys())].filter((key) => !before.has(key));
}

async function answer(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  return `${response.status()} ${response.headers()['content-type'] ?? ''} ${await response.text()}`;
}

async function pngDataUrl(colour: string): Promise<string> {
  const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

test('a scammer report’s picture: private before review, deleted after a refusal, a missing file to a visitor', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  const missingMedia = await answer(request, `/media/avatars/scammers/${'0'.repeat(64)}.webp`);
  const missingPhoto = await answer(request, '/api/v1/photos/999999/file');
  expect(missingMedia).toMatch(/^404 /);

  await signInAs(page, baseURL!, DEMO_GUY.username);
  const before = await storedKeys();
  const reported = await page.request.post('/api/v1/scammers', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/vnd.api+json' },
    data: JSON.stringify({
      data: {
        type: 'scammers',
        attributes: {
          name: 'Leaky Lola',
          username: `leaky_${Date.now().toString(36)}`,
          headline: 'Deposit scam',
          description: 'Took a deposit, never showed.',
          city: 'Reno',
          country: 'United States',
          avatar: await pngDataUrl('#0e7490'),
          reportingTermsVersion: REPORTING_TERMS.version,
        },
      },
    }),
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const reportId = ((await reported.json()) as { data: { id: string } }).data.id;

  const written = await newKeys(before);
  expect(written.length).toBeGreaterThan(0);
  // Nothing under a public key: only random private ones.
  expect(written.filter((key) => !key.startsWith('private/'))).toEqual([]);
  for (const key of written) expect(await answer(request, `/media/${key}`)).toBe(missingMedia);

  // A moderator refuses it: the files are gone, the URLs stay a missing file's 404.
  const moderator = await browser.newContext({ baseURL });
  const moderatorPage = await moderator.newPage();
  await signInAs(moderatorPage, baseURL!, DEMO_MODERATOR.username);
  const refused = await moderatorPage.request.post(`/api/v1/admin/scammer-reports/${reportId}/decision`, {
    headers: { Origin: baseURL! },
    data: { publish: false, reasonCode: 'not_enough_evidence', reason: 'Not enough to go on.' },
  });
  expect(refused.status(), await refused.text()).toBe(204);
  await moderator.close();

  const left = await storedKeys();
  for (const key of written) {
    expect(left.has(key), key).toBe(false);
    expect(await answer(request, `/media/${key}`)).toBe(missingMedia);
  }
  expect(await answer(request, '/api/v1/photos/999999/file')).toBe(missingPhoto);
});

test('a pending girl’s post image is private: hers to see, a missing file to a visitor, on no public key', async ({
  page,
  request,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_PENDING_GIRL.username);
  const session = (await (await page.request.get('/session')).json()) as { girl_id: number | null };
  expect(session.girl_id).not.toBeNull();
  const before = await storedKeys();
  const created = await page.request.post('/api/v1/posts', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/vnd.api+json' },
    data: JSON.stringify({
      data: {
        type: 'posts',
        attributes: { comment: 'First training day', image64: await pngDataUrl('#be123c'), userId: session.girl_id },
      },
    }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string; attributes: { secureUrl: string } } };
  expect(data.attributes.secureUrl).toBe(`/api/v1/posts/${data.id}/file`);

  const written = await newKeys(before);
  expect(written.length).toBeGreaterThan(0);
  expect(written.filter((key) => !key.startsWith('private/'))).toEqual([]);

  // Hers to see; a visitor gets exactly a missing post file's and a missing media file's 404.
  const own = await page.request.get(data.attributes.secureUrl);
  expect(own.status()).toBe(200);
  expect(own.headers()['cache-control']).toBe('private, no-store');
  const missingPost = await answer(request, '/api/v1/posts/999999/file');
  expect(missingPost).toMatch(/^404 /);
  expect(await answer(request, data.attributes.secureUrl)).toBe(missingPost);
  const missingMedia = await answer(request, `/media/photos/girls/${session.girl_id}/${'0'.repeat(64)}.webp`);
  for (const key of written) expect(await answer(request, `/media/${key}`)).toBe(missingMedia);
});

test('a refused photo kept for its appeal: hers and moderators’ to see, a missing file to everyone else', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/female_registration');
  await signUpGirl(page, baseURL!, 'Refused');
  const session = (await (await page.request.get('/session')).json()) as { girl_id: number | null };
  const before = await storedKeys();
  const uploaded = await page.request.post('/api/v1/photos', {
    headers: { Origin: baseURL!, 'Content-Type': 'application/vnd.api+json' },
    data: JSON.stringify({
      data: { type: 'photos', attributes: { image64: await pngDataUrl('#0f766e'), userId: session.girl_id } },
    }),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const photoId = ((await uploaded.json()) as { data: { id: string } }).data.id;

  const moderatorContext = await browser.newContext({ baseURL: baseURL! });
  const moderator = await moderatorContext.newPage();
  await signInAs(moderator, baseURL!, DEMO_MODERATOR.username);
  const refused = await moderator.request.post(`/api/v1/admin/girl-photos/${photoId}/decision`, {
    headers: { Origin: baseURL!, 'Content-Type': 'application/json' },
    data: JSON.stringify({ approved: false, reasonCode: 'picture_not_clear' }),
  });
  expect(refused.status(), await refused.text()).toBe(204);

  // Her dashboard offers the appeal with the photo; its files stayed under private keys only.
  await page.goto('/dashboard');
  const picture = page
    .getByRole('region', { name: 'Appeals' })
    .getByRole('article', { name: /^Appeal: Your new photo of/ })
    .getByRole('img');
  const url = (await picture.getAttribute('src'))!;
  expect(url).toMatch(/^\/api\/v1\/refused-photos\/\d+\/file$/);
  const written = await newKeys(before);
  expect(written.length).toBeGreaterThan(0);
  expect(written.filter((key) => !key.startsWith('private/'))).toEqual([]);

  for (const reader of [page, moderator]) {
    const served = await reader.request.get(url);
    expect(served.status()).toBe(200);
    expect(served.headers()['cache-control']).toBe('private, no-store');
  }
  await moderatorContext.close();
  const missing = await answer(request, '/api/v1/refused-photos/999999/file');
  expect(missing).toMatch(/^404 /);
  expect(await answer(request, url)).toBe(missing);
  for (const username of [DEMO_GUY.username, DEMO_GIRL.username]) {
    const context = await browser.newContext({ baseURL: baseURL! });
    const other = await context.newPage();
    await signInAs(other, baseURL!, username);
    expect(await answer(other.request, url)).toBe(await answer(other.request, '/api/v1/refused-photos/999999/file'));
    await context.close();
  }
});
