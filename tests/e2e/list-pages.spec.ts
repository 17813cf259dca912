import { expect, test } from './support/fixtures';

// A page past the end of a paginated public list is a 404 (never cached), and that 404 links back to
// the list's last real page.
test.use({ allowedConsoleErrors: [/status of 404/] });

for (const { url, list } of [
  { url: '/wrestlers/page/999', list: '/wrestlers' },
  { url: '/wrestlers?page=999', list: '/wrestlers' },
  { url: '/wrestlers/type/us/page/999', list: '/wrestlers/type/us' },
  { url: '/wrestlers/type/international/page/999', list: '/wrestlers/type/international' },
]) {
  test(`${url} answers 404 and links to the last page of ${list}`, async ({ page }) => {
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not found - 404' })).toBeVisible();
    const back = page.getByRole('link', { name: /^Go to the last page \(\d+\)$/ });
    const last = Number(/\((\d+)\)/.exec((await back.textContent())!)![1]);
    await expect(back).toHaveAttribute('href', last > 1 ? `${list}/page/${last}` : list);
    await back.click();
    await expect(page).toHaveURL(new RegExp(`${last > 1 ? `${list}/page/${last}` : list}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Not found - 404');
    if (url === '/wrestlers/page/999') {
      await page.goto(url);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `test-results/past-the-end-${width}.png` });
      }
    }
  });
}

test('an unknown path keeps the plain 404, without a last-page link', async ({ page }) => {
  const response = await page.goto('/wrestlers/type/elsewhere/page/2');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found - 404' })).toBeVisible();
  await expect(page.getByRole('link', { name: /last page/ })).toHaveCount(0);
});
