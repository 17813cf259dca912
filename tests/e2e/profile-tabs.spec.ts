import { DEMO_GIRL_STAGE_NAME } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';

// The profile's Posts and Gallery tabs (plain HTML since decision 038's session 15): arrow keys,
// Home and End move between the tabs and show each one's panel; a click selects.

test('the profile’s tabs follow the keyboard and the pointer', async ({ page }) => {
  await page.goto(`/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  await hydrated(page, 'visitor');
  const list = page.getByRole('tablist', { name: 'Posts or gallery' });
  const posts = list.getByRole('tab', { name: 'Posts' });
  const gallery = list.getByRole('tab', { name: 'Gallery' });
  await expect(posts).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Posts' })).toBeVisible();

  await posts.focus();
  await page.keyboard.press('ArrowRight');
  await expect(gallery).toBeFocused();
  await expect(gallery).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Posts' })).toBeHidden();

  await page.keyboard.press('Home');
  await expect(posts).toBeFocused();
  await expect(posts).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(gallery).toHaveAttribute('aria-selected', 'true');

  await posts.click();
  await expect(page.getByRole('tabpanel', { name: 'Posts' })).toBeVisible();
  await expect(gallery).toHaveAttribute('tabindex', '-1');
});
