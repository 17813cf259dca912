import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as photoDecision } from '@/app/api/v1/admin/girl-photos/[id]/decision/route';
import { GET as photoFileRoute } from '@/app/api/v1/photos/[id]/file/route';
import { POST as postPhotoRoute } from '@/app/api/v1/photos/route';
import { GET as mediaRoute } from '@/app/media/[...key]/route';
import { loadPublicProfile } from '@/features/girls/profile-queries';
import { listWrestlers } from '@/features/girls/wrestlers';
import { parseResponsiveName } from '@/lib/media';
import { getDb } from '@/server/db';
import { addResponsiveVariants } from '@/server/db/data-migrations/responsive-variants';
import { renderResponsiveFromBytes } from '@/server/images';
import { girlPhotos, girls, type ImageVariants } from '@/server/db/schema';
import { getStorage, type Storage } from '@/server/storage';
import * as fixtures from '../fixtures/images/hostile';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGirl, uniqueName } from '../helpers/girls';
import { request } from '../helpers/people';
import { statementsSoFar } from '../helpers/server-page';

// Media: responsive AVIF/WebP renditions, a JPEG fallback and a placeholder are made at
// upload and stored like the other variants; public ones are served by /media (immutable), the
// ones of a photo waiting for approval stay private (her and moderators only); old rows get them
// from the data migration.

let actors: TableActors;
let jpeg: string;

beforeAll(async () => {
  actors = await createTableActors();
  jpeg = fixtures.toDataUrl((await fixtures.plainJpeg(1000, 750)).bytes, 'image/jpeg');
});

const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function upload(cookie: string, girlId: number): Promise<number> {
  const response = await postPhotoRoute(
    request('/api/v1/photos', {
      method: 'POST',
      cookie,
      body: { data: { type: 'photos', attributes: { image64: jpeg, userId: girlId } } },
      contentType: 'application/vnd.api+json',
    }),
    undefined,
  );
  expect(response.status).toBe(201);
  return Number(((await response.json()) as { data: { id: string } }).data.id);
}

function file(id: number, cookie: string | undefined, variant: string) {
  return photoFileRoute(request(`/api/v1/photos/${id}/file?variant=${variant}`, { cookie }), ctx(id));
}

function media(key: string) {
  return mediaRoute(new Request(`http://localhost/media/${key}`), { params: Promise.resolve({ key: key.split('/') }) });
}

async function photoRow(id: number) {
  const db = await getDb();
  return (await db.select().from(girlPhotos).where(eq(girlPhotos.id, id)))[0]!;
}

const CONTENT_TYPE = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;

function responsive(variants: ImageVariants | null) {
  return Object.entries(variants ?? {}).flatMap(([name, v]) => {
    const parsed = parseResponsiveName(name);
    return parsed ? [{ name, ...parsed, ...v }] : [];
  });
}

describe('an approved upload (a moderator’s)', () => {
  it('stores AVIF/WebP at 320/640/960/1000, a 640 JPEG and a placeholder, all served by /media as immutable', async () => {
    const id = await upload(actors.moderator.cookie, actors.girl.girlId);
    const row = await photoRow(id);
    const files = responsive(row.variants);
    expect(files.map((f) => f.name).sort()).toEqual(
      [
        'avif-320',
        'avif-640',
        'avif-960',
        'avif-1000',
        'webp-320',
        'webp-640',
        'webp-960',
        'webp-1000',
        'jpeg-640',
      ].sort(),
    );
    expect(row.variants!.large!.placeholder).toMatch(/^data:image\/webp;base64,/);
    for (const f of files) {
      expect(f.key).toMatch(new RegExp(`^photos/girls/${actors.girl.girlId}/[0-9a-f]{64}\\.(avif|webp|jpg)$`));
      const served = await media(f.key);
      expect(served.status, f.name).toBe(200);
      expect(served.headers.get('content-type')).toBe(CONTENT_TYPE[f.format]);
      expect(served.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.width, meta.height]).toEqual([f.width, Math.round((f.width * 750) / 1000)]);
    }
    // The public profile's gallery carries the srcsets.
    const profile = await loadPublicProfile(actors.girl.girlId);
    const shown = profile!.photos.find((p) => p.id === id)!;
    expect(shown.picture!.avif).toMatch(/ 320w, .* 640w, .* 960w$/);
    expect(shown.picture!.webp).toMatch(/\.webp 320w/);
    expect(shown.picture!.src).toBe(row.variants!['jpeg-640']!.url);
    expect([shown.picture!.width, shown.picture!.height]).toEqual([1000, 750]);
    expect(shown.picture!.placeholder).toBe(row.variants!.large!.placeholder);
  });

  it('a card shows her approved profile picture with its renditions', async () => {
    const owner = await createGirl({ prefix: 'cardpic' });
    const id = await upload(actors.moderator.cookie, owner.girlId);
    const row = await photoRow(id);
    const db = await getDb();
    await db
      .update(girls)
      .set({ profilePicSecureUrl: row.secureUrl, profilePicPublicId: row.storageKey, profilePicApproved: true })
      .where(eq(girls.id, owner.girlId));
    const page = await listWrestlers({ page: 1 });
    const card = page.girls.find((g) => g.id === owner.girlId);
    expect(card?.picture?.avif).toContain(row.variants!['avif-320']!.url);
    // Cards stop at 640 px.
    expect(card?.picture?.avif).not.toContain('960w');
    expect(card?.picture?.placeholder).toMatch(/^data:image\/webp;base64,/);
  });
});

describe('a photo waiting for approval', () => {
  it('keeps its renditions private: her and moderators get them, everyone else the 404 of a missing photo', async () => {
    const id = await upload(actors.girl.cookie, actors.girl.girlId);
    const row = await photoRow(id);
    const files = responsive(row.variants);
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      expect(f.key).toMatch(/^private\/photos\/girls\/\d+\/[0-9a-f]{32}\.(avif|webp|jpg)$/);
      expect((await media(f.key)).status).toBe(404);
    }
    for (const cookie of [actors.girl.cookie, actors.moderator.cookie]) {
      const served = await file(id, cookie, 'avif-320');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/avif');
      expect(served.headers.get('cache-control')).toBe('private, no-store');
    }
    const missing = await (await file(999_999, actors.girl.cookie, 'avif-320')).text();
    for (const cookie of [undefined, actors.guy.cookie, actors.otherGirl.cookie, actors.pendingGirl.cookie]) {
      const answer = await file(id, cookie, 'avif-320');
      expect(answer.status).toBe(404);
      expect(await answer.text()).toBe(missing);
    }
    // The public profile does not show it.
    expect((await loadPublicProfile(actors.girl.girlId))!.photos.some((p) => p.id === id)).toBe(false);
  });

  it('approved: every rendition moves to a public key and the private files are gone', async () => {
    const id = await upload(actors.girl.cookie, actors.girl.girlId);
    const before = responsive((await photoRow(id)).variants);
    const decided = await photoDecision(
      request(`/x/${id}`, {
        method: 'POST',
        cookie: actors.moderator.cookie,
        body: { approved: true },
        contentType: 'application/json',
      }),
      ctx(id),
    );
    expect(decided.status).toBe(204);
    const after = await photoRow(id);
    const files = responsive(after.variants);
    expect(files.map((f) => f.name).sort()).toEqual(before.map((f) => f.name).sort());
    for (const f of files) {
      expect(f.key).toMatch(/^photos\/girls\/\d+\/[0-9a-f]{64}\./);
      expect((await media(f.key)).status).toBe(200);
    }
    for (const f of before) expect(await getStorage().get(f.key)).toBeNull();
    expect(after.variants!.large!.placeholder).toMatch(/^data:image\/webp;base64,/);
  });
});

describe('the data migration (responsive-variants.ts)', () => {
  it('backfills old public and private rows, leaves a missing file alone, prints progress and is idempotent', async () => {
    const owner = await createGirl({ prefix: 'backfill' });
    const db = await getDb();
    const storage = getStorage();
    const name = () => uniqueName('old').replace(/\W/g, '').toLowerCase();
    const large = await sharp((await fixtures.plainJpeg(800, 600)).bytes)
      .webp()
      .toBuffer();
    const publicKey = `photos/girls/${owner.girlId}/${name()}.webp`;
    const privateKey = `private/photos/girls/${owner.girlId}/${name()}.webp`;
    const goneKey = `photos/girls/${owner.girlId}/${name()}.webp`;
    await storage.put(publicKey, large, 'image/webp');
    await storage.put(privateKey, large, 'image/webp');
    const old = (key: string): ImageVariants => ({ large: { key, url: `/media/${key}`, width: 800, height: 600 } });
    const [pub, shared, priv, gone] = await db
      .insert(girlPhotos)
      .values([
        {
          girlId: owner.girlId,
          storageKey: publicKey,
          secureUrl: `/media/${publicKey}`,
          variants: old(publicKey),
          approved: true,
        },
        // A second row on the same file (the seed's pool): done once, both rows updated.
        {
          girlId: owner.girlId,
          storageKey: publicKey,
          secureUrl: `/media/${publicKey}`,
          variants: null,
          approved: true,
        },
        { girlId: owner.girlId, storageKey: privateKey, secureUrl: '/x', variants: old(privateKey), approved: false },
        {
          girlId: owner.girlId,
          storageKey: goneKey,
          secureUrl: `/media/${goneKey}`,
          variants: old(goneKey),
          approved: true,
        },
      ])
      .returning({ id: girlPhotos.id });

    const lines: string[] = [];
    expect(await addResponsiveVariants(db, { log: (line) => lines.push(line) })).toBeGreaterThanOrEqual(2);
    expect(lines.some((line) => /responsive variants: \d+ photos files to do/.test(line))).toBe(true);
    expect(lines.some((line) => /photos \d+\/\d+ \(1 missing or unreadable/.test(line))).toBe(true);

    for (const id of [pub!.id, shared!.id]) {
      const row = await photoRow(id);
      expect(
        responsive(row.variants)
          .map((f) => f.name)
          .sort(),
      ).toEqual(['avif-320', 'avif-640', 'avif-800', 'webp-320', 'webp-640', 'webp-800', 'jpeg-640'].sort());
      for (const f of responsive(row.variants)) expect((await media(f.key)).status).toBe(200);
      expect(Object.values(row.variants!).some((v) => v.placeholder)).toBe(true);
    }
    const privateRow = await photoRow(priv!.id);
    for (const f of responsive(privateRow.variants)) {
      expect(f.key).toMatch(/^private\/photos\/girls\/\d+\/[0-9a-f]{32}\./);
      expect((await media(f.key)).status).toBe(404);
      expect(await storage.get(f.key)).not.toBeNull();
    }
    expect(privateRow.variants!.large!.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect((await photoRow(gone!.id)).variants).toEqual(old(goneKey));

    // Idempotent: only the missing file is looked at again.
    expect(await addResponsiveVariants(db)).toBe(0);
  });

  it('renders the same bytes once under many keys and updates a batch of files in one statement (start-up at scale: decision 049)', async () => {
    const owner = await createGirl({ prefix: 'backfillpool' });
    const db = await getDb();
    const storage = getStorage();
    const bytes = await sharp((await fixtures.plainJpeg(400, 500)).bytes)
      .webp()
      .toBuffer();
    const digest = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    const key = (folder: string, n: number) =>
      `${folder}photos/girls/${owner.girlId}/pool${n}${uniqueName('k').replace(/\W/g, '')}.webp`;
    // The seed's pool at scale: one image copied under many public keys and many private ones.
    const publicKeys = Array.from({ length: 12 }, (_, n) => key('', n));
    const privateKeys = Array.from({ length: 12 }, (_, n) => key('private/', n));
    for (const k of [...publicKeys, ...privateKeys]) await storage.put(k, bytes, 'image/webp');
    const rows = await db
      .insert(girlPhotos)
      .values(
        [...publicKeys, ...privateKeys].map((k) => ({
          girlId: owner.girlId,
          storageKey: k,
          secureUrl: `/media/${k}`,
          variants: null,
          approved: !k.startsWith('private/'),
        })),
      )
      .returning({ id: girlPhotos.id, storageKey: girlPhotos.storageKey });

    let renders = 0;
    const render: typeof renderResponsiveFromBytes = (b) => {
      if (digest(b) === digest(bytes)) renders += 1;
      return renderResponsiveFromBytes(b);
    };
    const puts: string[] = [];
    const counting: Storage = {
      put: (k, b, type) => (puts.push(k), storage.put(k, b, type)),
      get: (k) => storage.get(k),
      copy: (from, to) => storage.copy(from, to),
      delete: (k) => storage.delete(k),
      url: (k) => storage.url(k),
    };
    const before = await statementsSoFar();
    expect(await addResponsiveVariants(db, { render, storage: counting, batchSize: 100 })).toBeGreaterThanOrEqual(24);
    // The photos' files, one update for the batch, the posts' files.
    expect(await statementsSoFar()).toBeLessThanOrEqual(before + 3);
    expect(renders).toBe(1);

    const done = await db
      .select({ storageKey: girlPhotos.storageKey, variants: girlPhotos.variants })
      .from(girlPhotos)
      .where(
        inArray(
          girlPhotos.id,
          rows.map((r) => r.id),
        ),
      );
    const publicFiles = new Set<string>();
    const privateFiles = new Set<string>();
    for (const row of done) {
      expect(Object.values(row.variants!).some((v) => v.placeholder)).toBe(true);
      for (const f of responsive(row.variants)) {
        (row.storageKey.startsWith('private/') ? privateFiles : publicFiles).add(f.key);
        expect(await storage.get(f.key)).not.toBeNull();
      }
    }
    // Public renditions are content-addressed: written once, shared by the twelve rows. Private
    // ones get keys of their own, each written.
    const perFile = responsive(done[0]!.variants).length;
    expect(publicFiles.size).toBe(perFile);
    expect(privateFiles.size).toBe(12 * perFile);
    expect(puts.filter((k) => publicFiles.has(k))).toHaveLength(perFile);
    expect(puts.filter((k) => privateFiles.has(k))).toHaveLength(12 * perFile);
  });
});
