export interface StoredObject {
  bytes: Uint8Array;
  contentType: string;
}

/** Where uploads live: a local folder or an S3-compatible bucket. Keys pass `assertSafeKey`. */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no object under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /**
   * Copies `from` to `to` (content type included) inside the store, without sending the bytes
   * through this process again: how an approved private file is published. false when `from` is missing.
   */
  copy(from: string, to: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The URL the browser loads the object from (same-origin /media/… for both adapters). */
  url(key: string): string;
}

export function mediaUrl(key: string): string {
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}`;
}
