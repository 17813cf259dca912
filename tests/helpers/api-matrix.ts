import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { girlPhotos, girls, guys, posts } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import {
  DEMO_GIRL,
  DEMO_GIRL_STAGE_NAME,
  DEMO_GUY,
  DEMO_MODERATOR,
  DEMO_OTHER_GIRL,
  DEMO_PASSWORD,
  DEMO_PENDING_GIRL,
  seedDemo,
} from '../../scripts/seed';
import { ROUTE_MATRIX, type MatrixActor } from '../authorization-matrix';
import { signIn } from './auth';

// The /api/v1 rows of tests/authorization-matrix.ts, requested through the route handlers
// themselves (no server) as each kind of actor against the seeded demo database, the way
// tests/e2e/authorization-matrix.spec.ts requests them from the built app: GETs as they are,
// other methods with an empty JSON:API document. The JSON:API and OpenAPI tests check what comes back.

const APP = path.resolve(import.meta.dirname, '../../src/app');

/** The actors of the matrix that can hold a session (the banned guy's sign-in is refused: a visitor). */
export const API_ACTORS = [
  'visitor',
  'guy',
  'girl',
  'otherGirl',
  'pendingGirl',
  'moderator',
] as const satisfies readonly MatrixActor[];
export type ApiActor = (typeof API_ACTORS)[number];

const ACCOUNTS: Record<Exclude<ApiActor, 'visitor'>, string> = {
  guy: DEMO_GUY.username,
  girl: DEMO_GIRL.username,
  otherGirl: DEMO_OTHER_GIRL.username,
  pendingGirl: DEMO_PENDING_GIRL.username,
  moderator: DEMO_MODERATOR.username,
};

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface ApiCall {
  /** 'GET /api/v1/girls/[id]': the matrix key. */
  key: string;
  method: string;
  /** The route pattern, e.g. /api/v1/girls/[id]. */
  pattern: string;
  /** The URL requested, sample values filled in. */
  url: string;
  actor: ApiActor;
  response: Response;
}

/** Loads the route module of a pattern (/api/v1/girls/[id] → src/app/api/v1/girls/[id]/route.ts). */
export async function routeModule(pattern: string): Promise<Record<string, unknown>> {
  return (await import(path.join(APP, pattern, 'route.ts'))) as Record<string, unknown>;
}

/** The path params of a URL for a pattern: /api/v1/girls/[id] and /api/v1/girls/12 → {id: '12'}. */
export function paramsOf(pattern: string, url: string): Record<string, string> {
  const names = pattern.split('/');
  const values = new URL(url, 'http://localhost').pathname.split('/');
  const params: Record<string, string> = {};
  names.forEach((segment, index) => {
    const name = /^\[(\w+)\]$/.exec(segment)?.[1];
    if (name) params[name] = values[index]!;
  });
  return params;
}

export interface MatrixSetup {
  cookies: Record<ApiActor, string | undefined>;
  values: Record<string, string>;
}

async function callRoute(
  pattern: string,
  method: string,
  url: string,
  cookie: string | undefined,
  headers: Record<string, string> = {},
  body = '{}',
): Promise<Response> {
  const handler = (await routeModule(pattern))[method] as Handler | undefined;
  if (!handler) throw new Error(`${pattern} exports no ${method}`);
  const defaults: Record<string, string> = method === 'GET' ? {} : { 'Content-Type': 'application/vnd.api+json' };
  const init: RequestInit = { method, headers: { ...defaults, ...(cookie ? { Cookie: cookie } : {}), ...headers } };
  if (method !== 'GET') init.body = body;
  return handler(new Request(`http://localhost:3000${url}`, init), {
    params: Promise.resolve(paramsOf(pattern, url)),
  });
}

/** A GET through the route handler of `pattern`, as this cookie. */
export async function getJson(pattern: string, url: string, cookie?: string): Promise<unknown> {
  const response = await callRoute(pattern, 'GET', url, cookie);
  return response.json();
}

const firstId = (document: unknown, what: string): string => {
  const data = (document as { data?: { id?: string }[] }).data;
  const id = data?.[0]?.id;
  if (!id) throw new Error(`no ${what} in the seeded data`);
  return id;
};

/** Seeds the demo data, signs the matrix's actors in and finds the records the samples name. */
export async function setUpMatrix(): Promise<MatrixSetup> {
  const db = await getDb();
  await seedDemo(db, { report: () => {} });
  const cookies: Record<ApiActor, string | undefined> = { visitor: undefined } as Record<ApiActor, string | undefined>;
  for (const [actor, username] of Object.entries(ACCOUNTS))
    cookies[actor as ApiActor] = await signIn(username, DEMO_PASSWORD);

  const search = await getJson('/api/v1/search', `/api/v1/search?q=${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  const girlId = firstId(search, 'girl');
  const [guy] = await db.select({ userId: guys.userId }).from(guys).where(eq(guys.username, DEMO_GUY.username));
  const [pendingPhoto] = await db
    .select({ id: girlPhotos.id })
    .from(girlPhotos)
    .where(eq(girlPhotos.approved, false))
    .limit(1);
  // A post of the pending girl whose picture waits for her approval (private until then).
  const [pendingGirl] = await db
    .select({ id: girls.id })
    .from(girls)
    .where(eq(girls.username, DEMO_PENDING_GIRL.username))
    .limit(1);
  const privateKey = `private/matrix-post-${pendingGirl?.id}.webp`;
  await getStorage().put(privateKey, new Uint8Array([82, 73, 70, 70]), 'image/webp');
  const [pendingPost] = await db
    .insert(posts)
    .values({ girlId: pendingGirl!.id, comment: 'Waiting for approval', storageKey: privateKey, fileType: 'image' })
    .returning({ id: posts.id });
  const myTimewasters = await getJson('/api/v1/my-timewasters', '/api/v1/my-timewasters', cookies.girl);
  const timewasterPhoto = /\/api\/v1\/timewaster-photos\/(\d+)\/file/.exec(JSON.stringify(myTimewasters))?.[1];
  if (!guy || !pendingPhoto || !timewasterPhoto) throw new Error('the seeded data lacks a sample record');
  const values: Record<string, string> = {
    girlId,
    guyUserId: guy.userId,
    travelId: firstId(await getJson('/api/v1/travels', `/api/v1/travels?girlId=${girlId}`), 'travel'),
    bookingId: firstId(await getJson('/api/v1/bookings', '/api/v1/bookings', cookies.girl), 'booking'),
    timewasterId: firstId(myTimewasters, 'timewaster'),
    timewasterPhotoId: timewasterPhoto,
    scammerId: firstId(await getJson('/api/v1/scammers', '/api/v1/scammers'), 'scammer'),
    pendingPhotoId: String(pendingPhoto.id),
    pendingPostId: String(pendingPost!.id),
    missing: '999999999',
  };
  return { cookies, values };
}

export function fill(sample: string, values: Record<string, string>): string {
  return sample.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown sample value {${key}}`);
    return value;
  });
}

/** The /api/v1 rows of the matrix: [key, method, pattern, sample]. */
export function apiRows(): { key: string; method: string; pattern: string; sample: string }[] {
  return Object.entries(ROUTE_MATRIX)
    .filter(([key]) => key.split(' ')[1]!.startsWith('/api/v1/'))
    .map(([key, entry]) => {
      const [method, pattern] = key.split(' ') as [string, string];
      return { key, method, pattern, sample: entry.sample };
    });
}

/** Every /api/v1 row of the matrix as every actor (sequentially: rate limits and one database). */
export async function callMatrix(
  setup: MatrixSetup,
  rows = apiRows(),
  actors: readonly ApiActor[] = API_ACTORS,
): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  for (const { key, method, pattern, sample } of rows) {
    const url = fill(sample, setup.values);
    for (const actor of actors) {
      const response = await callRoute(pattern, method, url, setup.cookies[actor]);
      calls.push({ key, method, pattern, url, actor, response });
    }
  }
  return calls;
}

export { callRoute };
