import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertSafeKey, contentAddressedKey, isContentAddressedKey, isPrivateKey, isSafeKey } from './keys';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import { signRequest } from './sigv4';

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

  it('gives same-origin /media URLs', () => {
    expect(storage.url('girls/7/a.jpg')).toBe('/media/girls/7/a.jpg');
  });
});

describe('SigV4', () => {
  it('matches the AWS S3 documentation example (GET object with Range)', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9' },
        payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        date: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('S3Storage', () => {
  it('puts, gets and deletes with signed path-style requests', async () => {
    const objects = new Map<string, { body: Uint8Array; type: string }>();
    const seen: Array<{ method: string; url: string; auth: string | null }> = [];
    const fakeFetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const url = new URL(String(input));
      const headers = new Headers(init?.headers);
      seen.push({ method: init?.method ?? 'GET', url: url.pathname, auth: headers.get('authorization') });
      if (init?.method === 'PUT') {
        objects.set(url.pathname, {
          body: new Uint8Array(init.body as Uint8Array),
          type: headers.get('content-type') ?? '',
        });
        return new Response(null, { status: 200 });
      }
      if (init?.method === 'DELETE') {
        objects.delete(url.pathname);
        return new Response(null, { status: 204 });
      }
      const object = objects.get(url.pathname);
      return object
        ? new Response(object.body as BodyInit, { headers: { 'content-type': object.type } })
        : new Response('<Error/>', { status: 404 });
    }) as typeof fetch;

    const s3 = new S3Storage({
      endpoint: 'http://127.0.0.1:9000/',
      bucket: 'media',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
      region: 'us-east-1',
      fetch: fakeFetch,
    });
    await s3.put('girls/1/p.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
    expect(await s3.get('girls/1/p.png')).toEqual({
      bytes: new Uint8Array([137, 80, 78, 71]),
      contentType: 'image/png',
    });
    await s3.delete('girls/1/p.png');
    expect(await s3.get('girls/1/p.png')).toBeNull();

    expect(seen[0].url).toBe('/media/girls/1/p.png');
    expect(seen.every((r) => r.auth?.startsWith('AWS4-HMAC-SHA256 Credential=AK/'))).toBe(true);
    await expect(s3.get('../secret')).rejects.toThrow('Invalid storage key');
    expect(s3.url('girls/1/p.png')).toBe('/media/girls/1/p.png');
  });
});
