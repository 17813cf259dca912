// First: Next's modules must find AsyncLocalStorage global (../helpers/incremental-cache).
import { installIncrementalCache } from '../helpers/incremental-cache';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from '@/server/auth/auth';
import { handleAuthRequest, OPEN_AUTH_PATHS } from '@/server/auth/handler';
import { createUser } from '../helpers/timewasters';
import { createGirl } from '../helpers/girls';

// The reliability suite: every route handler under src/app, every method it exports,
// driven with hostile path params, query strings and bodies by fast-check, as a visitor, a vetted
// girl and a moderator. Bad input must get a 4xx: never a 500, never a stack trace in the body.
// The routes are found on disk, so a new route is fuzzed without anyone listing it.

const APP = path.resolve(import.meta.dirname, '../../src/app');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface RouteUnderTest {
  /** e.g. /api/v1/travels/[id] */
  pattern: string;
  params: string[];
  catchAll: boolean;
  handlers: Partial<Record<(typeof METHODS)[number], Handler>>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1e20',
    '1e308',
    'NaN',
    '9'.repeat(40),
    '%00',
    // Malformed percent-escapes: a param or query value Next could not decode.
    '%C0%80',
    '%FF',
    '%E0%A4%A',
    '%',
    '%zz',
    '\u0000',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>x</script>',
    '𝕏🙂\u202e',
    'null',
    'true',
    '[]',
    '{}',
  ),
);
const deepJson = fc
  .integer({ min: 50, max: 3000 })
  .map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown);
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  deepJson,
  fc.record({
    data: fc.record({
      type: hostileText,
      id: fc.oneof(hostileText, fc.integer()),
      attributes: fc.dictionary(hostileText, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 8 }),
    }),
  }),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'username',
      'girlId',
      'guyId',
      'id',
      'comment',
      'image64',
      'recaptcha',
      'mode',
      'stageName',
      'message',
      'token',
    ),
    fc.oneof(hostileText, fc.integer(), fc.double(), fc.boolean(), fc.constant(null)),
    { maxKeys: 8 },
  ),
);
const hostileBody = fc.oneof(
  { weight: 6, arbitrary: hostileJson.map((value) => ({ body: JSON.stringify(value), type: 'application/json' })) },
  { weight: 1, arbitrary: hostileText.map((text) => ({ body: text, type: 'application/json' })) },
  { weight: 1, arbitrary: hostileText.map((text) => ({ body: text, type: 'text/plain' })) },
  {
    weight: 1,
    arbitrary: fc.constant({
      body: JSON.stringify({ data: { type: 'x', attributes: { comment: 'x'.repeat(1024 * 1024) } } }),
      type: 'application/vnd.api+json',
    }),
  },
);
const hostileQuery = fc.array(
  fc.tuple(
    fc.oneof(
      hostileText,
      fc.constantFrom(
        'page[offset]',
        'page[limit]',
        'filter[timewasterId]',
        'q',
        'include[]',
        'variant',
        'sort',
        'next',
      ),
    ),
    hostileText,
  ),
  { maxLength: 4 },
);

/** A stack trace or an internal error message in a response body. */
const LEAK = /\n\s+at .+:\d+:\d+|node_modules\/|Error: .+\n|TypeError|ReferenceError|SyntaxError: (?!Unexpected token)/;

let routes: RouteUnderTest[] = [];
let cookies: (string | undefined)[] = [];

beforeAll(async () => {
  // Handlers that read through `unstable_cache` (the profile's gallery) find Next's incremental
  // cache, as they do inside the server.
  installIncrementalCache();
  const girl = await createGirl({ prefix: 'fuzzgirl' });
  const moderator = await createUser(['moderator'], 'fuzzmod');
  cookies = [undefined, girl.cookie, moderator.cookie];
  routes = [];
  for (const file of routeFiles(APP).sort()) {
    const pattern = path.dirname(path.relative(APP, file)).split(path.sep).join('/');
    const exported = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const handlers: RouteUnderTest['handlers'] = {};
    for (const method of METHODS)
      if (typeof exported[method] === 'function') handlers[method] = exported[method] as Handler;
    const params = [...pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map((m) => m[1]!);
    routes.push({ pattern: `/${pattern}`, params, catchAll: pattern.includes('[...'), handlers });
  }
}, 120_000);

describe('fuzzing every route handler', () => {
  it('answers hostile params, queries and bodies with a 4xx, never a 500 or a stack trace', async () => {
    expect(routes.length).toBeGreaterThan(30);
    // A failure names the seed: FUZZ_SEED=<seed> replays the same run.
    const seed = Number(process.env.FUZZ_SEED) || Date.now();
    let tried = 0;
    const failures: string[] = [];
    for (const route of routes) {
      for (const [method, handler] of Object.entries(route.handlers) as [string, Handler][]) {
        await fc.assert(
          fc.asyncProperty(
            fc.array(hostileText, { minLength: route.params.length, maxLength: route.params.length }),
            hostileQuery,
            hostileBody,
            fc.constantFrom(...cookies),
            fc.nat({ max: 255 }),
            fc.constantFrom('', '%FF', 'q=%C0%80', '%E0%A4%A=1', 'page[offset]=%'),
            async (paramValues, query, body, cookie, octet, rawQuery) => {
              let pathname = route.pattern;
              const params: Record<string, string | string[]> = {};
              route.params.forEach((name, i) => {
                const value = paramValues[i]!;
                params[name] = route.catchAll && pathname.includes(`[...${name}]`) ? value.split('/') : value;
                pathname = pathname.replace(/\[(?:\.\.\.)?[^\]]+\]/, encodeURIComponent(value) || '_');
              });
              const url = new URL(pathname, 'http://localhost:3000');
              for (const [key, value] of query) url.searchParams.append(key, value);
              // Undecodable escapes as a browser or a script sends them, not re-encoded.
              if (rawQuery) url.search = url.search ? `${url.search}&${rawQuery}` : `?${rawQuery}`;
              const headers = new Headers({
                'Content-Type': body.type,
                'x-matside-client-ip': `198.51.100.${octet}`,
                Origin: 'http://localhost:3000',
              });
              if (cookie) headers.set('cookie', cookie);
              const hasBody = method !== 'GET' && method !== 'DELETE';
              const request = new Request(url, { method, headers, body: hasBody ? body.body : undefined });
              tried += 1;
              const response = await handler(request, { params: Promise.resolve(params) });
              const text = response.body ? await response.text() : '';
              if (response.status >= 500 || LEAK.test(text)) {
                failures.push(
                  `${method} ${url.pathname}${url.search} (${body.type}, ${body.body.slice(0, 80)}) → ${response.status} ${text.slice(0, 200)}`,
                );
              }
            },
          ),
          { numRuns: 40, seed },
        );
      }
    }
    process.stdout.write(
      `[fuzz] ${tried} requests over ${routes.length} route files, ${failures.length} failures (seed ${seed})\n`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

// Better Auth's own endpoints, found from the auth instance (so an endpoint a Better Auth
// upgrade adds is fuzzed too), through our /api/auth handler. Closed ones (handler.ts,
// OPEN_AUTH_PATHS) must answer 404 to anything; open ones a 4xx at worst, never a 500 or a trace.
describe('fuzzing Better Auth\u2019s endpoints under /api/auth', () => {
  it('closed endpoints answer 404 to anything; open ones never a 500 or a stack trace', async () => {
    const auth = await getAuth();
    const endpoints = Object.values(auth.api as Record<string, { path?: string; options?: { method?: unknown } }>)
      .filter((endpoint) => typeof endpoint.path === 'string')
      .map((endpoint) => {
        const declared = endpoint.options?.method;
        const methods = (Array.isArray(declared) ? declared : [declared]).filter(
          (m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST',
        );
        return { path: endpoint.path!, methods: methods.length ? methods : (['GET', 'POST'] as const) };
      });
    expect(endpoints.map((e) => e.path)).toEqual(expect.arrayContaining(['/update-user', '/sign-in/email']));
    const seed = Number(process.env.FUZZ_SEED) || Date.now();
    let tried = 0;
    const failures: string[] = [];
    for (const { path: endpointPath, methods } of endpoints) {
      const open = OPEN_AUTH_PATHS.has(endpointPath);
      for (const method of methods) {
        await fc.assert(
          fc.asyncProperty(
            hostileText,
            hostileQuery,
            hostileBody,
            fc.constantFrom(...cookies),
            fc.nat({ max: 255 }),
            async (param, query, body, cookie, octet) => {
              const pathname = `/api/auth${endpointPath.replace(/:[a-z]+/gi, () => encodeURIComponent(param) || '_')}`;
              const url = new URL(pathname, 'http://localhost:3000');
              for (const [key, value] of query) url.searchParams.append(key, value);
              const headers = new Headers({
                'Content-Type': body.type,
                'x-matside-client-ip': `198.51.100.${octet}`,
                Origin: 'http://localhost:3000',
              });
              if (cookie) headers.set('cookie', cookie);
              const request = new Request(url, {
                method,
                headers,
                body: method === 'POST' ? body.body : undefined,
              });
              tried += 1;
              const response = await handleAuthRequest(request);
              const text = response.body ? await response.text() : '';
              const wrong = open ? response.status >= 500 || LEAK.test(text) : response.status !== 404;
              if (wrong) {
                failures.push(
                  `${method} ${url.pathname}${url.search} (${open ? 'open' : 'closed'}, ${body.body.slice(0, 80)}) → ${response.status} ${text.slice(0, 200)}`,
                );
              }
            },
          ),
          { numRuns: open ? 60 : 10, seed },
        );
      }
    }
    process.stdout.write(
      `[fuzz] ${tried} requests over ${endpoints.length} Better Auth endpoints, ${failures.length} failures (seed ${seed})\n`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
