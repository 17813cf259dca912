import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import { E2E_DATA_DIR } from './support/constants';

// Foundation: the contact form journey, from validation to the .eml in the outbox.

const outbox = path.join(E2E_DATA_DIR, 'outbox');

async function emlFilesContaining(text: string): Promise<string[]> {
  const names = await readdir(outbox).catch(() => [] as string[]);
  const hits: string[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const content = await readFile(path.join(outbox, name), 'utf8');
    if (content.includes(text)) hits.push(name);
  }
  return hits;
}

async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.getByRole('checkbox').click();
  // The widget solves the proof of work in a web worker, then flips its state to "verified".
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}

test('an empty submit shows the three required-field messages', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: /send|submit/i }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expectAccessible(page, 'contact');
});

test('a complete message with the captcha solved is sent, and its captcha cannot be replayed', async ({
  page,
  request,
  baseURL,
}) => {
  const subject = `E2E contact ${Date.now()}`;
  await page.goto('/contact');
  await page.getByLabel(/e-?mail/i).fill('visitor@example.com');
  await page.getByLabel(/subject/i).fill(subject);
  await page.getByLabel(/message/i).fill('Hello from the end-to-end test.');
  await solveCaptcha(page);

  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/send_contact_form');
  await page.getByRole('button', { name: /send|submit/i }).click();
  const sentBody = (await sent).postDataJSON() as { recaptcha: string; email: { subject: string } };
  expect(sentBody.email.subject).toBe(subject);

  await expect(page.getByText('Email sent', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect.poll(() => emlFilesContaining(subject), { timeout: 10_000 }).toHaveLength(1);

  // The same solved challenge posted again must be refused: a captcha is good for one message.
  const replay = await request.post('/send_contact_form', {
    headers: { Origin: baseURL! },
    data: {
      email: { email_addr: 'visitor@example.com', subject: `${subject} replay`, message: 'Replay.' },
      recaptcha: sentBody.recaptcha,
    },
  });
  expect(replay.status()).toBeGreaterThanOrEqual(400);
  expect(replay.status()).toBeLessThan(500);
  expect(await emlFilesContaining(`${subject} replay`)).toHaveLength(0);
});
