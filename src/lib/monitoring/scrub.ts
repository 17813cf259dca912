// What an error report may carry (decision 031), the same on the server and in
// the browser (each SDK's beforeSend and beforeBreadcrumb). Reports go to a third party: they keep
// what finds a bug (the error, its stack, the route, the release, the request id) and drop what
// identifies a person.
// - No request body, ever: the timewaster, sign-up and contact forms carry names, e-mails, phones
//   and passwords, and a body is not needed to find a bug.
// - No cookies, no query strings (URLs keep their path), only a few harmless request headers (no
//   Authorization, no Cookie, no forwarding addresses), no user, no local variables of frames.
// - Every remaining string loses e-mail addresses and phone numbers, and every value under a key
//   that names a secret or a contact detail (password, token, cookie, email, phone…) is replaced.
// - Paths are route patterns (`/appeal/[token]`, never the token): request URLs, transactions,
//   the route tag and breadcrumbs' URLs, with the build's patterns (routeOf). Strings lose
//   anything shaped like a random token too.
// - A database error keeps its class, SQLSTATE, constraint and SQL text, never the bound values
//   (database-error.ts): Drizzle's message lists them after `params:`.
import type { Breadcrumb, BrowserOptions, ErrorEvent, EventHint } from '@sentry/nextjs';
import { databaseErrorFacts, withoutEchoedValues, withoutQueryValues } from './database-error';

const REDACTED = '[redacted]';
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/**
 * Eight or more digits with the usual separators, standing alone: phone numbers in any national
 * format, but not the digits inside an id (a UUID, `req-12345678`).
 */
const PHONE = /(?<![\w-])\+?\d(?:[\s().-]*\d){7,}(?![\w-])/g;
/**
 * A random token (an appeal link's signature, a verification token): 32 or more base64url
 * characters with upper- and lower-case letters and digits, which no identifier or word has.
 */
const TOKEN = /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{32,}(?![\w-])/g;
const SENSITIVE_KEY = /pass|secret|token|auth|cookie|session|e-?mail|phone|mobile|address|body|data/i;
/** Keys whose string value is a URL or a path: their query strings go. */
const URL_KEY = /(?:^|_)(?:url|path)$/i;
const SAFE_HEADERS = new Set([
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
  'x-request-id',
]);
const MAX_DEPTH = 8;

/**
 * What each SDK collects in the first place (its defaults collect bodies, cookies and every header):
 * the same rules, applied before beforeSend sees the event.
 */
export const DATA_COLLECTION: NonNullable<BrowserOptions['dataCollection']> = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: [...SAFE_HEADERS] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
};

export function scrubText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]').replace(TOKEN, '[token]');
}

/** The route pattern of a path (server/route-matcher.mjs): `unmatched` when no route has it. */
export type RouteOf = (path: string) => string;

export interface ScrubOptions {
  /** Without it (no build, no patterns) a path keeps only its query string's removal. */
  routeOf?: RouteOf;
}

/** A path as reports carry it: its route's pattern; Next's assets and public files as they are. */
function reportedPath(path: string, routeOf: RouteOf | undefined): string {
  const bare = withoutQuery(path);
  if (!routeOf) return scrubText(bare);
  const route = routeOf(bare);
  if (route === 'public-file' || route.startsWith('/_next/')) return scrubText(bare);
  return route === 'unmatched' ? '/[unmatched]' : route;
}

/** A URL or a path as reports carry it: the origin kept, the path made a route pattern. */
export function reportedUrl(url: string, options: ScrubOptions = {}): string {
  if (url.startsWith('/')) return reportedPath(url, options.routeOf);
  const match = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?/i.exec(url);
  if (!match) return scrubText(withoutQuery(url));
  return `${match[1]}${reportedPath(match[2] ?? '/', options.routeOf)}`;
}

/** A transaction name (`GET /path` or `/path`) with its path made a route pattern. */
function reportedTransaction(name: string, options: ScrubOptions): string {
  const match = /^([A-Z]+ )?(\/\S*)$/.exec(name);
  return match ? `${match[1] ?? ''}${reportedUrl(match[2]!, options)}` : scrubText(name);
}

/** An error's message as reported: no values bound to a query or echoed by the driver, scrubbed. */
function reportedErrorText(text: string): string {
  return scrubText(withoutEchoedValues(withoutQueryValues(text)));
}

/** A URL (absolute or a path) without its query string and fragment. */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** A copy of `value` with every string scrubbed and every sensitive key's value replaced. */
export function scrubValue(value: unknown, depth = 0, options: ScrubOptions = {}): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1, options));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (SENSITIVE_KEY.test(key)) return [key, REDACTED];
      if (URL_KEY.test(key) && typeof item === 'string') return [key, reportedUrl(item, options)];
      return [key, scrubValue(item, depth + 1, options)];
    }),
  );
}

function scrubRequest(request: NonNullable<ErrorEvent['request']>, options: ScrubOptions): ErrorEvent['request'] {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {})
      .filter(([name]) => SAFE_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => [name, scrubText(String(value))]),
  );
  return {
    method: request.method,
    url: request.url ? reportedUrl(request.url, options) : undefined,
    headers,
  };
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb, options: ScrubOptions = {}): Breadcrumb {
  const data = breadcrumb.data ? { ...breadcrumb.data } : undefined;
  if (data) {
    // Navigation breadcrumbs name their URLs 'from' and 'to'.
    for (const key of ['from', 'to']) if (typeof data[key] === 'string') data[key] = reportedUrl(data[key], options);
  }
  return {
    ...breadcrumb,
    message: breadcrumb.message ? scrubText(breadcrumb.message) : breadcrumb.message,
    data: data ? (scrubValue(data, 0, options) as Breadcrumb['data']) : undefined,
  };
}

/**
 * The event as it may leave this process (beforeSend). With the hint's original error, a database
 * error's facts go along as the `sql` context (code, constraint, table, column, query) and tags.
 */
export function scrubEvent(event: ErrorEvent, options: ScrubOptions = {}, hint?: EventHint): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event, user: undefined };
  const database = databaseErrorFacts(hint?.originalException);
  const contexts = database ? { ...event.contexts, sql: { ...database } } : event.contexts;
  const tags = database
    ? {
        ...event.tags,
        'db.code': database.code,
        ...(database.constraint ? { 'db.constraint': database.constraint } : {}),
      }
    : event.tags;
  if (event.request) scrubbed.request = scrubRequest(event.request, options);
  if (event.message) scrubbed.message = reportedErrorText(event.message);
  if (event.transaction) scrubbed.transaction = reportedTransaction(event.transaction, options);
  if (event.exception?.values) {
    scrubbed.exception = {
      values: event.exception.values.map((exception) => ({
        ...exception,
        value: exception.value ? reportedErrorText(exception.value) : exception.value,
        stacktrace: exception.stacktrace && {
          ...exception.stacktrace,
          frames: exception.stacktrace.frames?.map(({ vars: _vars, ...frame }) => frame),
        },
      })),
    };
  }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb, options));
  if (event.extra) scrubbed.extra = scrubValue(event.extra, 0, options) as ErrorEvent['extra'];
  if (contexts) scrubbed.contexts = scrubValue(contexts, 0, options) as ErrorEvent['contexts'];
  if (tags) {
    const route = typeof tags.route === 'string' ? { route: reportedUrl(tags.route, options) } : {};
    scrubbed.tags = { ...(scrubValue(tags, 0, options) as ErrorEvent['tags']), ...route };
  }
  return scrubbed;
}
