import { runAxe, isBlocking } from './support/axe';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';

// The accessibility checks in the journeys are only as good as runAxe: it must see what is wrong
// on the page as it is now, after a client-side change, after a navigation (a new document without
// axe in it), and once more on the same document (axe already there).

// The journeys run only the rules that can fail a check (blockingOnly); the verdict must be the
// one every rule gives, so each step asks both ways and they must agree.
const blockingIds = async (page: Parameters<typeof runAxe>[0]) => {
  const ids = async (blockingOnly: boolean) =>
    (await runAxe(page, { blockingOnly })).violations
      .filter(isBlocking)
      .map((v) => v.id)
      .sort();
  const everyRule = await ids(false);
  expect(await ids(true), 'the blocking rules alone find what every rule finds').toEqual(everyRule);
  return everyRule;
};

test('runAxe finds what is wrong, on a new document and again on the same one', async ({ page }) => {
  // The broken markup goes in once React has hydrated the page (the session answer sets
  // data-viewer from an effect): inserted before, hydration replaced it and axe saw nothing.
  await page.goto('/contact');
  await hydrated(page, 'visitor');
  expect(await blockingIds(page)).toEqual([]);

  const breakPage = () =>
    page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'beforeend',
        '<img src="/favicon.ico"><p style="color:#777;background:#888">faint words</p><h5>skipped</h5>',
      );
    });
  await breakPage();
  expect(await blockingIds(page)).toEqual(['color-contrast', 'heading-order', 'image-alt']);
  // Same document, axe already injected: the fix is seen.
  await page.evaluate(() => document.querySelector('main img:not([alt])')!.setAttribute('alt', 'Matside'));
  expect(await blockingIds(page)).toEqual(['color-contrast', 'heading-order']);

  // A new document has no axe until runAxe puts it there.
  await page.goto('/contact');
  expect(await page.evaluate(() => 'axe' in window)).toBe(false);
  await hydrated(page, 'visitor');
  await breakPage();
  expect(await blockingIds(page)).toEqual(['color-contrast', 'heading-order', 'image-alt']);
});
