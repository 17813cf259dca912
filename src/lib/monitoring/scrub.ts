// What an error report may carry (issue 26 item 1, decision 031), the same on the server and in
// the browser (each SDK's beforeSend and beforeBreadcrumb). Reports go to a third party: they keep
// what finds a bug (the error, its stack, the route, the release, the request id) and drop what
// identifies a person.
// - No request body, ever: the timewaster, sign-up and contact forms carry names, e-mails, phones
//   and passwords, and a body is not needed to find a bug.
// - No cookies, no query strings (URLs keep their path), only a few harmless request headers (no
//   Authorization, no Cookie, no forwarding addresses), no user, no local variables of frames.
// - Every remaining string loses e-mail addresses and phone numbers, and every value under a key
//   that names a secret or a contact detail (password, token, cookie, email, phone…) is replaced.
import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/nextjs';

const REDACTED = '[redacted]';
const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi;
/**
 * Eight or more digits with the usual separators, standing alone: phone numbers in any national
 * format, but not the digits inside an id (a UUID, `req-12345678`).
 */
const PHONE = /(?<![\w-])\+?\d(?:[\s().-]*\d){7,}(?![\w-])/g;
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
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** A URL (absolute or a path) without its query string and fragment. */
export function withoutQuery(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

/** A copy of `value` with every string scrubbed and every sensitive key's value replaced. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (SENSITIVE_KEY.test(key)) return [key, REDACTED];
      if (URL_KEY.test(key) && typeof item === 'string') return [key, scrubText(withoutQuery(item))];
      return [key, scrubValue(item, depth + 1)];
    }),
  );
}

function scrubRequest(request: NonNullable<ErrorEvent['request']>): ErrorEvent['request'] {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {})
      .filter(([name]) => SAFE_HEADERS.has(name.toLowerCase()))
      .map(([name, value]) => [name, scrubText(String(value))]),
  );
  return {
    method: request.method,
    url: request.url ? scrubText(withoutQuery(request.url)) : undefined,
    headers,
  };
}

export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data ? { ...breadcrumb.data } : undefined;
  if (data) {
    // Navigation breadcrumbs name their URLs 'from' and 'to'.
    for (const key of ['from', 'to']) if (typeof data[key] === 'string') data[key] = withoutQuery(data[key]);
  }
  return {
    ...breadcrumb,
    message: breadcrumb.message ? scrubText(breadcrumb.message) : breadcrumb.message,
    data: data ? (scrubValue(data) as Breadcrumb['data']) : undefined,
  };
}

/** The event as it may leave this process (beforeSend). */
export function scrubEvent(event: ErrorEvent): ErrorEvent {
  const scrubbed: ErrorEvent = { ...event, user: undefined };
  if (event.request) scrubbed.request = scrubRequest(event.request);
  if (event.message) scrubbed.message = scrubText(event.message);
  if (event.exception?.values) {
    scrubbed.exception = {
      values: event.exception.values.map((exception) => ({
        ...exception,
        value: exception.value ? scrubText(exception.value) : exception.value,
        stacktrace: exception.stacktrace && {
          ...exception.stacktrace,
          frames: exception.stacktrace.frames?.map(({ vars: _vars, ...frame }) => frame),
        },
      })),
    };
  }
  if (event.breadcrumbs) scrubbed.breadcrumbs = event.breadcrumbs.map(scrubBreadcrumb);
  if (event.extra) scrubbed.extra = scrubValue(event.extra) as ErrorEvent['extra'];
  if (event.contexts) scrubbed.contexts = scrubValue(event.contexts) as ErrorEvent['contexts'];
  if (event.tags) scrubbed.tags = scrubValue(event.tags) as ErrorEvent['tags'];
  return scrubbed;
}
