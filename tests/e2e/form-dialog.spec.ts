import { DEMO_GIRL } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/timewasters';

// A closed FormDialog is its trigger alone until the first open (decision 049, session 17): the first
// click still opens it with focus inside, and closing gives focus back to the trigger.

test('a card’s add-phone dialog opens on the first click, focus inside, and gives focus back', async ({ page }) => {
  await signInAs(page.request, DEMO_GIRL.username);
  await page.goto('/girl/timewasters');
  const card = page.getByTestId('timewaster-card').first();
  const trigger = card.getByRole('button', { name: 'Add Timewaster Phone' });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Nothing of Radix's dialog before the first open: no content it controls.
  await expect(trigger).not.toHaveAttribute('aria-controls');

  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'Add Timewaster Phone' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Phone')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Again, closed with Cancel.
  await trigger.click();
  await expect(dialog.getByLabel('Phone')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});
