import 'server-only';
import { createHash } from 'node:crypto';
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
//
// At scale (decision 049) most files are copies of a few images (the pending photos' private
// copies of the seed's pool): sharp's ~0.7 s a file made this ~25 minutes of start-up. So files
// with the same bytes are rendered once per run (keyed by their SHA-256), a content-addressed
// rendition already written in this run is not written again, and each batch of files updates
// its rows in one statement instead of one (a whole-table read: storage_key has no index) per file.

export interface ResponsiveVariantsOptions {
  storage?: Storage;
  log?: (message: string) => void;
  /** Files per batch: one progress line and one update statement each. */
  batchSize?: number;
  /** Renders a file's renditions (sharp's, by default). */
  render?: typeof renderResponsiveFromBytes;
}

type Rendered = NonNullable<Awaited<ReturnType<typeof renderResponsiveFromBytes>>>;

/** Renders each distinct content once; stores each content-addressed key once. Lives for one run. */
class RenderCache {
  private readonly rendered = new Map<string, Promise<Rendered | null>>();
  private readonly written = new Set<string>();
  constructor(private readonly render: typeof renderResponsiveFromBytes) {}

  renditions(bytes: Uint8Array): Promise<Rendered | null> {
    const digest = createHash('sha256').update(bytes).digest('hex');
    let entry = this.rendered.get(digest);
    if (!entry) {
      // A few distinct images are the common case; many distinct ones must not pile up in memory.
      if (this.rendered.size >= MAX_CACHED_RENDERS) this.rendered.clear();
      entry = this.render(bytes);
      this.rendered.set(digest, entry);
    }
    return entry;
  }

  /** Whether `key` (content-addressed: same key, same bytes) still has to be written. */
  firstWrite(key: string): boolean {
    if (this.written.has(key)) return false;
    this.written.add(key);
    return true;
  }
}

const MAX_CACHED_RENDERS = 32;

/** A picture row without a placeholder in any of its variants. */
const lacksPlaceholder = (variants: typeof girlPhotos.variants | typeof posts.variants) =>
  sql`NOT jsonb_path_exists(coalesce(${variants}, '{}'::jsonb), '$.*.placeholder')`;

interface Pending {
  storageKey: string;
  secureUrl: string;
  variants: ImageVariants | null;
}

/** The variants of `row` plus the responsive renditions of its primary file, or null when that file is gone or unreadable. */
async function extend(row: Pending, storage: Storage, cache: RenderCache): Promise<ImageVariants | null> {
  const object = await storage.get(row.storageKey);
  if (!object) return null;
  const rendered = await cache.renditions(object.bytes);
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
    if (priv || cache.firstWrite(key)) await storage.put(key, variant.bytes, variant.contentType);
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
  db: Pick<Db, 'select' | 'execute' | 'selectDistinctOn'>,
  {
    storage = getStorage(),
    log = () => {},
    batchSize = 100,
    render = renderResponsiveFromBytes,
  }: ResponsiveVariantsOptions = {},
): Promise<number> {
  const cache = new RenderCache(render);
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
    for (let from = 0; from < rows.length; from += batchSize) {
      const batch = rows.slice(from, from + batchSize);
      const finished: Array<{ storage_key: string; variants: ImageVariants }> = [];
      for (const row of batch) {
        const variants = await extend(row, storage, cache);
        if (variants) finished.push({ storage_key: row.storageKey, variants });
        else skipped += 1;
      }
      if (finished.length > 0) {
        await db.execute(sql`
          UPDATE ${table} SET variants = f.variants
          FROM json_to_recordset(${JSON.stringify(finished)}::json) AS f(storage_key text, variants jsonb)
          WHERE ${table.storageKey} = f.storage_key AND ${lacksPlaceholder(table.variants)}`);
        done += finished.length;
      }
      log(
        `responsive variants: ${label} ${from + batch.length}/${rows.length}${skipped ? ` (${skipped} missing or unreadable, left as they are)` : ''}`,
      );
    }
  }
  return done;
}
