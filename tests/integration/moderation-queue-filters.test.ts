import { inArray, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { moderationQueue, queueCounts } from '@/features/moderation/queries';
import { openSections } from '@/features/moderation/open-sections';
import { NO_FILTERS, type QueueFilters } from '@/features/moderation/queue-filters';
import { QUEUE_PAGE } from '@/features/moderation/queue-items';
import type { Actor } from '@/server/auth/actor-types';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { girlPhotos } from '@/server/db/schema';
import { createGirl, insertGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { createGuy, createModerator } from '../helpers/people';

// Decision 051: the queue's filters (kind, age, a person or a text) are read in SQL by the section
// queries, so a filter finds a girl's items however far down their section they wait, the counts
// are the filtered ones, and each section pages through the items that match.

let actor: Actor;
let crowd: TestGirl;
let her: TestGirl;
let herPhotos: number[];

async function newPhotos(girlId: number, n: number, createdAt?: Date): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .insert(girlPhotos)
    .values(
      Array.from({ length: n }, () => ({
        girlId,
        storageKey: `test/${uniqueName('filters')}.webp`,
        secureUrl: '/media/test/filters.webp',
        approved: false,
        ...(createdAt ? { createdAt } : {}),
      })),
    )
    .returning({ id: girlPhotos.id });
  return rows.map((row) => row.id);
}

const read = (filters: Partial<QueueFilters>, pages = {}) =>
  Promise.all([
    moderationQueue(actor, pages, { ...NO_FILTERS, ...filters }),
    queueCounts(actor, { ...NO_FILTERS, ...filters }),
  ]);

beforeAll(async () => {
  const moderator = await createModerator();
  actor = await getActorFromHeaders(new Headers({ cookie: moderator.cookie }));
  // A full first page of another girl's photos, older: hers come after them, oldest first.
  crowd = await createGirl({ prefix: 'crowd' });
  await newPhotos(crowd.girlId, QUEUE_PAGE + 3);
  her = await createGirl({ prefix: 'zelda', values: { stageName: `Zelda ${uniqueName('Q')}`, city: 'Reykjavik' } });
  herPhotos = await newPhotos(her.girlId, QUEUE_PAGE + 2);
});

describe('the queue filters in SQL', () => {
  it('a search for her finds her photos that the unfiltered first page does not hold', async () => {
    const [unfiltered] = await read({});
    expect(unfiltered.photos).toHaveLength(QUEUE_PAGE);
    expect(unfiltered.photos.some((photo) => herPhotos.includes(photo.id))).toBe(false);

    const [queue, counts] = await read({ search: her.stageName.toUpperCase() });
    expect(queue.photos.map((photo) => photo.id)).toEqual(herPhotos.slice(0, QUEUE_PAGE));
    expect(counts.photos).toBe(herPhotos.length);
    // Her place and her e-mail find her too; the crowd's photos never match.
    const [byPlace] = await read({ search: 'reykjav' });
    expect(byPlace.photos.every((photo) => photo.girl.id === her.girlId)).toBe(true);
    const [, byEmail] = await read({ search: her.email });
    expect(byEmail.photos).toBe(herPhotos.length);
  });

  it('pages through the items that match: the second page holds the rest of hers', async () => {
    const [second, counts] = await read({ search: her.stageName }, { photos: 2 });
    expect(second.photos.map((photo) => photo.id)).toEqual(herPhotos.slice(QUEUE_PAGE));
    expect(counts.photos).toBe(herPhotos.length);
  });

  it('the kind reads one section: the others are empty and count none', async () => {
    const pending = await insertGirl('pending', { stageName: `Pending ${uniqueName('Q')}` });
    const [all, allCounts] = await read({ search: pending.stageName });
    expect(all.girls.map((girl) => girl.id)).toEqual([pending.id]);
    expect(allCounts.girls).toBe(1);
    const [photosOnly, counts] = await read({ kind: 'photos', search: pending.stageName });
    expect(photosOnly.girls).toEqual([]);
    expect(counts.girls).toBe(0);
    const [girlsOnly, girlCounts] = await read({ kind: 'girls' });
    expect(girlsOnly.photos).toEqual([]);
    expect(girlCounts.photos).toBe(0);
    expect(girlCounts.girls).toBeGreaterThanOrEqual(1);
    expect(Object.entries(girlCounts).filter(([key, n]) => key !== 'girls' && n !== 0)).toEqual([]);
  });

  it('reads only the sections the page opens; the others count and come back empty', async () => {
    const [, counts] = await read({ search: her.stageName });
    const open = openSections(counts, {});
    expect([...open]).toEqual(['photos']);
    const queue = await moderationQueue(actor, {}, { ...NO_FILTERS }, new Set(['girls']));
    expect(queue.photos).toEqual([]);
    const all = await moderationQueue(actor, {}, { ...NO_FILTERS });
    expect(queue.girls.map((girl) => girl.id)).toEqual(all.girls.map((girl) => girl.id));
  });

  it('the age counts from when the item came', async () => {
    const db = await getDb();
    const old = herPhotos.slice(0, 3);
    await db
      .update(girlPhotos)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(inArray(girlPhotos.id, old));
    const [overADay, counts] = await read({ age: 'day', search: her.stageName });
    expect(overADay.photos.map((photo) => photo.id)).toEqual(old);
    expect(counts.photos).toBe(3);
    const [overAWeek, weekCounts] = await read({ age: 'week', search: her.stageName });
    expect(overAWeek.photos).toEqual([]);
    expect(weekCounts.photos).toBe(0);
  });

  it('a search is text: % and _ match only themselves', async () => {
    const [, percent] = await read({ search: '%' });
    expect(percent.photos).toBe(0);
    // "Zeld_" would match "Zelda" as a pattern; as text it matches no name.
    const [, underscore] = await read({ search: her.stageName.replace('Zelda', 'Zeld_') });
    expect(underscore.photos).toBe(0);
    const [, exact] = await read({ search: her.stageName });
    expect(exact.photos).toBe(herPhotos.length);
  });

  it('nobody but a moderator reads the queue, filtered or not', async () => {
    const guy = await createGuy();
    const guyActor = await getActorFromHeaders(new Headers({ cookie: guy.cookie }));
    const filters = { ...NO_FILTERS, search: her.stageName };
    await expect(moderationQueue(guyActor, {}, filters)).rejects.toMatchObject({ status: 403 });
    await expect(queueCounts(guyActor, filters)).rejects.toMatchObject({ status: 403 });
  });

  it('unfiltered, the counts are one statement without parameters; filtered, the text stays a parameter', async () => {
    // Decision 049, session 23: without parameters the embedded database keeps one plan for it.
    const db = await getDb();
    const execute = vi.spyOn(db, 'execute');
    const paramsOfCounts = async (filters: QueueFilters) => {
      execute.mockClear();
      const counts = await queueCounts(actor, filters);
      expect(execute).toHaveBeenCalledTimes(1);
      return { counts, params: new PgDialect().sqlToQuery(execute.mock.calls[0]![0] as SQL).params };
    };
    try {
      const unfiltered = await paramsOfCounts(NO_FILTERS);
      expect(unfiltered.params).toEqual([]);
      expect(unfiltered.counts.photos).toBeGreaterThanOrEqual(herPhotos.length + QUEUE_PAGE + 3);
      const filtered = await paramsOfCounts({ ...NO_FILTERS, search: her.stageName });
      expect(filtered.params.length).toBeGreaterThan(0);
      expect(filtered.counts.photos).toBe(herPhotos.length);
    } finally {
      execute.mockRestore();
    }
  });
});
