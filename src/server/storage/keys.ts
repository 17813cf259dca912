import 'server-only';
import { createHash } from 'node:crypto';

// Each segment starts with a letter or digit: no '..', absolute paths or hidden names ('.meta').
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 512;

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError';
}

export function isSafeKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertSafeKey(key: string): string {
  if (!isSafeKey(key)) throw new InvalidStorageKeyError('Invalid storage key');
  return key;
}

/** The same bytes always get the same key, so a key never changes content. */
export function contentAddressedKey(prefix: string, bytes: Uint8Array, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return assertSafeKey(`${prefix}/${hash}.${extension.replace(/^\./, '')}`);
}

export function isContentAddressedKey(key: string): boolean {
  const name = key.split('/').at(-1) ?? '';
  return /^[0-9a-f]{64}(?:[._-]|$)/.test(name);
}

/** /media never serves these. */
export const PRIVATE_PREFIX = 'private/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}
