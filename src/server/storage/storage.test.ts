import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertSafeKey, contentAddressedKey, isContentAddressedKey, isPrivateKey, isSafeKey } from './keys';
import { LocalStorage } from './local';

describe('storage keys', () => {
  it('accepts relative slash-separated names', () => {
    for (const key of ['a.png', 'girls/12/photo-1.jpg', 'avatars/ab_cd/x.webp', 'v1.2/file'])
      expect(isSafeKey(key)).toBe(true);
  });

  it('rejects traversal, absolute, hidden and odd keys', () => {
    for (const key of [
      '',
      '..',
      '../etc/passwd',
      'a/../b',
      'a/..b',
      '/etc/passwd',
      'a//b',
      'a/',
      '.meta/x.json',
      'a/.hidden',
      'a\\b',
      'C:/x',
      'a b',
      'ä.png',
      'a/%2e%2e/b',
      'x'.repeat(513),
    ]) {
      expect(isSafeKey(key), key).toBe(false);
    }
    expect(() => assertSafeKey('../x')).toThrow('Invalid storage key');
  });

  it('derives content-addressed keys from the bytes', () => {
    const key = contentAddressedKey('photos', new TextEncoder().encode('abc'), '.jpg');
    expect(key).toBe('photos/ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.jpg');
    expect(isContentAddressedKey(key)).toBe(true);
    expect(isContentAddressedKey('photos/avatar.jpg')).toBe(false);
    expect(isPrivateKey('private/verification/x.jpg')).toBe(true);
    expect(isPrivateKey('photos/private.jpg')).toBe(false);
  });
});

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'matside-uploads-'));
    storage = new LocalStorage(path.join(root, 'uploads'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('stores, reads back with the content type, and deletes', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await storage.put('girls/7/a.jpg', bytes, 'image/jpeg');
    const stored = await storage.get('girls/7/a.jpg');
    expect(stored?.contentType).toBe('image/jpeg');
    expect([...stored!.bytes]).toEqual([...bytes]);
    expect(await readdir(path.join(root, 'uploads', 'girls', '7'))).toEqual(['a.jpg']); // no partial files left

    await storage.delete('girls/7/a.jpg');
    expect(await storage.get('girls/7/a.jpg')).toBeNull();
    await expect(storage.delete('girls/7/a.jpg')).resolves.toBeUndefined();
  });

  it('answers null for a missing key and refuses unsafe keys', async () => {
    expect(await storage.get('nothing/here.png')).toBeNull();
    await expect(storage.put('../outside.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      'Invalid storage key',
    );
    await expect(storage.get('/etc/passwd')).rejects.toThrow('Invalid storage key');
    await expect(storage.delete('a/../../b')).rejects.toThrow('Invalid storage key');
    expect(await readdir(root)).toEqual([]); // nothing was written anywhere
  });

  it('copies an object with its content type, leaving the source; a missing source copies nothing', async () => {
    await storage.put('private/photos/girls/7/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await storage.copy('private/photos/girls/7/a.webp', 'photos/girls/7/b.webp')).toBe(true);
    expect(await storage.get('photos/girls/7/b.webp')).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/webp',
    });
    expect(await storage.get('private/photos/girls/7/a.webp')).not.toBeNull();
    expect(await readdir(path.join(root, 'uploads', 'photos', 'girls', '7'))).toEqual(['b.webp']); // no partial files left

    expect(await storage.copy('private/photos/girls/7/gone.webp', 'photos/girls/7/c.webp')).toBe(false);
    expect(await storage.get('photos/girls/7/c.webp')).toBeNull();
    await expect(storage.copy('private/a.webp', '../outside.webp')).rejects.toThrow('Invalid storage key');
  });

  it('gives same-origin /media URLs', () => {
    expect(storage.url('girls/7/a.jpg')).toBe('/media/girls/7/a.jpg');
  });
});
