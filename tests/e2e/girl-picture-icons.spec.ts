import { DEMO_GIRL, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// Decision 038, session 35: the girls' pictures beside their reviews of a client and their
// girls-only comments are drawn in 32 px circles; the browser fetches each one's 64² icon, not her
// whole profile picture.

test('the girls’ pictures on a client profile are their 64 px icons in 32 px circles', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  await page.goto(`/client/${DEMO_GUY.username}`);
  for (const name of ['Reviews', 'Girl Only Comments']) {
    const region = page.getByRole('region', { name });
    await region.scrollIntoViewIfNeeded();
    const pictures = region.locator('img');
    await expect(pictures.first()).toBeVisible();
    const count = await pictures.count();
    for (let i = 0; i < count; i += 1) await pictures.nth(i).scrollIntoViewIfNeeded();
    await expect
      .poll(() => pictures.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth)))
      .toEqual(Array.from({ length: count }, () => 64));
    const box = await pictures.first().boundingBox();
    expect([box?.width, box?.height]).toEqual([32, 32]);
  }
});
