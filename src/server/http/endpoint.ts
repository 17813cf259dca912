import 'server-only';
import { z, ZodError, type ZodType } from 'zod';
import { parseRecordId, queryRecord, segmentValue } from '@/lib/route-params';
import { preciseIssues } from '@/lib/zod-issues';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requireActor, requirePermission, type Permission } from '@/server/auth/permissions';
import { isEnabled } from '@/server/flags';
import type { FlagName } from '@/lib/flags';
import type { ResponseDoc } from './api-description';
import { AppError } from './app-error';
import { negotiateJsonApi } from './content-negotiation';
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from './json-api';
import { enforceRateLimit, type RateLimiter } from './rate-limit';
import { handleRoute } from './route-handler';

// The one HTTP edge (decision 014): every route handler is `endpoint(spec, handler)`; nothing else
// turns cookies into an actor or parses a request.

export type ActorGate<A> = (actor: Actor) => A;

export const anyone: ActorGate<Actor> = (actor) => actor;

export function permitted(permission: Permission): ActorGate<SignedInActor> {
  return (actor) => {
    requirePermission(actor, permission);
    return actor;
  };
}

export const signedIn: ActorGate<SignedInActor> = (actor) => {
  requireActor(actor);
  return actor;
};

export type ParamParser<T> = (raw: string) => T;

const PARAM_SCHEMAS = new WeakMap<ParamParser<unknown>, Record<string, unknown>>();

export function paramSchema(parse: ParamParser<unknown>): Record<string, unknown> {
  return PARAM_SCHEMAS.get(parse) ?? { type: 'string' };
}

/** A record id segment: anything but a positive integer is the same 404 as a missing record. */
export const recordId: ParamParser<number> = (raw) => {
  const id = parseRecordId(segmentValue(raw));
  if (id === null) throw new AppError('not_found');
  return id;
};

/** A text segment (a stage name), decoded once; control characters and huge ones are a 404. */
export const segment: ParamParser<string> = (raw) => {
  const value = segmentValue(raw);
  // PostgreSQL text cannot store NUL; such a segment names nothing.
  if (value.length > 256 || /[\u0000-\u001f\u007f]/.test(value)) throw new AppError('not_found');
  return value;
};

/** An account id segment (letters, digits, '_' and '-'); anything else (%00 included) is a 404. */
export const accountId: ParamParser<string> = (raw) => {
  const id = segmentValue(raw);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new AppError('not_found');
  return id;
};

PARAM_SCHEMAS.set(recordId, { type: 'string', pattern: '^[1-9][0-9]*$', description: 'A record id.' });
PARAM_SCHEMAS.set(segment, { type: 'string', maxLength: 256 });
PARAM_SCHEMAS.set(accountId, { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$', description: 'An account id.' });

export type BodyDescription =
  { kind: 'jsonApi'; types: Readonly<Record<string, ZodType>>; withId: boolean } | { kind: 'json'; schema: ZodType };

export interface BodyParser<T> {
  read(request: Request): Promise<T>;
  pointerPrefix: string;
  describe: BodyDescription;
}

const Envelope = z.object({
  data: z.object({
    type: z.unknown(),
    id: z.union([z.string(), z.number()]).transform(String).optional(),
    attributes: z.unknown().optional(),
  }),
});

async function readDocument(request: Request, maxBytes: number): Promise<z.output<typeof Envelope>['data']> {
  const parsed = Envelope.safeParse(await readJsonBody(request, { maxBytes }));
  if (!parsed.success)
    throw new AppError('bad_request', 'The request body must be a JSON:API document with data.', {
      source: { pointer: '/data' },
    });
  return parsed.data.data;
}

/** The attributes of `{ data: { type, attributes } }`, parsed with the schema. */
export function jsonApiBody<S extends ZodType>(
  type: string,
  attributes: S,
  { maxBytes = DEFAULT_MAX_BODY_BYTES } = {},
): BodyParser<z.output<S>> {
  return {
    pointerPrefix: '/data/attributes',
    describe: { kind: 'jsonApi', types: { [type]: attributes }, withId: false },
    async read(request) {
      const data = await readDocument(request, maxBytes);
      if (data.type !== type)
        throw new AppError('bad_request', `data.type must be '${type}'`, { source: { pointer: '/data/type' } });
      return attributes.parse(data.attributes ?? {}) as z.output<S>;
    },
  };
}

export function jsonApiResourceBody<S extends ZodType>(
  type: string,
  attributes: S,
  { maxBytes = DEFAULT_MAX_BODY_BYTES } = {},
): BodyParser<{ id: string | undefined; attributes: z.output<S> }> {
  return {
    pointerPrefix: '/data/attributes',
    describe: { kind: 'jsonApi', types: { [type]: attributes }, withId: true },
    async read(request) {
      const data = await readDocument(request, maxBytes);
      if (data.type !== type)
        throw new AppError('bad_request', `data.type must be '${type}'`, { source: { pointer: '/data/type' } });
      return { id: data.id, attributes: attributes.parse(data.attributes ?? {}) as z.output<S> };
    },
  };
}

export function jsonApiUnionBody<M extends Record<string, ZodType>>(
  schemas: M,
  { maxBytes = DEFAULT_MAX_BODY_BYTES } = {},
): BodyParser<{ [K in keyof M]: { type: K; attributes: z.output<M[K]> } }[keyof M]> {
  return {
    pointerPrefix: '/data/attributes',
    describe: { kind: 'jsonApi', types: schemas, withId: true },
    async read(request) {
      const data = await readDocument(request, maxBytes);
      const type = typeof data.type === 'string' && Object.hasOwn(schemas, data.type) ? data.type : null;
      if (!type) {
        const names = Object.keys(schemas)
          .map((name) => `'${name}'`)
          .join(' or ');
        throw new AppError('bad_request', `data.type must be ${names}`, { source: { pointer: '/data/type' } });
      }
      return { type, attributes: schemas[type]!.parse(data.attributes ?? {}) } as never;
    },
  };
}

export function jsonBody<S extends ZodType>(
  schema: S,
  { maxBytes = DEFAULT_MAX_BODY_BYTES } = {},
): BodyParser<z.output<S>> {
  return {
    pointerPrefix: '',
    describe: { kind: 'json', schema },
    async read(request) {
      return schema.parse(await readJsonBody(request, { maxBytes })) as z.output<S>;
    },
  };
}

/** Refused with 429 and Retry-After once `key` is over it (a null key is not counted). */
export interface RouteRateLimit<A> {
  limiter: RateLimiter;
  key: (input: { actor: A; request: Request }) => string | null;
}

export interface EndpointSpec<A, P extends Record<string, ParamParser<unknown>>, Q, B> {
  summary?: string;
  /** Every GET under /api/v1 has one (tests/integration/openapi.test.ts). */
  response?: ResponseDoc;
  /** While it is off the route answers 404 like an unknown path. */
  flag?: FlagName;
  /** Without it the handler gets no actor (no session lookup). */
  actor?: ActorGate<A>;
  params?: P;
  /** One value per key, or an array for a repeated key. */
  query?: ZodType<Q>;
  body?: BodyParser<B>;
  rateLimit?: RouteRateLimit<A> | readonly RouteRateLimit<A>[];
  /** For a route whose spec fixes another error format (PATCH /migrate_profile). */
  renderError?: (error: AppError | ZodError) => Response | null;
}

export interface EndpointInput<A, P extends Record<string, ParamParser<unknown>>, Q, B> {
  request: Request;
  actor: A;
  params: { [K in keyof P]: ReturnType<P[K]> };
  query: Q;
  body: B;
}

export type EndpointDescription = EndpointSpec<unknown, Record<string, ParamParser<unknown>>, unknown, unknown>;

const DESCRIPTIONS = new WeakMap<object, EndpointDescription>();

export function describeEndpoint(handler: unknown): EndpointDescription | undefined {
  return typeof handler === 'function' ? DESCRIPTIONS.get(handler) : undefined;
}

export interface RouteContext {
  params?: Promise<Record<string, string | string[] | undefined>>;
}

function isJsonApiPath(request: Request): boolean {
  return new URL(request.url).pathname.startsWith('/api/v1/');
}

function parseQuery<Q>(schema: ZodType<Q>, url: URL): Q {
  const parsed = schema.safeParse(queryRecord(url.searchParams));
  if (parsed.success) return parsed.data;
  const [issue] = preciseIssues(parsed.error.issues);
  throw new AppError('bad_request', issue?.message, { source: { parameter: String(issue?.path[0] ?? '') } });
}

/**
 * The flag and the actor first (a gate's 404 before anything about the request), then the rate
 * limit (bad requests count too), params, query and body.
 */
export function endpoint<
  A = undefined,
  P extends Record<string, ParamParser<unknown>> = Record<never, never>,
  Q = undefined,
  B = undefined,
>(
  spec: EndpointSpec<A, P, Q, B>,
  handler: (input: EndpointInput<A, P, Q, B>) => Promise<Response> | Response,
): (request: Request, context?: RouteContext) => Promise<Response> {
  const run = async (request: Request, context: RouteContext | undefined): Promise<Response> => {
    if (spec.flag && !isEnabled(spec.flag)) throw new AppError('not_found');
    // /api/v1 speaks JSON:API: its 415/406 rules first.
    if (isJsonApiPath(request)) negotiateJsonApi(request.headers);
    const actor = (spec.actor ? spec.actor(await getActorFromHeaders(request.headers)) : undefined) as A;
    for (const limit of [spec.rateLimit ?? []].flat()) {
      const key = limit.key({ actor, request });
      if (key !== null) await enforceRateLimit(limit.limiter, key);
    }
    const rawParams = (await context?.params) ?? {};
    const params = {} as Record<string, unknown>;
    for (const [name, parse] of Object.entries(spec.params ?? {})) {
      const raw = rawParams[name];
      if (typeof raw !== 'string') throw new AppError('not_found');
      params[name] = parse(raw);
    }
    const query = (spec.query ? parseQuery(spec.query, new URL(request.url)) : undefined) as Q;
    const body = (spec.body ? await spec.body.read(request) : undefined) as B;
    return handler({ request, actor, params: params as EndpointInput<A, P, Q, B>['params'], query, body });
  };
  const { renderError } = spec;
  const withErrors = renderError
    ? async (request: Request, context: RouteContext | undefined) => {
        try {
          return await run(request, context);
        } catch (error) {
          const custom = error instanceof AppError || error instanceof ZodError ? renderError(error) : null;
          if (custom) return custom;
          throw error;
        }
      }
    : run;
  const route = handleRoute(withErrors, { pointerPrefix: spec.body?.pointerPrefix ?? '' });
  DESCRIPTIONS.set(route, spec as unknown as EndpointDescription);
  return route;
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}
