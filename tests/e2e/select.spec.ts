import { expect, test } from './support/fixtures';
import { commitTasks, countCommits } from './support/commits';
import { hydrated } from './support/session';

// Decision 038: a closed select is Radix's trigger markup with nothing of Radix behind it, so the
// search page's hydration sets no state; the first open mounts Radix and its list.

test('the search page hydrates in one commit: its closed select sets no state', async ({ page }) => {
  await countCommits(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/advanced_search?q=an&physique=Athletic');
    await hydrated(page, 'visitor');
    const commits = await commitTasks(page);
    expect(
      commits.filter((task) => task === commits[0]),
      `${width} px: commits ${commits.join(',')}`,
    ).toHaveLength(1);
  }
});

test('the select opens, chooses, closes and types ahead as Radix’s did', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/advanced_search?q=an&physique=Athletic');
  await hydrated(page, 'visitor');
  const trigger = page.getByRole('combobox', { name: 'Physique', includeHidden: true });
  await expect(trigger).toHaveText('Athletic');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: '/tmp/select15-closed-1280.png' });

  // The keyboard opens the closed select; Escape closes it and gives the focus back. Radix hides
  // the rest of the page from assistive technology while its list is open.
  await trigger.focus();
  await page.keyboard.press('ArrowDown');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(page.getByRole('option', { name: 'Athletic' })).toBeFocused();
  await expect(page.getByRole('option', { name: 'Athletic' })).toHaveAttribute('aria-selected', 'true');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: '/tmp/select15-open-1280.png' });
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);
  await expect(trigger).toBeFocused();

  // The pointer opens it, an option is chosen, the list unmounts and the URL follows.
  await trigger.click();
  await page.getByRole('option', { name: 'Select Physique' }).waitFor();
  await page.getByRole('option', { name: 'Curvy' }).click();
  await expect(list).toHaveCount(0);
  await expect(trigger).toHaveText('Curvy');
  await expect(trigger).toBeFocused();
  await expect(page).toHaveURL(/physique=Curvy/);

  // The placeholder option undoes the choice.
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Select Physique' }).click();
  await expect(trigger).toHaveText('Select Physique');
  await expect(page).not.toHaveURL(/physique=/);

  // Typing a letter on the closed trigger chooses without opening.
  await page.keyboard.press('a');
  await expect(trigger).toHaveText('Athletic');
  await expect(list).toHaveCount(0);
  await expect(page).toHaveURL(/physique=Athletic/);
});

test('on a phone the closed select types ahead, then opens on a click', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/advanced_search?q=an');
  await hydrated(page, 'visitor');
  await page.getByRole('button', { name: 'Show Advanced Search' }).click();
  const trigger = page.getByRole('combobox', { name: 'Physique', includeHidden: true });
  await expect(trigger).toHaveText('Select Physique');
  await page.screenshot({ path: '/tmp/select15-closed-390.png' });
  await trigger.focus();
  await page.keyboard.press('c');
  await expect(trigger).toHaveText('Curvy');
  await expect(page).toHaveURL(/physique=Curvy/);
  await trigger.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: 'Curvy' })).toHaveAttribute('aria-selected', 'true');
  await page.screenshot({ path: '/tmp/select15-open-390.png' });
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});
