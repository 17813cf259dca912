import type { Locator } from '@playwright/test';
import { DEMO_GIRL_STAGE_NAME } from '../../scripts/seed/demo-accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { hydrated } from './support/session';

// Decision 038: the static icons that every page hydrates (the header's search box and menu button),
// and those of the home page's search button and a profile's location line, are CSS masks: one empty
// element each, not a lucide component with a fiber per path. The logo's and the footer's svg shapes
// are inner HTML. A gallery the page opens on stays the server's HTML.

/** Whether React has hydrated (or rendered) the element: it keeps its fiber on the node. */
const isHydrated = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));

const PROFILE_PATH = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;

async function expectMask(within: Locator, icon: string, size: number) {
  await expect(within.locator('svg')).toHaveCount(0);
  const mask = within.locator(`span.${icon}[aria-hidden="true"]`);
  await expect(mask).toHaveCount(1);
  expect(await mask.evaluate((node) => node.childElementCount)).toBe(0);
  const box = (await mask.boundingBox())!;
  expect([box.width, box.height]).toEqual([size, size]);
}

test("the header's search and menu icons are one empty element each; the box and the menu work", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page, 'visitor');
  await expectMask(page.locator('[data-slot="site-search"]'), 'icon-search', 16);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expectMask(menuButton, 'icon-menu', 20);
  await expectMask(page.getByRole('link', { name: 'Girls Search' }), 'icon-search', 16);
  await expectAccessible(page, 'public home');
  for (const logo of await page.getByRole('link', { name: 'Matside home' }).all()) {
    const shapes = logo.locator('svg > *');
    await expect(shapes).toHaveCount(3);
    for (const shape of await shapes.all()) expect(await isHydrated(shape), 'a logo shape has no fiber').toBe(false);
  }
  await expectMask(page.locator('footer p').filter({ hasText: 'only for persons 18' }), 'icon-shield-check', 16);

  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();

  const box = page.getByRole('combobox', { name: 'Search girls' });
  await box.fill('Gina');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
});

test("a profile's location icon is one empty element", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PROFILE_PATH);
  await hydrated(page, 'visitor');
  const location = page.locator('main header p').filter({ has: page.locator('span.icon-map-pin') });
  await expectMask(location, 'icon-map-pin', 16);
  await expectAccessible(page, 'profile');
});

test('a profile that opens on its gallery keeps the gallery as the server sent it; its photos open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A girl without posts opens on the Gallery tab, with the photos in the document.
  await page.goto('/wrestlers');
  const hrefs = await page
    .locator('main a[href^="/profile/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  let path: string | undefined;
  for (const href of hrefs) {
    if ((await (await page.request.get(href)).text()).includes('<ul aria-label="Gallery"')) {
      path = href;
      break;
    }
  }
  expect(path, 'a seeded girl opens on her gallery').toBeDefined();
  await page.goto(path!);
  await hydrated(page, 'visitor');
  const gallery = page.getByRole('list', { name: 'Gallery' });
  const photo = gallery.getByRole('listitem').first().getByRole('link');
  // The link wraps an absolutely placed picture: the picture is what shows and takes the click.
  const picture = photo.locator('img');
  await expect(picture).toBeVisible();
  expect(await isHydrated(gallery), 'the gallery list is hydrated as one element').toBe(true);
  expect(await isHydrated(photo), 'a photo link has no fiber').toBe(false);
  const opened = page.waitForEvent('popup');
  await picture.click();
  expect((await opened).url()).toContain(await photo.getAttribute('href'));
});
