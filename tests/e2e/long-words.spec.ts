import type { Page } from '@playwright/test';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { hydrated, signInAs } from './support/session';

// A word of 500 letters (or a long link) written by someone wraps inside its box on every page that
// shows it (the `user-text` class): no page scrolls sideways at 390 or 1280 px.

const WORD = `Long${'a'.repeat(492)}word`;
const shot = (name: string) => `test-results/screens/long-words-${name}.png`;

async function expectNoSideways(page: Page, path: string, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByText(WORD).first()).toBeVisible();
    const sizes = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(sizes.scroll, `${path} at ${width} px`).toBeLessThanOrEqual(sizes.client);
    await page.screenshot({ path: shot(`${name}-${width}`), fullPage: true });
  }
}

test('a 500-letter word in a post and a timewaster comment wraps on every page that shows it', async ({ page }) => {
  expect(WORD).toHaveLength(500);
  await signInAs(page, E2E_BASE_URL, DEMO_GIRL.username);
  const girls = (await (await page.request.get('/api/v1/girls?page[limit]=100')).json()) as {
    data: { id: string; attributes: { stageName: string } }[];
  };
  const girlId = girls.data.find((g) => g.attributes.stageName === DEMO_GIRL_STAGE_NAME)!.id;
  const posted = await page.request.post('/api/v1/posts', {
    headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/vnd.api+json' },
    data: { data: { type: 'posts', attributes: { comment: WORD, userId: Number(girlId) } } },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  await expectNoSideways(page, `/profile-2/${girlId}`, 'posts');
  await expectNoSideways(page, `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`, 'profile');

  // A comment on the first entry of the timewaster tool.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/girl/timewasters');
  await hydrated(page);
  const card = page.getByTestId('timewaster-card').first();
  await card.getByRole('button', { name: /Comments/ }).click();
  await card.getByLabel('Leave comment').fill(WORD);
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Comment added.')).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(card.getByText(WORD)).toBeVisible();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(wide, `the timewaster tool at ${width} px`).toBe(false);
    await page.screenshot({ path: shot(`timewasters-${width}`), fullPage: true });
  }
});
