import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';

// Decision 038: a slider Radix has not mounted is its server HTML, its thumbs hidden until
// measured. On a phone the advanced search panel starts closed, so its sliders mount on the
// first open, not in the hydration task; on a wide screen the panel is open and they mount at once.

const thumbDisplay = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('slider', { name, includeHidden: true }).evaluate((thumb) => (thumb as HTMLElement).style.display);

test('on a phone the closed panel’s sliders mount when it opens, and then work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  await page.waitForTimeout(300);
  expect(await thumbDisplay(page, 'Minimum weight')).toBe('none');

  await page.getByRole('button', { name: 'Show Advanced Search' }).click();
  const thumb = page.getByRole('slider', { name: 'Minimum weight' });
  await expect(thumb).toBeVisible();
  await thumb.press('ArrowRight');
  await expect(page).toHaveURL(/weight=81-400/);
  await expect(page.getByText('81 lbs - 400 lbs')).toBeVisible();
});

test('on a wide screen the open panel’s sliders are shown after load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/advanced_search?q=an&age=25-40');
  await hydrated(page, 'visitor');
  const thumb = page.getByRole('slider', { name: 'Minimum age' });
  await expect(thumb).toBeVisible();
  await expect(thumb).toHaveAttribute('aria-valuenow', '25');
});
