import { DEMO_MODERATOR } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// /admin/random-sessiongirl keeps the girl on screen through the moderator's decisions; only Next
// brings another.

test('a decision on a random session girl’s image keeps her on screen; Next brings another', async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL!, DEMO_MODERATOR.username);
  await page.goto('/admin/random-sessiongirl');
  await expect(page).toHaveURL(/[?&]id=\d+&seed=[a-z0-9]+$/);
  const url = page.url();
  const name = page.getByTestId('random-session-girl');
  const shown = (await name.textContent())!;
  const images = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Approve' }) });
  const before = await images.getByRole('img').evaluateAll((list) => list.map((img) => img.getAttribute('src')));
  expect(before.length).toBeGreaterThan(0);

  for (const [button, toast] of [
    ['Approve', /approved\.$/],
    ['Explicit', /explicit (true|false)\.$/],
    ['Reject', /rejected\.$/],
  ] as const) {
    await images.first().getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByText(toast).first()).toBeVisible();
    await expect(name).toHaveText(shown);
  }
  // A reload (what a decision does) keeps her and her pictures in the same order.
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(name).toHaveText(shown);
  expect(await images.getByRole('img').evaluateAll((list) => list.map((img) => img.getAttribute('src')))).toEqual(
    before,
  );

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(url);
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(name).not.toHaveText(shown);
});
