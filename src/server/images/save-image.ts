import 'server-only';
import { randomBytes } from 'node:crypto';
import type { ImageKind } from '@/lib/uploads';
import type { ImageVariants } from '../db/schema';
import { assertSafeKey, contentAddressedKey, getStorage, PRIVATE_PREFIX, type Storage } from '../storage';
import { processImage64 } from './image64';
import type { ProcessedImage } from './process-image';

export interface SavedImage {
  key: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
  /** The primary one holds the placeholder. */
  variants: ImageVariants;
}

export interface SaveImageOptions {
  /** Keys become `${prefix}/<sha256>.webp`: content-addressed, so /media serves them as immutable. */
  prefix: string;
  /**
   * 'private': random names under `private/`, never content hashes (a hash would let anyone holding
   * the picture probe whether it was uploaded); /media never serves them.
   */
  access?: 'public' | 'private';
  storage?: Storage;
}

export function privateKey(prefix: string, extension: string): string {
  return assertSafeKey(`${PRIVATE_PREFIX}${prefix}/${randomBytes(16).toString('hex')}.${extension.replace(/^\./, '')}`);
}

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

export async function saveImage64(dataUrl: unknown, opts: SaveImageOptions & { kind: ImageKind }): Promise<SavedImage> {
  return saveImage(await processImage64(dataUrl, { kind: opts.kind }), opts);
}

/** Keys are content-addressed: delete only when no other row points at them. */
export async function deleteSavedImage(variants: ImageVariants, storage: Storage = getStorage()): Promise<void> {
  await Promise.all(Object.values(variants).map(({ key }) => storage.delete(key)));
}
