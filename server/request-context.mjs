// One id per request: every log line written while the request is handled carries
// it (src/server/logger.ts reads it from this AsyncLocalStorage), and the response returns it as
// X-Request-Id. An id arriving in X-Request-Id is kept only from one of our own proxies
// (TRUSTED_PROXIES) and only when it matches a strict pattern, so a client cannot put text of its
// choosing into our logs; otherwise a fresh UUID.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

const KEY = Symbol.for('matside.requestContext');

/** Shared through globalThis: our server sets it, the app's bundled modules read it. */
export const requestContext = (globalThis[KEY] ??= new AsyncLocalStorage());

/** Letters, digits, '-', '_' and '.', 8 to 64 of them: UUIDs and the ids proxies generate. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: a proxy's well-formed one, else a new one. */
export function requestIdFor(given, fromTrustedProxy) {
  const value = Array.isArray(given) ? given[0] : given;
  return fromTrustedProxy && typeof value === 'string' && REQUEST_ID_PATTERN.test(value) ? value : randomUUID();
}

/** The id of the request being handled, if any. */
export function currentRequestId() {
  return requestContext.getStore()?.requestId;
}
