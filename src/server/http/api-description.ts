import 'server-only';
import { z, type ZodType } from 'zod';

// What endpoint() records about a route for its API description (docs/decisions/027): the
// success response it answers. The params, query and body come from the spec's own parsers and
// zod schemas; this is the one part a handler does not parse. OpenAPI output: ./openapi.ts.

export type ResponseDoc =
  /** A JSON:API document whose data is one resource. */
  | { kind: 'resource'; status: number; type: string; attributes: ZodType; meta?: ZodType; description: string }
  /** A JSON:API document whose data is an array of resources. */
  | { kind: 'collection'; status: number; type: string; attributes: ZodType; meta?: ZodType; description: string }
  /** A body that is not a JSON:API resource document (a spec-fixed plain JSON answer). */
  | { kind: 'json'; status: number; schema: ZodType; contentType: string; description: string }
  /** A file (image or video bytes). */
  | { kind: 'media'; status: number; contentTypes: readonly string[]; description: string }
  /** No body (204). */
  | { kind: 'empty'; status: number; description: string };

interface DocOptions {
  status?: number;
  meta?: ZodType;
  description?: string;
}

/** `{ data: { id, type, attributes } }`. */
export function resourceDoc(type: string, attributes: ZodType, options: DocOptions = {}): ResponseDoc {
  const { status = 200, meta, description = `One ${type} resource.` } = options;
  return { kind: 'resource', status, type, attributes, meta, description };
}

/** `{ data: [{ id, type, attributes }, …] }`. */
export function collectionDoc(type: string, attributes: ZodType, options: DocOptions = {}): ResponseDoc {
  const { status = 200, meta, description = `A list of ${type} resources.` } = options;
  return { kind: 'collection', status, type, attributes, meta, description };
}

/** A JSON body of this shape (the JSON:API media type under /api/v1 unless told otherwise). */
export function jsonDoc(
  schema: ZodType,
  { status = 200, contentType = 'application/vnd.api+json', description = 'A JSON document.' } = {},
): ResponseDoc {
  return { kind: 'json', status, schema, contentType, description };
}

/** The bytes of a stored picture or video. */
export function mediaDoc(
  description: string,
  contentTypes: readonly string[] = ['image/webp', 'image/jpeg', 'image/avif', 'video/mp4'],
): ResponseDoc {
  return { kind: 'media', status: 200, contentTypes, description };
}

export const NO_CONTENT_DOC: ResponseDoc = { kind: 'empty', status: 204, description: 'Done; no body.' };

/**
 * Documents some attributes of a DTO, the rest left open (a loose object): the keys must be the
 * DTO's own, so a renamed field fails the typecheck. For the large resources (a girl, a
 * timewaster, a client profile) whose every field the description does not list.
 */
export function someAttributesOf<T>() {
  return <S extends Record<string, ZodType>>(shape: S & Record<Exclude<keyof S, keyof T>, never>) =>
    z.looseObject(shape);
}

/** An ISO 8601 timestamp as the DTOs write it (Date.toISOString()). */
export const isoTimestamp = () => z.string().describe('ISO 8601 timestamp');

/** `meta: { total }` of the lists. */
export const TOTAL_META = z.object({ total: z.number().int() });
