import { beforeAll, describe, expect, it } from 'vitest';
import { searchTimewasters } from '@/features/timewasters/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { thumbs, timewasterConfirmations, timewasterPhotos } from '@/server/db/schema';
import { createGirl, uniqueName, type TestGirl } from '../helpers/girls';
import { statementsSoFar } from '../helpers/server-page';
import { insertTimewaster } from '../helpers/timewasters';

// A page of cards is one statement (decision 055, session 20): each entry's row carries what its card
// lists and counts (phones, e-mails, photos, votes and her own, comments, confirmations and her date),
// and each card gets only its own, on either driver.

let author: TestGirl;
let reader: TestGirl;
const name = uniqueName('Figures');
const entries: { id: number; phone: string; email: string }[] = [];

beforeAll(async () => {
  author = await createGirl({ prefix: 'figauthor' });
  reader = await createGirl({ prefix: 'figreader' });
  for (let i = 0; i < 3; i += 1) {
    const phone = `1303555${String(2100 + i)}`;
    const email = `${name.toLowerCase()}.${i}@example.test`;
    entries.push({
      id: await insertTimewaster(author.girlId, { name: `${name} ${i}` }, { phone, email, comment: 'c' }),
      phone,
      email,
    });
  }
  const db = await getDb();
  await db.insert(thumbs).values([
    { timewasterId: entries[0]!.id, girlId: reader.girlId, thumbType: 2 },
    { timewasterId: entries[1]!.id, girlId: author.girlId, thumbType: 1 },
  ]);
  await db.insert(timewasterConfirmations).values([
    { timewasterId: entries[2]!.id, girlId: reader.girlId, experienceDate: '2026-10-04' },
    { timewasterId: entries[2]!.id, girlId: author.girlId, experienceDate: '2026-09-01' },
  ]);
  const photo = { girlId: author.girlId, storageKey: `k-${name}`, secureUrl: `https://example.test/${name}.jpg` };
  await db.insert(timewasterPhotos).values([
    { ...photo, timewasterId: entries[0]!.id },
    { ...photo, timewasterId: entries[0]!.id, storageKey: `k2-${name}` },
  ]);
});

describe('a page of cards', () => {
  it('reads the entries, their count and every card’s figures in one statement, each card its own', async () => {
    const actor = (await getActorFromHeaders(new Headers({ cookie: reader.cookie }))) as SignedInActor;
    const before = await statementsSoFar();
    const result = await searchTimewasters(actor, { q: name, page: 1, limit: 20 });
    expect((await statementsSoFar()) - before).toBe(1);
    expect(result.items.map((t) => t.id)).toEqual(entries.map((e) => e.id).reverse());
    for (const entry of entries) {
      const card = result.items.find((t) => t.id === entry.id)!;
      expect(card.phones.map((p) => p.phoneNumber)).toEqual([entry.phone]);
      expect(card.emails.map((e) => e.email)).toEqual([entry.email]);
      expect(card.commentCount).toBe(1);
    }
    const [first, second, third] = entries.map((e) => result.items.find((t) => t.id === e.id)!);
    expect([first!.thumbsUp, first!.thumbsDown, first!.vote, typeof first!.voteId]).toEqual([1, 0, true, 'number']);
    expect([second!.thumbsUp, second!.thumbsDown, second!.vote, second!.voteId]).toEqual([0, 1, null, null]);
    expect([third!.thumbsUp, third!.thumbsDown, third!.vote]).toEqual([0, 0, null]);
    // Photos newest first; confirmations counted, hers dated, the other girl's date nowhere.
    expect(first!.photoUrls).toHaveLength(2);
    expect(first!.photoUrls[0]!.id).toBeGreaterThan(first!.photoUrls[1]!.id);
    expect(first!.photoUrls[0]!.thumbUrl).toBe(
      `/api/v1/timewaster-photos/${first!.photoUrls[0]!.id}/file?variant=thumb`,
    );
    expect([first!.confirmationCount, first!.myExperienceDate]).toEqual([0, null]);
    expect([third!.confirmationCount, third!.myExperienceDate]).toEqual([2, '2026-10-04']);
    expect(JSON.stringify(result)).not.toContain('2026-09-01');
    // The added contacts' times as the API writes them.
    expect(first!.phones[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
