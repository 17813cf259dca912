import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A section of /admin/moderate with its items on the page: the queue opens its first sections only
 * (open-sections.ts), so a collapsed one is opened by its link first.
 */
export async function queueSection(page: Page, title: string): Promise<Locator> {
  const region = page.getByRole('region', { name: title, exact: true });
  await expect(region).toBeVisible();
  const open = region.locator('[data-queue-open]');
  if (await open.count()) {
    await open.click();
    await expect(open).toHaveCount(0);
    await expect(region.getByRole('listitem').first()).toBeVisible();
  }
  return region;
}
