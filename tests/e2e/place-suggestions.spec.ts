import type { Page } from '@playwright/test';
import { DEMO_GIRL } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// City and state inputs suggest from the world-cities data through one combobox (role=combobox,
// a listbox of options, Up/Down/Enter/Escape), narrowed by the country and state the form holds;
// what the user types freely is still accepted.

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function pickDay(page: Page, fieldLabel: string, iso: string) {
  await page.getByLabel(fieldLabel).click();
  const calendar = page.getByRole('dialog');
  const day = calendar.locator(`[data-day="${iso}"]:not([data-outside]) button`);
  for (let i = 0; i < 3 && (await day.count()) === 0; i += 1) {
    await calendar.getByRole('button', { name: /next month/i }).click();
  }
  await day.click();
  await expect(calendar).toBeHidden();
}

test('girl sign-up: a city picked by keyboard fills its state; another country narrows both lists', async ({
  page,
}) => {
  await page.goto('/female_registration');
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await city.fill('las v');
  const list = page.locator(`#${await city.getAttribute('aria-controls')}`);
  await expect(list.getByRole('option', { name: 'Las Vegas, NV' })).toBeVisible();
  await expect(city).toHaveAttribute('aria-expanded', 'true');
  // No link inside an option: picking never leaves the form.
  await expect(list.getByRole('link')).toHaveCount(0);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await city.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/city-suggestions-${width}.png` });
  }

  await city.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(city).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await city.press('Enter');
  await expect(city).toHaveValue('Las Vegas');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Nevada');
  await expect(page.getByRole('textbox', { name: 'Country' })).toHaveValue('United States');

  // Outside the US the state is free text with the country's regions suggested.
  await page.getByRole('textbox', { name: 'Country' }).fill('Italy');
  const state = page.getByRole('combobox', { name: 'State' });
  await state.fill('laz');
  const states = page.locator(`#${await state.getAttribute('aria-controls')}`);
  await expect(states.getByRole('option', { name: 'Lazio, Italy' })).toBeVisible();
  await state.press('ArrowDown');
  await state.press('Enter');
  await expect(state).toHaveValue('Lazio');
  await city.fill('rom');
  await expect(list.getByRole('option', { name: 'Rome, Italy' })).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(1);
  // Escape closes the list and keeps what was typed.
  await city.press('Escape');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await expect(city).toHaveValue('rom');
});

test('travels: a city picked by keyboard is saved with its state; free text is still accepted', async ({ page }) => {
  await signInAs(page, E2E_BASE_URL, DEMO_GIRL.username);
  await page.goto('/girl/manage-travels/add');
  await pickDay(page, 'Begin Date', isoDay(20));
  await pickDay(page, 'End Date', isoDay(22));
  const city = page.getByRole('combobox', { name: 'City' });
  await city.fill('san anton');
  await expect(page.getByRole('option', { name: 'San Antonio, TX' })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await city.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/travel-city-suggestions-${width}.png` });
  }
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('San Antonio');
  await expect(page.getByRole('combobox', { name: 'State' })).toContainText('Texas');
  await page.getByRole('button', { name: 'Add Travel' }).click();
  await expect(page).toHaveURL(/\/girl\/manage-travels$/);
  await expect(page.getByRole('row').filter({ hasText: 'San Antonio' })).toContainText('Texas');
});
