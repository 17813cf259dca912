import 'server-only';
import type { z } from 'zod';
import { preciseIssues } from '@/lib/zod-issues';
import { AppError } from './app-error';

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';

export interface JsonApiResource<A extends object = Record<string, unknown>> {
  id: string;
  type: string;
  attributes: A;
}

export interface JsonApiErrorObject {
  status: string;
  title: string;
  detail: string;
  source?: { pointer?: string; parameter?: string };
}

export interface JsonApiErrorDocument {
  errors: JsonApiErrorObject[];
}

/** `{ data: { id, type, attributes } }`; ids are strings in JSON:API. */
export function serializeResource<A extends object>(type: string, id: string | number, attributes: A) {
  return { data: { id: String(id), type, attributes } satisfies JsonApiResource<A> };
}

/** A DTO as `{ id, attributes }`: its id, and every other field an attribute. */
export function resourceOf<T extends { id: string | number }>(dto: T): { id: T['id']; attributes: Omit<T, 'id'> } {
  const { id, ...attributes } = dto;
  return { id, attributes };
}

/** `{ data: [...] , meta? }` for lists. */
export function serializeCollection<A extends object>(
  type: string,
  items: ReadonlyArray<{ id: string | number; attributes: A }>,
  meta?: Record<string, unknown>,
) {
  const data = items.map(
    (item) => ({ id: String(item.id), type, attributes: item.attributes }) satisfies JsonApiResource<A>,
  );
  return meta ? { data, meta } : { data };
}

export function errorObject(
  status: number,
  title: string,
  detail: string,
  source?: JsonApiErrorObject['source'],
): JsonApiErrorObject {
  return source ? { status: String(status), title, detail, source } : { status: String(status), title, detail };
}

export function errorDocument(errors: JsonApiErrorObject[]): JsonApiErrorDocument {
  return { errors };
}

/** A JSON pointer (RFC 6901) for a zod issue path below `prefix`. */
export function pointerFor(path: ReadonlyArray<PropertyKey>, prefix = ''): string {
  const escaped = path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1'));
  return [prefix, ...escaped].join('/') || '/';
}

/**
 * One 400 error object per zod issue; the issue message is the spec's text (schemas carry it), a
 * union's included (preciseIssues).
 */
export function zodErrorObjects(error: z.ZodError, pointerPrefix = ''): JsonApiErrorObject[] {
  return preciseIssues(error.issues).map((issue) =>
    errorObject(400, 'Bad Request', issue.message, { pointer: pointerFor(issue.path, pointerPrefix) }),
  );
}

export function jsonApiResponse(document: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', JSON_API_MEDIA_TYPE);
  return new Response(JSON.stringify(document), { ...init, headers });
}

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

/**
 * The request body parsed as JSON. Malformed JSON is a 400 and an oversized body a 413, never a 500.
 * A content type other than JSON (application/json, application/vnd.api+json, *+json) is a 415.
 */
export async function readJsonBody(request: Request, { maxBytes = DEFAULT_MAX_BODY_BYTES } = {}): Promise<unknown> {
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (contentType && contentType !== 'application/json' && !contentType.endsWith('+json')) {
    throw new AppError('unsupported_media_type');
  }
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new AppError('payload_too_large');

  let text: string;
  try {
    text = await readLimitedText(request, maxBytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('bad_request', undefined, { cause: error });
  }
  if (text.trim() === '') throw new AppError('bad_request', 'The request body is empty.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    throw new AppError('bad_request', 'The request body is not valid JSON.');
  }
  // PostgreSQL text cannot hold NUL: refuse it here with a 400 rather than fail in the database.
  if (containsNul(parsed)) throw new AppError('bad_request', NUL_IN_BODY);
  return parsed;
}

/** The 400's text for a body holding U+0000 (our routes' JSON and Better Auth's). */
export const NUL_IN_BODY = 'The request body must not contain NUL characters.';

/** Whether any string (key or value) in a parsed JSON value holds U+0000. Iterative: deep JSON is fine. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (next.includes('\u0000')) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AppError('payload_too_large');
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
}
