import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { privateKey, renderResponsiveFromBytes } from '@/server/images';
import { contentAddressedKey, getStorage, isPrivateKey, PRIVATE_PREFIX, type Storage } from '@/server/storage';
import { girlPhotos, posts, type ImageVariants } from '../schema';
import type { Db } from '../types';

// Media: pictures stored before the responsive renditions existed get them now. For each
// stored picture (girls' photos and profile pictures, posts' pictures) whose variants carry no
// placeholder yet, the primary file is read from storage, sharp makes the AVIF/WebP widths, the
// JPEG fallback and the ~16 px placeholder (renderResponsiveFromBytes, as an upload does), the
// files are stored beside it (public pictures under content-addressed keys, private ones, those
// waiting for a moderator, under new random private keys), and then the row's variants are
// extended. Rows sharing one file (the seed's pool) are done once. Idempotent: a finished row is
// never selected again, and a run that stops half-way leaves only unreferenced files behind.
// Runs after the SQL migrations (runMigrations), printing its progress.

export interface ResponsiveVariantsOptions {
  storage?: Storage;
  log?: (message: string) => void;
  /** Rows per progress line. */
  progressEvery?: number;
}

/** A picture row without a placeholder in any of its variants. */
const lacksPlaceholder = (variants: typeof girlPhotos.variants | typeof posts.variants) =>
  sql`NOT jsonb_path_exists(coalesce(${variants}, '{}'::jsonb), '$.*.placeholder')`;

interface Pending {
  storageKey: string;
  secureUrl: string;
  variants: ImageVariants | null;
}

/** The variants of `row` plus the responsive renditions of its primary file, or null when that file is gone or unreadable. */
async function extend(row: Pending, storage: Storage): Promise<ImageVariants | null> {
  const object = await storage.get(row.storageKey);
  if (!object) return null;
  const rendered = await renderResponsiveFromBytes(object.bytes);
  if (!rendered) return null;
  const folder = row.storageKey.split('/').slice(0, -1).join('/');
  const priv = isPrivateKey(row.storageKey);
  const base: ImageVariants = row.variants ?? {
    large: { key: row.storageKey, url: row.secureUrl, width: rendered.width, height: rendered.height },
  };
  const next: ImageVariants = { ...base };
  for (const variant of rendered.variants) {
    const key = priv
      ? privateKey(folder.slice(PRIVATE_PREFIX.length), variant.extension)
      : contentAddressedKey(folder, variant.bytes, variant.extension);
    await storage.put(key, variant.bytes, variant.contentType);
    next[variant.name] = { key, url: storage.url(key), width: variant.width, height: variant.height };
  }
  const primaryName =
    Object.entries(next).find(([, v]) => v.key === row.storageKey)?.[0] ??
    (['large', 'avatar', 'full'].find((name) => next[name]) as string | undefined) ??
    'large';
  const primary = next[primaryName] ?? { key: row.storageKey, url: row.secureUrl };
  next[primaryName] = {
    ...primary,
    width: primary.width ?? rendered.width,
    height: primary.height ?? rendered.height,
    placeholder: rendered.placeholder,
  };
  return next;
}

/** Returns how many distinct files got their renditions. */
export async function addResponsiveVariants(
  db: Pick<Db, 'select' | 'update' | 'selectDistinctOn'>,
  { storage = getStorage(), log = () => {}, progressEvery = 25 }: ResponsiveVariantsOptions = {},
): Promise<number> {
  let done = 0;
  for (const [label, table, typeCondition] of [
    ['photos', girlPhotos, eq(girlPhotos.type, 'image')],
    ['posts', posts, eq(posts.fileType, 'image')],
  ] as const) {
    // One row per file: rows that share a file (same key) share its renditions.
    const rows: Pending[] = await db
      .selectDistinctOn([table.storageKey], {
        storageKey: sql<string>`${table.storageKey}`,
        secureUrl: sql<string>`${table.secureUrl}`,
        variants: table.variants,
      })
      .from(table)
      .where(and(typeCondition, sql`${table.storageKey} IS NOT NULL`, lacksPlaceholder(table.variants)))
      .orderBy(table.storageKey);
    if (rows.length === 0) continue;
    log(`responsive variants: ${rows.length} ${label} files to do`);
    let skipped = 0;
    for (const [index, row] of rows.entries()) {
      const variants = await extend(row, storage);
      if (variants) {
        await db
          .update(table)
          .set({ variants })
          .where(and(eq(table.storageKey, row.storageKey), lacksPlaceholder(table.variants)));
        done += 1;
      } else {
        skipped += 1;
      }
      if ((index + 1) % progressEvery === 0 || index === rows.length - 1) {
        log(
          `responsive variants: ${label} ${index + 1}/${rows.length}${skipped ? ` (${skipped} missing or unreadable, left as they are)` : ''}`,
        );
      }
    }
  }
  return done;
}
