import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';

// Decision 038: the search page's toggles draw their icons as one element each, not a fiber per path.

/** Whether React has hydrated (or rendered) the element: it keeps its fiber on the node. */
const isHydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

test("the search page's toggles draw their icons as one element each; the layout toggle works", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  const panelIcon = page.getByRole('button', { name: 'Show Advanced Search' }).locator('svg');
  const grid = page.getByRole('button', { name: 'Grid' });
  for (const icon of [panelIcon, grid.locator('svg')]) {
    expect(await isHydrated(icon)).toBe(true);
    expect(await isHydrated(icon.locator(':scope > *').first())).toBe(false);
  }
  await expect(panelIcon.locator('path')).toHaveCount(9);

  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('ul[data-view="grid"] > li')).toHaveCount(20);
  await expect(grid.locator('svg rect')).toHaveCount(4);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.locator('[data-view="list"] > li')).toHaveCount(20);
});
