import 'server-only';
import { privateKey, renderIconFromBytes } from '@/server/images';
import { contentAddressedKey, isPrivateKey, PRIVATE_PREFIX, type Storage } from '@/server/storage';
import type { ImageVariants } from '../schema';

export interface StoredIcon {
  /** The picture's storage key. */
  key: string;
  icon: ImageVariants[string];
}

export interface AddIconsOptions {
  storage: Storage;
  log: (message: string) => void;
  batchSize: number;
  /** Names the pictures in the progress lines. */
  label: string;
  /** Writes one batch's icons to the rows of their pictures, in one statement. */
  update: (icons: StoredIcon[]) => Promise<unknown>;
}

/** The icon of the stored picture `key`, stored beside it; null when the file is gone or does not decode. */
async function storeIconBeside(storage: Storage, key: string): Promise<StoredIcon | null> {
  const object = await storage.get(key);
  const icon = object ? await renderIconFromBytes(object.bytes) : null;
  if (!icon) return null;
  const folder = key.split('/').slice(0, -1).join('/');
  const iconKey = isPrivateKey(key)
    ? privateKey(folder.slice(PRIVATE_PREFIX.length), icon.extension)
    : contentAddressedKey(folder, icon.bytes, icon.extension);
  await storage.put(iconKey, icon.bytes, icon.contentType);
  return { key, icon: { key: iconKey, url: storage.url(iconKey), width: icon.width, height: icon.height } };
}

/** Gives each distinct picture its icon, a batch at a time with a progress line; returns how many got one. */
export async function addIcons(keys: string[], { storage, log, batchSize, label, update }: AddIconsOptions) {
  if (keys.length > 0) log(`${label}: ${keys.length} pictures to do`);
  let done = 0;
  let skipped = 0;
  for (let from = 0; from < keys.length; from += batchSize) {
    const icons: StoredIcon[] = [];
    for (const key of keys.slice(from, from + batchSize)) {
      const stored = await storeIconBeside(storage, key);
      if (stored) icons.push(stored);
      else skipped += 1;
    }
    if (icons.length > 0) await update(icons);
    done += icons.length;
    const left = skipped ? ` (${skipped} missing or unreadable, left as they are)` : '';
    log(`${label}: ${Math.min(from + batchSize, keys.length)}/${keys.length}${left}`);
  }
  return done;
}
