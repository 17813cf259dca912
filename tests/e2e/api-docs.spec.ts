import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';

// The API reference a developer opens (linked from the README). Server HTML
// rendered from /api/v1/openapi.json: no script of its own, nothing from another origin.

test('/api/docs lists the API from its OpenAPI document, offline', async ({ page, request }) => {
  const foreign: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname)) foreign.push(sent.url());
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Matside API/ })).toBeVisible();

  const document = (await (await request.get('/api/v1/openapi.json')).json()) as {
    openapi: string;
    paths: Record<string, Record<string, unknown>>;
  };
  expect(document.openapi).toBe('3.1.0');
  // Every path of the document is on the page.
  for (const path of Object.keys(document.paths))
    await expect(page.getByText(path, { exact: true }).first()).toBeAttached();

  // One operation read in full: its parameters and its documented response schema.
  const photos = page.locator('#getPhotos');
  await expect(photos.getByRole('cell', { name: 'filter[userId] *' })).toBeVisible();
  await photos.getByText('Response 200 schema').click();
  await expect(photos.getByText('"fileType"')).toBeVisible();
  await expectAccessible(page, 'API docs');

  await page.getByRole('link', { name: '/api/v1/openapi.json' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/openapi\.json$/);
  expect(foreign).toEqual([]);
});
