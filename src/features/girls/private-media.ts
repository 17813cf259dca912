import 'server-only';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Actor } from '@/server/auth/actor-types';
import { mayActOn } from '@/server/auth/scope';
import { getDb } from '@/server/db';
import { girlPhotos, girls, posts, user, type ImageVariants } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { AppError } from '@/server/http/app-error';
import { privateKey } from '@/server/images';
import { logger } from '@/server/logger';
import {
  contentAddressedKey,
  getStorage,
  isPrivateKey,
  isSafeKey,
  PRIVATE_PREFIX,
  type Storage,
  type StoredObject,
} from '@/server/storage';
import { revalidateGirlProfile } from './cache';

// Issue 9, hole 1: a girl's pictures that wait for a moderator (gallery photos and videos, a new
// profile picture, her sign-up picture, a pending girl's posts) are private until approved. They
// live under private/girls/<girlId>/<random>.<ext> (random: a re-encoded copy of a known picture
// finds nothing), /media never serves them, and GET /api/v1/girl-media/<girlId>/<file> serves them
// to the girl and moderators only, `private, no-store`; everyone else gets the 404 of a missing
// file. Approval moves the files to public, content-addressed keys under photos/girls/<girlId>/
// (long caching at /media) and rewrites every row that points at them.

/** The folder (under private/) of a girl's pictures awaiting approval. */
export function privateGirlPrefix(girlId: number): string {
  return `girls/${girlId}`;
}

const PUBLIC_PREFIX = (girlId: number) => `photos/girls/${girlId}`;
const PRIVATE_KEY = /^private\/girls\/(\d+)\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;

/** Where the browser loads a girl's file: the authorised route for private keys, /media otherwise. */
export function girlMediaUrl(key: string, storage: Storage = getStorage()): string {
  const match = PRIVATE_KEY.exec(key);
  return match ? `/api/v1/girl-media/${match[1]}/${match[2]}` : storage.url(key);
}

function extensionOf(key: string): string {
  return /\.([A-Za-z0-9]+)$/.exec(key)?.[1] ?? 'webp';
}

/**
 * GET /api/v1/girl-media/{girlId}/{file}: the girl herself and moderators (who act on any girl's
 * photos); anyone else, and a missing file, get the same not_found.
 */
export async function readPrivateGirlMedia(actor: Actor, girlId: number, file: string): Promise<StoredObject> {
  const key = `${PRIVATE_PREFIX}${privateGirlPrefix(girlId)}/${file}`;
  if (!isSafeKey(key) || actor.kind === 'visitor') throw new AppError('not_found');
  if (!mayActOn(actor, 'girl-photo:write', { girlId })) throw new AppError('not_found');
  const object = await getStorage().get(key);
  if (!object) throw new AppError('not_found');
  return object;
}

export type MediaAccess = 'public' | 'private';

/** old key → new key and URL, for every file a move copied. */
type KeyMoves = Map<string, { key: string; url: string }>;

type MoveDb = Pick<Db, 'select' | 'transaction'>;

/** A file to move: its primary key and its variants (each variant is its own stored object). */
interface GirlFile {
  key: string;
  variants: ImageVariants | null;
}

/**
 * Copies each file to the other side (private: a new random key; public: its content hash) and
 * records old → new in `moves`. A missing file stays where the rows say (counted).
 */
async function copyFiles(
  girlId: number,
  files: GirlFile[],
  to: MediaAccess,
  moves: KeyMoves,
  { storage = getStorage(), newKey = privateKey }: MoveOptions,
): Promise<number> {
  let missing = 0;
  const keys = new Set(files.flatMap((file) => [file.key, ...Object.values(file.variants ?? {}).map((v) => v.key)]));
  for (const oldKey of keys) {
    if (moves.has(oldKey)) continue;
    const object = await storage.get(oldKey);
    if (!object) {
      missing += 1;
      continue;
    }
    const extension = extensionOf(oldKey);
    const key =
      to === 'private'
        ? newKey(privateGirlPrefix(girlId), extension)
        : contentAddressedKey(PUBLIC_PREFIX(girlId), object.bytes, extension);
    await storage.put(key, object.bytes, object.contentType);
    moves.set(oldKey, { key, url: girlMediaUrl(key, storage) });
  }
  return missing;
}

/**
 * Rewrites every row of the girl that points at a moved key (her photos, posts, profile picture,
 * her account's picture) in one transaction, then deletes the old files that no row uses any more
 * and that lie in her own folders (shared seed pictures stay).
 */
async function applyMoves(
  db: MoveDb,
  girlId: number,
  moves: KeyMoves,
  to: MediaAccess,
  storage: Storage,
): Promise<void> {
  if (moves.size === 0) return;
  const oldKeys = [...moves.keys()];
  // Going private, only what still waits follows: an approved photo sharing a public
  // (content-addressed) file with a pending one stays public.
  const waiting = to === 'private';
  await db.transaction(async (tx) => {
    const [state] = await tx
      .select({ profile: girls.profileApproved, picture: girls.profilePicApproved })
      .from(girls)
      .where(eq(girls.id, girlId))
      .limit(1);
    const photoRows = await tx
      .select({ id: girlPhotos.id, storageKey: girlPhotos.storageKey, variants: girlPhotos.variants })
      .from(girlPhotos)
      .where(and(eq(girlPhotos.girlId, girlId), waiting ? eq(girlPhotos.approved, false) : undefined));
    for (const row of photoRows) {
      const variants = rewriteVariants(row.variants, moves);
      const primary = moves.get(row.storageKey);
      if (!primary && variants === row.variants) continue;
      await tx
        .update(girlPhotos)
        .set({ ...(primary ? { storageKey: primary.key, secureUrl: primary.url } : {}), variants })
        .where(eq(girlPhotos.id, row.id));
    }
    const postRows = await tx
      .select({ id: posts.id, storageKey: posts.storageKey, variants: posts.variants })
      .from(posts)
      .where(and(eq(posts.girlId, girlId), inArray(posts.storageKey, oldKeys)));
    for (const row of waiting && state?.profile === true ? [] : postRows) {
      const primary = moves.get(row.storageKey!)!;
      await tx
        .update(posts)
        .set({
          storageKey: primary.key,
          secureUrl: primary.url,
          variants: rewriteVariants(row.variants, moves),
          // Moving a file is no edit: the post keeps its date.
          updatedAt: sql`${posts.updatedAt}`,
        })
        .where(eq(posts.id, row.id));
    }
    const [girl] = await tx
      .select({ userId: girls.userId, key: girls.profilePicPublicId, url: girls.profilePicSecureUrl })
      .from(girls)
      .where(eq(girls.id, girlId))
      .limit(1);
    const picture = girl?.key ? moves.get(girl.key) : undefined;
    if (girl && picture && !(waiting && state?.picture === true)) {
      await tx
        .update(girls)
        .set({
          profilePicPublicId: picture.key,
          profilePicSecureUrl: picture.url,
          profilePicFileName: picture.key.split('/').at(-1)!,
          updatedAt: sql`${girls.updatedAt}`,
        })
        .where(eq(girls.id, girlId));
      if (girl.userId && girl.url) {
        await tx
          .update(user)
          .set({ image: picture.url })
          .where(and(eq(user.id, girl.userId), eq(user.image, girl.url)));
      }
    }
  });
  for (const key of oldKeys) {
    if (!isOwnKey(key, girlId) || (await keyInUse(db, key))) continue;
    await storage
      .delete(key)
      .catch((error: unknown) =>
        logger.error({ err: error, girlId }, 'A moved picture’s old file could not be removed'),
      );
  }
}

function isOwnKey(key: string, girlId: number): boolean {
  return [
    `${PRIVATE_PREFIX}${privateGirlPrefix(girlId)}/`,
    `${PUBLIC_PREFIX(girlId)}/`,
    `avatars/girls/${girlId}/`,
  ].some((prefix) => key.startsWith(prefix));
}

async function keyInUse(db: Pick<Db, 'select'>, key: string): Promise<boolean> {
  const [photo] = await db
    .select({ id: girlPhotos.id })
    .from(girlPhotos)
    .where(or(eq(girlPhotos.storageKey, key), sql`${girlPhotos.variants}::text like ${`%"${key}"%`}`))
    .limit(1);
  if (photo) return true;
  const [post] = await db.select({ id: posts.id }).from(posts).where(eq(posts.storageKey, key)).limit(1);
  if (post) return true;
  const [girl] = await db.select({ id: girls.id }).from(girls).where(eq(girls.profilePicPublicId, key)).limit(1);
  return Boolean(girl);
}

function rewriteVariants(variants: ImageVariants | null, moves: KeyMoves): ImageVariants | null {
  if (!variants) return variants;
  let changed = false;
  const next: ImageVariants = {};
  for (const [name, variant] of Object.entries(variants)) {
    const moved = moves.get(variant.key);
    if (moved) changed = true;
    next[name] = moved ? { ...variant, ...moved } : variant;
  }
  return changed ? next : variants;
}

export interface MoveOptions {
  storage?: Storage;
  /** The seed passes deterministic "random" names, so two seeds give equal rows. */
  newKey?: (prefix: string, extension: string) => string;
}

/** Moves one girl's files to `to` and rewrites her rows; returns how many files were missing. */
async function moveGirlFiles(
  db: MoveDb,
  girlId: number,
  files: GirlFile[],
  to: MediaAccess,
  options: MoveOptions = {},
): Promise<number> {
  const moves: KeyMoves = new Map();
  const missing = await copyFiles(girlId, files, to, moves, options);
  await applyMoves(db, girlId, moves, to, options.storage ?? getStorage());
  return missing;
}

/**
 * Moderation approved this photo: its files move to public, content-addressed keys (long caching
 * at /media) and every row pointing at them follows. A no-op for a photo already public.
 */
export async function publishApprovedPhoto(photoId: number): Promise<void> {
  const db = await getDb();
  const [photo] = await db
    .select({ girlId: girlPhotos.girlId, key: girlPhotos.storageKey, variants: girlPhotos.variants })
    .from(girlPhotos)
    .where(and(eq(girlPhotos.id, photoId), eq(girlPhotos.approved, true)))
    .limit(1);
  if (!photo || !(isPrivateKey(photo.key) || hasPrivateVariant(photo.variants))) return;
  await moveGirlFiles(db, photo.girlId, [photo], 'public').catch(logUnfinishedMove(photo.girlId));
  revalidateGirlProfile(photo.girlId);
}

/**
 * The decision is committed before the files move: a storage failure must not turn it into an
 * error. The copy and the rows stay consistent (rows follow only stored copies) and the data
 * migration finishes the move on the next `npm run db:migrate`.
 */
function logUnfinishedMove(girlId: number) {
  return (error: unknown) =>
    logger.error({ err: error, girlId }, 'Approved pictures could not be moved to public storage yet');
}

/**
 * Moderation approved a girl's profile: her profile picture and her posts' media become public.
 * Her gallery photos still wait for their own decision.
 */
export async function publishApprovedGirl(girlId: number): Promise<void> {
  const db = await getDb();
  const files = await approvedGirlPrivateFiles(db, girlId);
  if (files.length === 0) return;
  await moveGirlFiles(db, girlId, files, 'public').catch(logUnfinishedMove(girlId));
  revalidateGirlProfile(girlId);
}

function hasPrivateVariant(variants: ImageVariants | null): boolean {
  return Object.values(variants ?? {}).some((v) => isPrivateKey(v.key));
}

/** Private files of an approved girl that the public may now see: picture (if approved) and posts. */
async function approvedGirlPrivateFiles(db: Pick<Db, 'select'>, girlId: number) {
  const files: GirlFile[] = [];
  const [girl] = await db
    .select({ key: girls.profilePicPublicId, approved: girls.profilePicApproved, profile: girls.profileApproved })
    .from(girls)
    .where(eq(girls.id, girlId))
    .limit(1);
  if (!girl || girl.profile !== true) return files;
  if (girl.approved === true && girl.key && isPrivateKey(girl.key)) {
    const [row] = await db
      .select({ variants: girlPhotos.variants })
      .from(girlPhotos)
      .where(and(eq(girlPhotos.girlId, girlId), eq(girlPhotos.storageKey, girl.key)))
      .limit(1);
    files.push({ key: girl.key, variants: row?.variants ?? null });
  }
  const postRows = await db
    .select({ key: posts.storageKey, variants: posts.variants })
    .from(posts)
    .where(and(eq(posts.girlId, girlId), sql`${posts.storageKey} like 'private/%'`));
  for (const row of postRows) files.push({ key: row.key!, variants: row.variants });
  return files;
}

export interface MigrateGirlMediaOptions extends MoveOptions {
  log?: (message: string) => void;
}

/**
 * The data migration (runs after the SQL migrations, and at the end of the seed): every file that
 * waits for approval but sits under a public key moves to a private one; every approved file left
 * private (an approval stopped half-way) moves to public. Old files are deleted only once their
 * copy is stored and the rows point at it, and only from the girl's own folders. Idempotent.
 * Returns how many files were moved.
 */
export async function migrateGirlMediaAccess(db: MoveDb, options: MigrateGirlMediaOptions = {}): Promise<number> {
  const log = options.log ?? (() => {});
  const notPrivate = (
    column: typeof girlPhotos.storageKey | typeof posts.storageKey | typeof girls.profilePicPublicId,
  ) => sql`${column} not like 'private/%'`;
  const toPrivate = new Map<number, GirlFile[]>();
  const toPublic = new Map<number, GirlFile[]>();
  const add = (map: typeof toPrivate, girlId: number, file: GirlFile) =>
    map.set(girlId, [...(map.get(girlId) ?? []), file]);

  // Waiting photos (gallery, videos, new profile pictures) of Matside girls.
  for (const row of await db
    .select({ girlId: girlPhotos.girlId, key: girlPhotos.storageKey, variants: girlPhotos.variants })
    .from(girlPhotos)
    .innerJoin(girls, eq(girls.id, girlPhotos.girlId))
    .where(and(eq(girlPhotos.approved, false), eq(girls.matsideGirl, true), notPrivate(girlPhotos.storageKey)))
    .orderBy(girlPhotos.id))
    add(toPrivate, row.girlId, { key: row.key, variants: row.variants });
  // Profile pictures waiting for approval (a sign-up picture has no photo row).
  for (const row of await db
    .select({ girlId: girls.id, key: girls.profilePicPublicId })
    .from(girls)
    .where(
      and(
        eq(girls.matsideGirl, true),
        eq(girls.isScammer, false),
        sql`${girls.profilePicApproved} is not true`,
        sql`${girls.profilePicPublicId} is not null`,
        notPrivate(girls.profilePicPublicId),
      ),
    )
    .orderBy(girls.id))
    add(toPrivate, row.girlId, { key: row.key!, variants: null });
  // Posts of girls whose profile is not approved (nobody else sees them yet).
  for (const row of await db
    .select({ girlId: posts.girlId, key: posts.storageKey, variants: posts.variants })
    .from(posts)
    .innerJoin(girls, eq(girls.id, posts.girlId))
    .where(
      and(
        eq(girls.matsideGirl, true),
        sql`${girls.profileApproved} is not true`,
        sql`${posts.storageKey} is not null`,
        notPrivate(posts.storageKey),
      ),
    )
    .orderBy(posts.id))
    add(toPrivate, row.girlId, { key: row.key!, variants: row.variants });

  // The other way: approved files still private.
  for (const row of await db
    .select({ girlId: girlPhotos.girlId, key: girlPhotos.storageKey, variants: girlPhotos.variants })
    .from(girlPhotos)
    .where(and(eq(girlPhotos.approved, true), sql`${girlPhotos.storageKey} like 'private/girls/%'`))
    .orderBy(girlPhotos.id))
    add(toPublic, row.girlId, { key: row.key, variants: row.variants });
  for (const row of await db
    .select({ girlId: girls.id })
    .from(girls)
    .where(
      and(
        eq(girls.profileApproved, true),
        or(
          sql`${girls.profilePicPublicId} like 'private/girls/%'`,
          sql`exists (select 1 from ${posts} where ${posts.girlId} = ${girls.id} and ${posts.storageKey} like 'private/girls/%')`,
        ),
      ),
    ))
    for (const file of await approvedGirlPrivateFiles(db, row.girlId)) add(toPublic, row.girlId, file);

  const total = [...toPrivate.values(), ...toPublic.values()].reduce((n, files) => n + files.length, 0);
  if (total === 0) return 0;
  log(`moving ${total} girl picture(s) between public and private storage…`);
  let moved = 0;
  let missing = 0;
  for (const [to, map] of [
    ['private', toPrivate],
    ['public', toPublic],
  ] as const) {
    for (const [girlId, files] of map) {
      missing += await moveGirlFiles(db, girlId, files, to, options);
      moved += files.length;
    }
  }
  log(`moved ${moved} girl picture(s)${missing ? `; ${missing} file(s) were already missing` : ''}`);
  return moved;
}
