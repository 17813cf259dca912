import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFlaggedChats } from '@/features/ai-chat/queries';
import { listGuyBookings } from '@/features/bookings/queries';
import { isPublicGirl } from '@/features/girls/queries';
import { getActorFromHeaders } from '@/server/auth/actor';
import { getDb } from '@/server/db';
import { aiChatConversations, bookings } from '@/server/db/schema';
import { createGirl, HIDDEN_STATES, type GirlState } from '../helpers/girls';
import { createGuy, createModerator, type Person } from '../helpers/people';

// A girl's stage name links to her public page only while she has one: his bookings and the
// moderators' flagged chats keep naming a hidden girl, as text, where a link would answer 404.

const actorOf = (person: Person) => getActorFromHeaders(new Headers({ cookie: person.cookie }));

let guy: Person;
let moderator: Person;

beforeAll(async () => {
  [guy, moderator] = await Promise.all([createGuy(), createModerator()]);
});

async function girlWithBookingAndFlaggedChat(state: Exclude<GirlState, 'account-banned'>) {
  const girl = await createGirl({ prefix: 'linked', state });
  const db = await getDb();
  await db.insert(bookings).values({
    girlId: girl.girlId,
    guyId: guy.guyId!,
    girlStatus: 'pending',
    guyStatus: 'pending',
    dateTimeAvailable: new Date(Date.now() + 86_400_000),
    sessionLength: '1 hour',
    desiredSessionType: 'Competitive',
  });
  await db.insert(aiChatConversations).values({
    id: randomUUID(),
    mode: 'info',
    girlId: girl.girlId,
    userId: guy.userId,
    engine: 'built-in',
    flaggedAt: new Date(),
    flagReason: 'sexual-services',
  });
  return girl;
}

describe('a link to a girl’s public page beside his bookings and the flagged chats', () => {
  const cases: [Exclude<GirlState, 'account-banned'>, boolean][] = [['visible', true]];
  for (const state of HIDDEN_STATES) if (state !== 'account-banned') cases.push([state, false]);
  it.each(cases)('%s: listed is %s, as her public page answers', async (state, listed) => {
    const girl = await girlWithBookingAndFlaggedChat(state);
    expect(await isPublicGirl(girl.girlId)).toBe(listed);
    const booking = (await listGuyBookings(await actorOf(guy))).find((b) => b.girl.id === girl.girlId);
    expect(booking?.girl).toEqual({ id: girl.girlId, stageName: girl.stageName, listed });
    const chat = (await listFlaggedChats(await actorOf(moderator))).find((c) => c.girl.id === girl.girlId);
    expect(chat?.girl).toEqual({ id: girl.girlId, stageName: girl.stageName, listed });
  });
});
