import 'server-only';
import { randomBytes } from 'node:crypto';
import type { ImageKind } from '@/lib/uploads';
import type { ImageVariants } from '../db/schema';
import { assertSafeKey, contentAddressedKey, getStorage, PRIVATE_PREFIX, type Storage } from '../storage';
import { processImage64 } from './image64';
import type { ProcessedImage } from './process-image';

/** Where a saved picture lives. `variants` has the shape of the `variants` jsonb columns. */
export interface SavedImage {
  /** Storage key and /media URL of the primary rendition (avatar, or the 'large' photo). */
  key: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
  /** Every rendition by name: { avatar | large, thumb, avif-…, webp-…, jpeg-… }; the primary one holds the placeholder. */
  variants: ImageVariants;
}

export interface SaveImageOptions {
  /**
   * Folder for the files, e.g. `avatars/guys` or `photos/girls/12`. Keys become
   * `${prefix}/<sha256>.webp`: content-addressed, so /media serves them as immutable. Use a
   * `private/…` prefix for pictures /media must never serve (verification photos).
   */
  prefix: string;
  /**
   * 'private' (timewaster photos, pictures awaiting approval, verification pictures): the files go
   * under `private/${prefix}/` with random, unguessable names, never content hashes (a hash would
   * let anyone holding the same picture probe whether it was uploaded), and /media never serves
   * them; an authorised route of the owning feature does.
   */
  access?: 'public' | 'private';
  /** Defaults to the process's adapter (local ./data/uploads, or S3 when S3_* is set). */
  storage?: Storage;
}

/** A private file's key: random, so neither the bytes nor a guess find it. */
export function privateKey(prefix: string, extension: string): string {
  return assertSafeKey(`${PRIVATE_PREFIX}${prefix}/${randomBytes(16).toString('hex')}.${extension.replace(/^\./, '')}`);
}

/** Stores every variant of a processed image through the storage adapter. If one write fails, the others are removed. */
export async function saveImage(
  processed: ProcessedImage,
  { prefix, access = 'public', storage = getStorage() }: SaveImageOptions,
): Promise<SavedImage> {
  assertSafeKey(prefix);
  const files = processed.variants.map((variant) => ({
    variant,
    key:
      access === 'private'
        ? privateKey(prefix, variant.extension)
        : contentAddressedKey(prefix, variant.bytes, variant.extension),
  }));
  const results = await Promise.allSettled(
    files.map(({ variant, key }) => storage.put(key, variant.bytes, variant.contentType)),
  );
  const failed = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.allSettled(files.map(({ key }) => storage.delete(key)));
    throw failed.reason;
  }

  const variants: ImageVariants = {};
  for (const { variant, key } of files) {
    variants[variant.name] = { key, url: storage.url(key), width: variant.width, height: variant.height };
  }
  const primary = variants[processed.primary.name]!;
  primary.placeholder = processed.placeholder;
  return {
    key: primary.key,
    url: primary.url,
    width: processed.primary.width,
    height: processed.primary.height,
    contentType: processed.primary.contentType,
    variants,
  };
}

/**
 * The whole server path for a form's `image64` attribute: parse, validate, strip, re-encode, store.
 * Throws the 4xx AppErrors of parseImage64/processImage for bad input.
 */
export async function saveImage64(dataUrl: unknown, opts: SaveImageOptions & { kind: ImageKind }): Promise<SavedImage> {
  return saveImage(await processImage64(dataUrl, { kind: opts.kind }), opts);
}

/**
 * Removes a saved picture's files. Keys are content-addressed, so the same bytes saved twice under
 * one prefix share a file: only delete when no other row points at these keys (per-owner prefixes
 * such as `photos/girls/12` keep owners apart).
 */
export async function deleteSavedImage(variants: ImageVariants, storage: Storage = getStorage()): Promise<void> {
  await Promise.all(Object.values(variants).map(({ key }) => storage.delete(key)));
}
