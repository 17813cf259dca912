import type { Locator } from '@playwright/test';

// The refusal's reason in the moderation UI (decision 037): a reason-code select, then the send.

/** Picks `label` in the "Reason" select inside `scope` (its options open in a portal on the page). */
export async function chooseReason(scope: Locator, label: string): Promise<void> {
  await scope.getByRole('combobox', { name: 'Reason' }).click();
  await scope.page().getByRole('option', { name: label, exact: true }).click();
}

/** Reject (or `button`) on an item, pick the reason, send it. */
export async function rejectWith(scope: Locator, label: string, button = 'Reject'): Promise<void> {
  await scope.getByRole('button', { name: button, exact: true }).click();
  await chooseReason(scope, label);
  await scope.getByRole('button', { name: `${button}: send the reason` }).click();
}
