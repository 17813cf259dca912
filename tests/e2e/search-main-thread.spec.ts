import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';

// Decision 038: the search page's toggles draw their icons as CSS masks, one empty element each, not a
// lucide component with a fiber per path.

test("the search page's toggles draw their icons as one empty element each; the layout toggle works", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  const panelToggle = page.getByRole('button', { name: 'Show Advanced Search' });
  const grid = page.getByRole('button', { name: 'Grid' });
  const list = page.getByRole('button', { name: 'List' });
  for (const [toggle, icon] of [
    [panelToggle, 'icon-sliders-horizontal'],
    [list, 'icon-list'],
    [grid, 'icon-layout-grid'],
  ] as const) {
    await expect(toggle.locator('svg')).toHaveCount(0);
    const mask = toggle.locator(`span.${icon}[aria-hidden="true"]`);
    await expect(mask).toHaveCount(1);
    expect(await mask.evaluate((node) => node.childElementCount)).toBe(0);
    const box = (await mask.boundingBox())!;
    expect([box.width, box.height]).toEqual([16, 16]);
  }

  await grid.click();
  await expect(grid).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('ul[data-view="grid"] > li')).toHaveCount(20);
  await list.click();
  await expect(page.locator('[data-view="list"] > li')).toHaveCount(20);
});
