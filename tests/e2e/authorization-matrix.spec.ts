import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  DEMO_BANNED_GUY,
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_GUY,
  DEMO_MODERATOR,
  DEMO_OTHER_GIRL,
  DEMO_PASSWORD,
  DEMO_PENDING_GIRL,
} from '../../scripts/seed/demo-accounts';
import {
  MATRIX_ACTORS,
  PAGE_MATRIX,
  ROUTE_MATRIX,
  type MatrixActor,
  type MatrixEntry,
  type Outcome,
} from '../authorization-matrix';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/constants';

// Issue 9: every page and every route method of tests/authorization-matrix.ts, requested as every
// kind of actor against the built app, must give the outcome its row says. MATRIX_RECORD=1 prints
// the observed rows instead of comparing (to review a change, never to paste blindly).

const ACCOUNTS: Record<Exclude<MatrixActor, 'visitor'>, string> = {
  guy: DEMO_GUY.username,
  girl: DEMO_GIRL.username,
  otherGirl: DEMO_OTHER_GIRL.username,
  pendingGirl: DEMO_PENDING_GIRL.username,
  banned: DEMO_BANNED_GUY.username,
  moderator: DEMO_MODERATOR.username,
};

const UNAUTHORIZED_TEXT = /not authenticated\. Please login\./;
const FORBIDDEN_TEXT = 'You don’t have permission to access this page.';
const WAITING_TEXT = 'The timewaster tool opens once a moderator has approved your profile.';

async function contextFor(actor: MatrixActor): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  if (actor === 'visitor') return context;
  const response = await context.post('/api/auth/sign-in/username', {
    headers: { Origin: E2E_BASE_URL },
    data: { username: ACCOUNTS[actor], password: DEMO_PASSWORD },
  });
  // The banned guy's sign-in is refused: he goes on without a session, as he would on the site.
  expect(response.status(), `${actor} sign-in`).toBe(actor === 'banned' ? 403 : 200);
  return context;
}

const firstMatch = (text: string, pattern: RegExp, what: string): string => {
  const match = pattern.exec(text);
  if (!match?.[1]) throw new Error(`no ${what} in the seeded data`);
  return match[1];
};

/** The seeded records the samples name, found through the app itself. */
async function sampleValues(visitor: APIRequestContext, girl: APIRequestContext, guy: APIRequestContext) {
  const sitemap = await (await visitor.get('/sitemap.xml')).text();
  const search = await (await visitor.get(`/api/v1/search?q=${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`)).text();
  const wrestlers = await (await visitor.get('/wrestlers')).text();
  const scammers = await (await visitor.get('/api/v1/scammers')).text();
  const myTimewasters = await (await girl.get('/api/v1/my-timewasters')).text();
  const bookings = await (await girl.get('/api/v1/bookings')).text();
  const travels = await (await girl.get('/girl/manage-travels')).text();
  const guySession = await (await guy.get('/session')).text();
  return {
    stageName: encodeURIComponent(DEMO_GIRL_STAGE_NAME),
    girlId: firstMatch(search, /"id":"(\d+)","type":"girls","attributes":\{"kind":"profile"/, 'girl id'),
    guyUserId: firstMatch(guySession, /"user_id":"([^"]+)"/, 'guy user id'),
    travelId: firstMatch(travels, /\/girl\/manage-travels\/edit\/(\d+)/, 'travel'),
    bookingId: firstMatch(bookings, /"id":"(\d+)","type":"bookings"/, 'booking'),
    timewasterId: firstMatch(myTimewasters, /"id":"(\d+)","type":"timewasters"/, 'timewaster'),
    timewasterPhotoId: firstMatch(myTimewasters, /\/api\/v1\/timewaster-photos\/(\d+)\/file/, 'timewaster photo'),
    scammerId: firstMatch(scammers, /"id":"(\d+)"/, 'scammer'),
    scammerStage: firstMatch(sitemap, /\/scammer\/([^<]+)<\/loc>/, 'scammer page'),
    reviewStage: firstMatch(sitemap, /\/review\/([^<]+)<\/loc>/, 'review page'),
    problemGirlId: firstMatch(sitemap, /\/problem-girl\/([^<]+)<\/loc>/, 'problem girl'),
    sessionGirl: firstMatch(sitemap, /\/sessiongirls\/([^<]+)<\/loc>/, 'session girl'),
    mediaKey: firstMatch(wrestlers, /\/media\/(seed\/[0-9a-f]+\.webp)/, 'public picture'),
    missing: '999999999',
  };
}

function fill(sample: string, values: Record<string, string>): string {
  return sample.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown sample value {${key}}`);
    return value;
  });
}

async function pageOutcome(response: APIResponse): Promise<Outcome | `status ${number}`> {
  const status = response.status();
  if (status >= 300 && status < 400) {
    const target = new URL(response.headers().location ?? '/', E2E_BASE_URL);
    return target.pathname === '/login' ? 'sign-in' : 'redirect';
  }
  if (status === 404) return 'missing';
  if (status !== 200) return `status ${status}`;
  const html = await response.text();
  if (UNAUTHORIZED_TEXT.test(html)) return 'sign-in';
  if (html.includes(FORBIDDEN_TEXT)) return 'forbidden';
  if (html.includes(WAITING_TEXT)) return 'waiting';
  return 'ok';
}

function routeOutcome(response: APIResponse): Outcome | `status ${number}` {
  const status = response.status();
  // 400/409/422: past the gate, refused for the empty body. 429: the public forms' per-address
  // limits, the same for every actor (the matrix sends many requests from one address).
  if (status < 400 || status === 400 || status === 409 || status === 422 || status === 429) return 'ok';
  if (status === 401) return 'sign-in';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'missing';
  return `status ${status}`;
}

async function requestRoute(context: APIRequestContext, method: string, url: string): Promise<APIResponse> {
  if (method === 'GET') return context.get(url, { maxRedirects: 0 });
  const json = url.startsWith('/api/v1/') ? 'application/vnd.api+json' : 'application/json';
  return context.fetch(url, {
    method,
    maxRedirects: 0,
    headers: { Origin: E2E_BASE_URL, 'Content-Type': json },
    data: '{}',
  });
}

test('every page and route answers each kind of actor as the authorization matrix says', async () => {
  test.setTimeout(600_000);
  const contexts = new Map<MatrixActor, APIRequestContext>();
  for (const actor of MATRIX_ACTORS) contexts.set(actor, await contextFor(actor));
  const values = await sampleValues(contexts.get('visitor')!, contexts.get('girl')!, contexts.get('guy')!);

  // Signing out ends the session the other rows need: its row goes last.
  const routes = Object.entries(ROUTE_MATRIX).sort(
    ([a], [b]) => Number(a === 'POST /logout') - Number(b === 'POST /logout'),
  );
  const observed: string[] = [];
  const mismatches: string[] = [];
  const check = async (key: string, entry: MatrixEntry, outcomeOf: (actor: MatrixActor) => Promise<string>) => {
    const outcomes: string[] = [];
    for (const [index, actor] of MATRIX_ACTORS.entries()) {
      const outcome = await outcomeOf(actor);
      outcomes.push(outcome);
      if (outcome !== entry.row[index])
        mismatches.push(`${key} as ${actor}: expected ${entry.row[index]}, got ${outcome}`);
    }
    observed.push(`'${key}': row(${outcomes.map((o) => `'${o}'`).join(', ')}),`);
  };

  for (const [pattern, entry] of Object.entries(PAGE_MATRIX)) {
    const url = fill(entry.sample, values);
    await check(pattern, entry, async (actor) => pageOutcome(await contexts.get(actor)!.get(url, { maxRedirects: 0 })));
  }
  for (const [key, entry] of routes) {
    const method = key.split(' ')[0]!;
    const url = fill(entry.sample, values);
    await check(key, entry, async (actor) => routeOutcome(await requestRoute(contexts.get(actor)!, method, url)));
  }
  for (const context of contexts.values()) await context.dispose();

  if (process.env.MATRIX_RECORD === '1') console.log(observed.join('\n'));
  expect(mismatches, mismatches.join('\n')).toEqual([]);
});
