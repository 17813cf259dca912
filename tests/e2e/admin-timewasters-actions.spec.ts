import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// The /admin/timewasters row actions at a phone's width and a laptop's: Edit, Merge and Delete of
// the first row are on the screen without scrolling sideways, not clipped by the table's box, and
// the element at each one's centre is the control itself (nothing covers it).

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px the row actions are reachable and whole`, async ({ page, baseURL }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, baseURL!, DEMO_MODERATOR.username);
    await page.goto('/admin/timewasters');
    const table = page.getByRole('table', { name: 'Timewasters' });
    const row = table.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    await page.screenshot({ path: `test-results/admin-timewasters-${viewport.width}.png` });
    const actions = [
      row.getByRole('link', { name: 'Edit' }),
      row.getByRole('button', { name: 'Merge into…' }),
      row.getByRole('button', { name: 'Delete' }),
    ];
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(wide, 'the page scrolls sideways').toBeLessThanOrEqual(1);
    for (const action of actions) {
      await expect(action).toBeVisible();
      const whole = await action.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inScreen = box.left >= 0 && box.right <= document.documentElement.clientWidth + 1;
        // Every box around it that clips (overflow other than visible) holds the whole control.
        let clipped = false;
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const outer = node.getBoundingClientRect();
          if (box.left < outer.left - 1 || box.right > outer.right + 1) clipped = true;
        }
        const centre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return { inScreen, clipped, onTop: !!centre && (centre === element || element.contains(centre)) };
      });
      expect(whole, `${await action.textContent()} at ${viewport.width} px`).toEqual({
        inScreen: true,
        clipped: false,
        onTop: true,
      });
    }
  });
}
