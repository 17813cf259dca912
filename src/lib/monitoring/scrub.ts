// What an error report may carry (decision 031): what finds a bug, never what identifies a person.
// No bodies, cookies, query strings, users or local variables; paths are route patterns; strings
// lose e-mails, phones and token-like runs; sensitive keys are replaced; SQL keeps no values.
import type { Breadcrumb, BrowserOptions, ErrorEvent, EventHint } from '@sentry/nextjs';
import { databaseErrorFacts, withoutEchoedValues, withoutQueryValues } from './database-error';

const REDACTED = '[redacted]';
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/** Standing alone: not the digits inside an id. */
const PHONE = /(?<![\w-])\+?\d(?:[\s().-]*\d){7,}(?![\w-])/g;
/** 32+ base64url characters with both cases and digits, which no identifier or word has. */
const TOKEN = /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{32,}(?![\w-])/g;
const SENSITIVE_KEY = /pass|secret|token|auth|cookie|session|e-?mail|phone|mobile|address|body|data/i;
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

/** The SDKs' defaults collect bodies, cookies and every header. */
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

export type RouteOf = (path: string) => string;

export interface ScrubOptions {
  routeOf?: RouteOf;
}

function reportedPath(path: string, routeOf: RouteOf | undefined): string {
  const bare = withoutQuery(path);
  if (!routeOf) return scrubText(bare);
  const route = routeOf(bare);
  if (route === 'public-file' || route.startsWith('/_next/')) return scrubText(bare);
  return route === 'unmatched' ? '/[unmatched]' : route;
}

export function reportedUrl(url: string, options: ScrubOptions = {}): string {
  if (url.startsWith('/')) return reportedPath(url, options.routeOf);
  const match = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?/i.exec(url);
  if (!match) return scrubText(withoutQuery(url));
  return `${match[1]}${reportedPath(match[2] ?? '/', options.routeOf)}`;
}

function reportedTransaction(name: string, options: ScrubOptions): string {
  const match = /^([A-Z]+ )?(\/\S*)$/.exec(name);
  return match ? `${match[1] ?? ''}${reportedUrl(match[2]!, options)}` : scrubText(name);
}

function reportedErrorText(text: string): string {
  return scrubText(withoutEchoedValues(withoutQueryValues(text)));
}

export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

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
    // Navigation breadcrumbs' URLs.
    for (const key of ['from', 'to']) if (typeof data[key] === 'string') data[key] = reportedUrl(data[key], options);
  }
  return {
    ...breadcrumb,
    message: breadcrumb.message ? scrubText(breadcrumb.message) : breadcrumb.message,
    data: data ? (scrubValue(data, 0, options) as Breadcrumb['data']) : undefined,
  };
}

/** With the hint's original error, a database error's facts go along as the `sql` context. */
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
