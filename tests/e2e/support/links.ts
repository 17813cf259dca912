import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Marks the loaded document: `sameDocument` then tells a client navigation from a full load. */
export const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-loaded-once', ''));
export const sameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-loaded-once'));

/**
 * `link` is followed as Next's Link follows its own (decision 049): hovering it fetches its page's
 * data, a click navigates there in place, in the same document.
 */
export async function expectFollowedAsLink(page: Page, link: Locator): Promise<void> {
  const target = new URL((await link.getAttribute('href'))!, page.url());
  const prefetch = page.waitForRequest(
    (request) => /[?&]_rsc=/.test(request.url()) && new URL(request.url()).pathname === target.pathname,
  );
  await link.hover();
  await prefetch;
  await markDocument(page);
  await link.click();
  await expect(page).toHaveURL(target.href);
  expect(await sameDocument(page)).toBe(true);
}
