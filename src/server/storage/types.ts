export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** Where uploads live: a local folder or an S3-compatible bucket. Keys pass `assertSafeKey`. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Inside the store, without the bytes passing through here; false when `from` is missing. */
  copy(from: string, to: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  url(key: string): string;
}

export function mediaUrl(key: string): string {
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}
