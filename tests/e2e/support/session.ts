import { createHmac } from 'node:crypto';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../scripts/seed/demo-accounts';
import { mailsIn } from '../../helpers/outbox';
import { E2E_DATA_DIR } from './constants';

/**
 * Signs the page's browser context in through Better Auth's own endpoint (house style 11: no
 * test-only routes); the session cookie lands in the context's cookie jar.
 */
export async function signInAs(page: Page, baseURL: string, username: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/username', {
    headers: { Origin: baseURL },
    data: { username, password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The .eml files in the e2e server's outbox addressed to `address`, oldest first. */
/**
 * Waits until React has hydrated the page: the session effect marks <html data-viewer> once the
 * answer to GET /session is in. A click before that is lost (nothing listens yet), and markup
 * inserted before it is replaced by hydration.
 */
export async function hydrated(page: Page, viewer: 'signed-in' | 'visitor' = 'signed-in'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-viewer', viewer);
}

export function mailsTo(address: string): Promise<string[]> {
  return mailsIn(path.join(E2E_DATA_DIR, 'outbox'), address);
}

/** The verification link of a mail, quoted-printable decoded (soft breaks, =3D). */
export function verificationLinkIn(eml: string): string {
  const text = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<]+\/api\/auth\/verify-email\?[^\s"<]+/.exec(text);
  if (!match) throw new Error('no verification link in the mail');
  return match[0];
}

/** RFC 6238 code for a base32 secret (what an authenticator app shows). */
export function totpCode(base32Secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0xf;
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

export async function solveCaptcha(page: Page) {
  const widget = page.locator('altcha-widget');
  await widget.getByRole('checkbox').click();
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 30_000 });
}
