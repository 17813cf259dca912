import 'server-only';
import { assertSafeKey } from './keys';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest, uriEncode, type SigV4Credentials } from './sigv4';
import { mediaUrl, type StoredObject, type Storage } from './types';

export interface S3StorageOptions extends SigV4Credentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  fetch?: typeof fetch;
}

export class S3StorageError extends Error {
  override name = 'S3StorageError';
  constructor(
    readonly operation: string,
    readonly status: number,
  ) {
    // No key in the message: keys can identify a person's photo.
    super(`S3 ${operation} failed with HTTP ${status}`);
  }
}

/**
 * An S3-compatible bucket, path-style addressing (endpoint/bucket/key), which AWS S3, MinIO, R2
 * and most others accept. Objects are served through /media like local ones, so the bucket stays private.
 */
export class S3Storage implements Storage {
  private readonly options: S3StorageOptions;
  private readonly fetch: typeof fetch;

  constructor(options: S3StorageOptions) {
    this.options = options;
    this.fetch = options.fetch ?? fetch;
  }

  private objectUrl(key: string): URL {
    const base = this.options.endpoint.replace(/\/+$/, '');
    const path = assertSafeKey(key).split('/').map(uriEncode).join('/');
    return new URL(`${base}/${uriEncode(this.options.bucket)}/${path}`);
  }

  private async send(method: string, key: string, body?: Uint8Array, headers: Record<string, string> = {}) {
    const url = this.objectUrl(key);
    const signed = signRequest(
      { method, url, headers, payloadHash: body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256 },
      this.options,
    );
    return this.fetch(url, { method, headers: signed, body: body as BodyInit | undefined });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, bytes, { 'content-type': contentType });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new S3StorageError('PUT', response.status);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await response.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!response.ok) throw new S3StorageError('GET', response.status);
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok && response.status !== 404) throw new S3StorageError('DELETE', response.status);
  }

  url(key: string): string {
    return mediaUrl(assertSafeKey(key));
  }
}
