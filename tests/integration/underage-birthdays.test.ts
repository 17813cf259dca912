import { beforeAll, describe, expect, it } from 'vitest';
import { listUnderageProfiles } from '@/features/moderation/underage';
import { getActorFromHeaders } from '@/server/auth/actor';
import { VISITOR } from '@/server/auth/actor-types';
import { getDb } from '@/server/db';
import { guys } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGuy, type Person } from '../helpers/people';
import { setGirl } from '../helpers/girls';

// Birthdays under 18 saved before the age rule: the forms and the server refuse them now
// (tests/integration/guy-registration, girl-profile, guy-profile), the ones already stored are
// listed to the moderators on /admin.

let people: TableActors;
let youngGuy: Person;
const TODAY = new Date(2026, 5, 1, 12);

beforeAll(async () => {
  people = await createTableActors();
  youngGuy = await createGuy();
  await setGirl(people.girl.girlId, { birthday: '2015-06-01' });
  await setGirl(people.otherGirl.girlId, { birthday: '2008-06-01' });
  await setGirl(people.pendingGirl.girlId, { birthday: '2008-06-02' });
  const db = await getDb();
  await db.update(guys).set({ birthday: '2010-01-01' }).where(eq(guys.id, youngGuy.guyId!));
  await db.update(guys).set({ birthday: '1990-01-01' }).where(eq(guys.id, people.guy.guyId!));
});

const actorOf = (person: Person) => getActorFromHeaders(new Headers({ cookie: person.cookie }));

describe('listUnderageProfiles', () => {
  it('shows the moderators every profile under 18 on the day, youngest first, with where to edit it', async () => {
    const found = await listUnderageProfiles(await actorOf(people.moderator), TODAY);
    const mine = found.filter((p) =>
      [
        people.girl.girlId,
        people.otherGirl.girlId,
        people.pendingGirl.girlId,
        youngGuy.guyId,
        people.guy.guyId,
      ].includes(p.id),
    );
    expect(mine).toEqual([
      {
        kind: 'girl',
        id: people.girl.girlId,
        label: people.girl.stageName,
        birthday: '2015-06-01',
        href: `/edit-profile-female?girlId=${people.girl.girlId}`,
      },
      {
        kind: 'guy',
        id: youngGuy.guyId,
        label: youngGuy.username,
        birthday: '2010-01-01',
        href: `/admin/manage-guys/${youngGuy.guyId}`,
      },
      expect.objectContaining({ kind: 'girl', id: people.pendingGirl.girlId, birthday: '2008-06-02' }),
    ]);
  });

  it('leaves out a deleted guy', async () => {
    const db = await getDb();
    await db.update(guys).set({ softDeleted: true }).where(eq(guys.id, youngGuy.guyId!));
    const found = await listUnderageProfiles(await actorOf(people.moderator), TODAY);
    expect(found.some((p) => p.kind === 'guy' && p.id === youngGuy.guyId)).toBe(false);
    await db.update(guys).set({ softDeleted: false }).where(eq(guys.id, youngGuy.guyId!));
  });

  it('is refused to everyone else', async () => {
    await expect(listUnderageProfiles(VISITOR, TODAY)).rejects.toMatchObject({ code: 'unauthorized' });
    for (const person of [people.guy, people.girl, people.otherGirl, people.pendingGirl]) {
      await expect(listUnderageProfiles(await actorOf(person), TODAY)).rejects.toMatchObject({ code: 'forbidden' });
    }
  });
});
