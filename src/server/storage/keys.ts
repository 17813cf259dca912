import 'server-only';
import { createHash } from 'node:crypto';

// Storage keys are relative, slash-separated names. Each segment starts with a letter or digit and
// holds only letters, digits, '.', '_' and '-': no '..', no absolute paths, no backslashes, no
// hidden names (the local adapter keeps its metadata under '.meta', which no key can reach).
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

/** `${prefix}/<sha256 of the bytes>.<ext>`: the same bytes always get the same key, so it never changes content. */
export function contentAddressedKey(prefix: string, bytes: Uint8Array, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return assertSafeKey(`${prefix}/${hash}.${extension.replace(/^\./, '')}`);
}

/** Whether the key's file name starts with a 64-hex-digit hash, i.e. its content can never change. */
export function isContentAddressedKey(key: string): boolean {
  const name = key.split('/').at(-1) ?? '';
  return /^[0-9a-f]{64}(?:[._-]|$)/.test(name);
}

/** Keys under private/ hold pictures only some actors may see (e.g. verification photos); /media never serves them. */
export const PRIVATE_PREFIX = 'private/';

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}
