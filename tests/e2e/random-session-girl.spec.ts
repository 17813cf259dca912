import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { rejectWith } from './moderation-reason';
import { hydrated, signInAs } from './support/session';

// /admin/random-sessiongirl keeps the girl on screen through the moderator's decisions; only Next
// brings another.

test('a decision on a random session girl’s image keeps her on screen; Next brings another', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.goto('/admin/random-sessiongirl');
  await expect(page).toHaveURL(/[?&]id=\d+&seed=[a-z0-9]+$/);
  // Decisions once the page has hydrated: a click before it is lost.
  await hydrated(page);
  const url = page.url();
  const name = page.getByTestId('random-session-girl');
  const shown = (await name.textContent())!;
  const images = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Approve' }) });
  const before = await images.getByRole('img').evaluateAll((list) => list.map((img) => img.getAttribute('src')));
  expect(before.length).toBeGreaterThan(0);

  // The first image by its own name: Reject's reason panel hides its Approve button.
  const alt = (await images.first().getByRole('img').getAttribute('alt'))!;
  const image = page.getByRole('listitem').filter({ has: page.getByRole('img', { name: alt, exact: true }) });
  for (const [button, toast] of [
    ['Approve', /approved\.$/],
    ['Explicit', /explicit (true|false)\.$/],
    ['Reject', /rejected\.$/],
  ] as const) {
    if (button === 'Reject') await rejectWith(image, 'Picture not clear');
    else await image.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByText(toast).first()).toBeVisible();
    await expect(name).toHaveText(shown);
  }
  await expect(image.getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
  // A reload (what a decision does) keeps her and her pictures in the same order.
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(name).toHaveText(shown);
  expect(await images.getByRole('img').evaluateAll((list) => list.map((img) => img.getAttribute('src')))).toEqual(
    before,
  );

  // Once the reloaded page has hydrated: a click during hydration was once lost (the URL stayed
  // for 10 s, on one fresh-clone run).
  await hydrated(page);
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(url);
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(name).not.toHaveText(shown);
});
