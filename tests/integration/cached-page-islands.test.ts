import { beforeAll, describe, expect, it } from 'vitest';
import { POST as startupRoute } from '@/app/api/internal/startup/route';
import { GET as clientProfileRoute } from '@/app/api/v1/client-profiles/[username]/route';
import { GET as notesRoute } from '@/app/api/v1/girls/[id]/moderator-notes/route';
import { GET as viewerPollRoute } from '@/app/api/v1/poll-votes/route';
import { GET as followState, POST as follow } from '@/app/follow/route';
import { GET as sessionRoute } from '@/app/session/route';
import { createTableActors, type TableActors } from '../helpers/actors';
import { createGuy, request, type Person } from '../helpers/people';

// Decision 022: the cached public pages are the same for everyone; what differs per
// viewer comes from these endpoints, each authorised in the services. The table: visitor, a guy,
// the guy himself (client profile), a vetted girl, a pending girl, another girl, a moderator.

let actors: TableActors;
let client: Person;

beforeAll(async () => {
  actors = await createTableActors();
  client = await createGuy();
});

const get = (url: string, cookie?: string) => request(url, { cookie });
const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

describe('GET /session?optional=1 (the islands’ one request)', () => {
  it('a visitor gets 200 null with ?optional=1 and the spec’s 401 without it; never cacheable', async () => {
    const optional = await sessionRoute(get('/session?optional=1'));
    expect(optional.status).toBe(200);
    expect(await optional.json()).toBeNull();
    expect(optional.headers.get('cache-control')).toContain('no-store');
    expect((await sessionRoute(get('/session'))).status).toBe(401);
  });

  it('names the girl’s stage name and id, the guy’s id, and the moderator', async () => {
    const girl = await (await sessionRoute(get('/session?optional=1', actors.girl.cookie))).json();
    expect(girl).toMatchObject({
      usertype: 'girl',
      stage_name: actors.girl.stageName,
      girl_id: actors.girl.girlId,
      guy_id: null,
      is_moderator: false,
    });
    const guy = await (await sessionRoute(get('/session', actors.guy.cookie))).json();
    expect(guy).toMatchObject({ usertype: 'guy', guy_id: actors.guy.guyId, girl_id: null, stage_name: null });
    const moderator = await (await sessionRoute(get('/session?optional=1', actors.moderator.cookie))).json();
    expect(moderator).toMatchObject({ is_moderator: true });
  });
});

describe('GET /follow?girl_id= (the profile’s Follow island)', () => {
  it('401 for a visitor; a guy learns his own state; anyone else reads false', async () => {
    const url = `/follow?girl_id=${actors.girl.girlId}`;
    expect((await followState(get(url))).status).toBe(401);
    const state = async (cookie: string) =>
      ((await (await followState(get(url, cookie))).json()) as { follow: { following: boolean } }).follow.following;
    expect(await state(actors.guy.cookie)).toBe(false);
    const followed = await follow(
      request('/follow', {
        method: 'POST',
        cookie: actors.guy.cookie,
        body: { follow: { girl_id: actors.girl.girlId } },
        contentType: 'application/json',
      }),
    );
    expect(followed.status).toBe(200);
    expect(await state(actors.guy.cookie)).toBe(true);
    // Another guy, the girl herself, a pending girl and a moderator: no follow of theirs.
    for (const person of [client, actors.girl, actors.pendingGirl, actors.otherGirl, actors.moderator])
      expect(await state(person.cookie)).toBe(false);
    expect((await followState(get('/follow?girl_id=abc', actors.guy.cookie))).status).toBe(400);
  });
});

describe('GET /api/v1/poll-votes?poll= (the home poll’s island)', () => {
  it('401 for a visitor; a missing poll is a 404 for everyone signed in', async () => {
    expect((await viewerPollRoute(get('/api/v1/poll-votes?poll=nope'))).status).toBe(401);
    for (const person of [actors.guy, actors.girl, actors.pendingGirl, actors.moderator])
      expect((await viewerPollRoute(get('/api/v1/poll-votes?poll=nope', person.cookie))).status).toBe(404);
  });
});

describe('GET /api/v1/girls/{id}/moderator-notes (under her cached profile)', () => {
  it('moderators only: 401 visitor, 403 guy and girls (herself included)', async () => {
    const url = `/api/v1/girls/${actors.girl.girlId}/moderator-notes`;
    const context = params({ id: String(actors.girl.girlId) });
    expect((await notesRoute(get(url), context)).status).toBe(401);
    for (const person of [actors.guy, actors.girl, actors.otherGirl, actors.pendingGirl])
      expect((await notesRoute(get(url, person.cookie), context)).status).toBe(403);
    const answer = await notesRoute(get(url, actors.moderator.cookie), context);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: { type: string; attributes: { comment: string } }[] };
    expect(Array.isArray(data)).toBe(true);
    expect(data.every((note) => note.type === 'moderatorNotes' && typeof note.attributes.comment === 'string')).toBe(
      true,
    );
  });
});

describe('GET /api/v1/client-profiles/{username} (the cached client profile’s island)', () => {
  type Page = {
    state: string;
    own?: boolean;
    reviews: unknown[] | null;
    girlsOnlyComments: unknown[] | null;
    references: unknown[] | null;
  };
  const read = async (cookie?: string) => {
    const answer = await clientProfileRoute(
      get(`/api/v1/client-profiles/${client.username}`, cookie),
      params({ username: client.username }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const { data } = (await answer.json()) as { data: { id: string; type: string; attributes: Page } };
    expect(data).toMatchObject({ id: client.username, type: 'clientProfiles' });
    return data.attributes;
  };

  it('each viewer gets the sections the services give them', async () => {
    const visitor = await read();
    expect(visitor).toMatchObject({ state: 'ok', reviews: null, girlsOnlyComments: null, references: null });
    const guy = await read(actors.guy.cookie);
    expect(guy).toMatchObject({ own: false, reviews: null, girlsOnlyComments: null });
    expect(guy.references).not.toBeNull();
    const himself = await read(client.cookie);
    expect(himself.own).toBe(true);
    expect(himself.reviews).not.toBeNull();
    expect(himself.girlsOnlyComments).toBeNull();
    for (const girl of [actors.girl, actors.otherGirl]) {
      const seen = await read(girl.cookie);
      expect(seen.reviews).not.toBeNull();
      expect(seen.girlsOnlyComments).not.toBeNull();
    }
    const pending = await read(actors.pendingGirl.cookie);
    expect(pending.girlsOnlyComments).toBeNull();
    const moderator = await read(actors.moderator.cookie);
    expect(moderator.reviews).not.toBeNull();
    expect(moderator.girlsOnlyComments).not.toBeNull();
  });

  it('a missing guy is a 404', async () => {
    const answer = await clientProfileRoute(
      get('/api/v1/client-profiles/nobody_here_x'),
      params({ username: 'nobody_here_x' }),
    );
    expect(answer.status).toBe(404);
  });
});

describe('POST /api/internal/startup', () => {
  it('without this start’s token it is the 404 of a missing route', async () => {
    expect((await startupRoute(request('/api/internal/startup', { method: 'POST' }), undefined)).status).toBe(404);
    const forged = new Request('http://localhost:3000/api/internal/startup', {
      method: 'POST',
      headers: { 'x-matside-startup-token': 'guess' },
    });
    expect((await startupRoute(forged, undefined)).status).toBe(404);
  });
});
