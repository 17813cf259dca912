import 'server-only';
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey } from './keys';
import { mediaUrl, type StoredObject, type Storage } from './types';

// S3 through aws4fetch (decision 032).

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

// 20 MB videos still fit well inside this.
const REQUEST_TIMEOUT_MS = 60_000;
// aws4fetch retries 10 times by default; twice keeps a failing upload's answer within seconds.
const RETRIES = 2;

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

function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function drain(response: Response): Promise<string> {
  return response.text().catch(() => '');
}

/** Path-style addressing; served through /media, so the bucket stays private. */
export class S3Storage implements Storage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
      retries: RETRIES,
    });
    this.bucket = options.bucket;
    this.bucketUrl = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;
  }

  private objectPath(key: string): string {
    return assertSafeKey(key).split('/').map(encodeURIComponent).join('/');
  }

  private send(method: string, key: string, headers: Record<string, string> = {}, body?: Uint8Array) {
    return this.client.fetch(`${this.bucketUrl}/${this.objectPath(key)}`, {
      method,
      // Signed payload hash: the store refuses a body changed on the way.
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body ?? new Uint8Array()) },
      body: body as BodyInit | undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, { 'content-type': contentType }, bytes);
    await drain(response);
    if (!response.ok) throw new S3StorageError('PUT', response.status);
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      await drain(response);
      return null;
    }
    if (!response.ok) {
      await drain(response);
      throw new S3StorageError('GET', response.status);
    }
    return {
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = `/${encodeURIComponent(this.bucket)}/${this.objectPath(from)}`;
    const response = await this.send('PUT', to, { 'x-amz-copy-source': source });
    const body = await drain(response);
    if (response.status === 404) return false;
    // S3 may answer 200 and put the error in the body when the copy fails after it started.
    if (!response.ok || !body.includes('<CopyObjectResult')) throw new S3StorageError('COPY', response.status);
    return true;
  }

  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    await drain(response);
    if (!response.ok && response.status !== 404) throw new S3StorageError('DELETE', response.status);
  }

  url(key: string): string {
    return mediaUrl(assertSafeKey(key));
  }
}
