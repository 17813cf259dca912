import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getGirlRoute, PATCH as patchGirlRoute } from '@/app/api/v1/girls/[id]/route';
import { GET as listGirlsRoute } from '@/app/api/v1/girls/route';
import { NAME_CHANGE_LIMIT } from '@/features/girls/service';
import { createVerifiedAccount, signIn } from '../helpers/auth';
import { createGirl, insertGirl, PRIVATE_CANARIES, setGirl, type TestGirl } from '../helpers/girls';

// GET/PATCH /api/v1/girls/{id} and GET /api/v1/girls: the authorization table and who sees which fields.

type Who = 'visitor' | 'guy' | 'girl' | 'other girl' | 'moderator';
let cookies: Record<Who, string | undefined>;
let girl: TestGirl;
let other: TestGirl;

beforeAll(async () => {
  girl = await createGirl();
  other = await createGirl();
  const guy = await createVerifiedAccount(['guy'], 'guy');
  const moderator = await createVerifiedAccount(['moderator'], 'mod');
  cookies = {
    visitor: undefined,
    guy: await signIn(guy.username),
    girl: girl.cookie,
    'other girl': other.cookie,
    moderator: await signIn(moderator.username),
  };
});

function request(method: string, path: string, who: Who, body?: unknown): Request {
  const headers: Record<string, string> = { 'Content-Type': 'application/vnd.api+json' };
  if (cookies[who]) headers.Cookie = cookies[who]!;
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const ctx = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });

async function getGirl(who: Who, id = girl.girlId) {
  const response = await getGirlRoute(request('GET', `/api/v1/girls/${id}`, who), ctx(id));
  return {
    status: response.status,
    body: (await response.json()) as { data: { attributes: Record<string, unknown> } },
  };
}

function patch(who: Who, attributes: Record<string, unknown>, id = girl.girlId) {
  return patchGirlRoute(
    request('PATCH', `/api/v1/girls/${id}`, who, { data: { id: String(id), type: 'girls', attributes } }),
    ctx(id),
  );
}

describe('PATCH /api/v1/girls/{id}: authorization table', () => {
  const table: [Who, number][] = [
    ['visitor', 401],
    ['guy', 403],
    ['other girl', 403],
    ['girl', 200],
    ['moderator', 200],
  ];
  it.each(table)('%s → %i', async (who, status) => {
    const city = `City of ${who}`;
    const response = await patch(who, { city });
    expect(response.status).toBe(status);
    const { body } = await getGirl('moderator');
    if (status === 200) expect(body.data.attributes.city).toBe(city);
    else expect(body.data.attributes.city).not.toBe(city);
  });

  it('only a moderator writes notes', async () => {
    expect((await patch('girl', { notes: 'self-written' })).status).toBe(403);
    expect((await patch('moderator', { notes: 'Checked ID in person.' })).status).toBe(200);
    expect((await getGirl('moderator')).body.data.attributes.notes).toBe('Checked ID in person.');
  });

  it('the girl hides her profile (public 404 at once) and shows it again; only moderators set adminShowProfile', async () => {
    expect((await patch('girl', { girlShowProfile: false })).status).toBe(200);
    expect((await getGirl('visitor')).status).toBe(404);
    expect((await patch('girl', { girlShowProfile: true })).status).toBe(200);
    expect((await getGirl('visitor')).status).toBe(200);
    expect((await patch('girl', { adminShowProfile: false })).status).toBe(403);
    expect((await patch('moderator', { adminShowProfile: true })).status).toBe(200);
  });

  it('answers the spec messages for bad fields, and changes nothing', async () => {
    const response = await patch('girl', { name: '', physique: 'Huge', birthday: '1850-01-01', about: ' ' });
    expect(response.status).toBe(400);
    const details = (
      (await response.json()) as { errors: { detail: string; source: { pointer: string } }[] }
    ).errors.map((e) => [e.source.pointer, e.detail]);
    expect(details).toEqual(
      expect.arrayContaining([
        ['/data/attributes/name', 'Name is required'],
        ['/data/attributes/physique', 'You must select one physique from the list.'],
        ['/data/attributes/birthday', 'Select a date after 1900.'],
        ['/data/attributes/about', 'About me is required'],
      ]),
    );
    expect((await getGirl('girl')).body.data.attributes.name).not.toBe('');
  });

  it('refuses a birthday under 18, from her and from a moderator, and keeps the one she had', async () => {
    const before = (await getGirl('girl')).body.data.attributes.birthday;
    for (const who of ['girl', 'moderator'] as const) {
      const response = await patch(who, { birthday: '2015-06-01' });
      expect(response.status).toBe(400);
      const { errors } = (await response.json()) as { errors: { detail: string; source: { pointer: string } }[] };
      expect(errors.map((e) => [e.source.pointer, e.detail])).toEqual([
        ['/data/attributes/birthday', 'You must be 18 or older to use Matside.'],
      ]);
    }
    expect((await getGirl('girl')).body.data.attributes.birthday).toBe(before);
  });

  it('saves the service flags and extended fields', async () => {
    const response = await patch('girl', {
      scissoring: true,
      skype: true,
      judo: false,
      otherName3: 'My shop',
      otherAddress3: 'https://shop.example',
      onlyFans: 'https://onlyfans.com/x',
      deadlift: '300',
      skypeHandle: 'gina.live',
    });
    expect(response.status).toBe(200);
    const { attributes } = (await getGirl('visitor')).body.data;
    expect(attributes).toMatchObject({
      scissoring: true,
      skype: true,
      judo: false,
      otherName3: 'My shop',
      onlyFans: 'https://onlyfans.com/x',
      deadlift: 300,
      skypeHandle: 'gina.live',
    });
  });

  it('refuses a stage name another girl has (409) and unknown fields (400)', async () => {
    expect((await patch('girl', { stageName: other.stageName.toUpperCase() })).status).toBe(409);
    expect((await patch('girl', { phoneDigits: '123' })).status).toBe(400);
  });
});

describe('PATCH /api/v1/girls/{id}: names cannot be used to list hidden girls', () => {
  it(`allows ${NAME_CHANGE_LIMIT.limit} new names a day, taken or free, then answers 429 to both`, async () => {
    const renamer = await createGirl({ prefix: 'renamer' });
    const hidden = await insertGirl('hidden');
    const patchAs = (cookie: string, stageName: string) =>
      patchGirlRoute(
        new Request(`http://localhost:3000/api/v1/girls/${renamer.girlId}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/vnd.api+json', Cookie: cookie },
          body: JSON.stringify({ data: { id: String(renamer.girlId), type: 'girls', attributes: { stageName } } }),
        }),
        ctx(renamer.girlId),
      ).then((response) => response.status);
    const rename = (stageName: string) => patchAs(renamer.cookie, stageName);

    const statuses: number[] = [];
    statuses.push(await rename(hidden.stageName));
    for (let i = 1; i < NAME_CHANGE_LIMIT.limit; i += 1)
      statuses.push(await rename(`Fresh Name ${renamer.girlId} ${i}`));
    expect(statuses).toEqual([409, 200, 200, 200, 200]);
    // Over the limit, a taken and a free name answer alike.
    expect(await rename(hidden.stageName)).toBe(429);
    expect(await rename(`Another Free Name ${renamer.girlId}`)).toBe(429);
    // Saving the form with the name she has is not a rename.
    expect(await rename(`Fresh Name ${renamer.girlId} ${NAME_CHANGE_LIMIT.limit - 1}`)).toBe(200);
    // A moderator is not counted.
    expect(await patchAs(cookies.moderator!, `Mod Pick ${renamer.girlId}`)).toBe(200);
  });
});

describe('GET /api/v1/girls/{id}: fields per audience', () => {
  const PRIVATE = ['email', 'phone', 'birthday', 'name', 'travelPhone', 'notes'];
  it.each(['visitor', 'guy', 'other girl'] as Who[])('%s gets public fields only', async (who) => {
    const { status, body } = await getGirl(who);
    expect(status).toBe(200);
    for (const field of PRIVATE) expect(body.data.attributes).not.toHaveProperty(field);
    expect(body.data.attributes.age).toEqual(expect.any(Number));
    expect(JSON.stringify(body)).not.toContain(PRIVATE_CANARIES.notes);
  });

  it('the girl gets her private fields but never the notes', async () => {
    const { body } = await getGirl('girl');
    expect(body.data.attributes).toMatchObject({
      email: girl.email,
      phone: PRIVATE_CANARIES.phone,
      birthday: PRIVATE_CANARIES.birthday,
    });
    expect(body.data.attributes).not.toHaveProperty('notes');
  });

  it('a hidden or non-Matside girl is 404 for the public but not for herself or moderators', async () => {
    await setGirl(other.girlId, { girlShowProfile: false });
    expect((await getGirl('visitor', other.girlId)).status).toBe(404);
    expect((await getGirl('other girl', other.girlId)).status).toBe(200);
    expect((await getGirl('moderator', other.girlId)).status).toBe(200);
    await setGirl(other.girlId, { girlShowProfile: true, matsideGirl: false });
    expect((await getGirl('guy', other.girlId)).status).toBe(404);
    await setGirl(other.girlId, { matsideGirl: true });
    expect((await getGirl('guy', other.girlId)).status).toBe(200);
  });
});

describe('GET /api/v1/girls', () => {
  it('lists public girls without private fields; moderators see notes', async () => {
    await setGirl(other.girlId, { adminShowProfile: false });
    const publicList = (await (
      await listGirlsRoute(request('GET', '/api/v1/girls?page[limit]=100', 'guy'), undefined)
    ).json()) as { data: { id: string; attributes: Record<string, unknown> }[] };
    const ids = publicList.data.map((g) => Number(g.id));
    expect(ids).toContain(girl.girlId);
    expect(ids).not.toContain(other.girlId);
    expect(JSON.stringify(publicList)).not.toMatch(/CANARY-MODERATOR-NOTE|555-0100-777|@example\.test/);
    const modList = (await (
      await listGirlsRoute(request('GET', '/api/v1/girls?page[limit]=100', 'moderator'), undefined)
    ).json()) as { data: { id: string }[] };
    expect(modList.data.map((g) => Number(g.id))).toContain(other.girlId);
    expect(JSON.stringify(modList)).toContain(PRIVATE_CANARIES.notes);
    await setGirl(other.girlId, { adminShowProfile: true });
  });
});
