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

/** Ids are strings in JSON:API. */
export function serializeResource<A extends object>(type: string, id: string | number, attributes: A) {
  return { data: { id: String(id), type, attributes } satisfies JsonApiResource<A> };
}

export function resourceOf<T extends { id: string | number }>(dto: T): { id: T['id']; attributes: Omit<T, 'id'> } {
  const { id, ...attributes } = dto;
  return { id, attributes };
}

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

export function pointerFor(path: ReadonlyArray<PropertyKey>, prefix = ''): string {
  const escaped = path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1'));
  return [prefix, ...escaped].join('/') || '/';
}

/** One 400 per zod issue; the message is the spec's text, a union's included. */
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

/** Malformed JSON is a 400, oversized a 413, a non-JSON content type a 415. */
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
  // PostgreSQL text cannot hold NUL.
  if (containsNul(parsed)) throw new AppError('bad_request', NUL_IN_BODY);
  return parsed;
}

export const NUL_IN_BODY = 'The request body must not contain NUL characters.';

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
