import 'server-only';
import path from 'node:path';
import { dataDir, env } from '../env';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './types';

export { assertSafeKey, contentAddressedKey, isPrivateKey, PRIVATE_PREFIX } from './keys';
export { S3Storage, S3StorageError } from './s3';
export { mediaUrl, type StoredObject, type Storage } from './types';

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** S3 when the S3_* variables are set (S3_REGION defaults to us-east-1), else `${DATA_DIR}/uploads`. */
export function createStorageFromEnv(): Storage {
  const set = S3_VARIABLES.filter((name) => env[name]);
  if (set.length === 0) return new LocalStorage(path.join(dataDir, 'uploads'));
  if (set.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => !env[name]);
    throw new Error(
      `Incomplete S3 configuration: also set ${missing.join(', ')} (or unset all S3_* for local uploads)`,
    );
  }
  return new S3Storage({
    endpoint: env.S3_ENDPOINT!,
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    region: env.S3_REGION ?? 'us-east-1',
  });
}

let storage: Storage | undefined;

export function getStorage(): Storage {
  storage ??= createStorageFromEnv();
  return storage;
}
