import 'server-only';
import { z, type ZodType } from 'zod';

// The success response endpoint() records for the API description (decision 027); params, query
// and body come from the parsers themselves.

export type ResponseDoc =
  | { kind: 'resource'; status: number; type: string; attributes: ZodType; meta?: ZodType; description: string }
  | { kind: 'collection'; status: number; type: string; attributes: ZodType; meta?: ZodType; description: string }
  | { kind: 'json'; status: number; schema: ZodType; contentType: string; description: string }
  | { kind: 'media'; status: number; contentTypes: readonly string[]; description: string }
  | { kind: 'empty'; status: number; description: string };

interface DocOptions {
  status?: number;
  meta?: ZodType;
  description?: string;
}

export function resourceDoc(type: string, attributes: ZodType, options: DocOptions = {}): ResponseDoc {
  const { status = 200, meta, description = `One ${type} resource.` } = options;
  return { kind: 'resource', status, type, attributes, meta, description };
}

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

export function mediaDoc(
  description: string,
  contentTypes: readonly string[] = ['image/webp', 'image/jpeg', 'image/avif', 'video/mp4'],
): ResponseDoc {
  return { kind: 'media', status: 200, contentTypes, description };
}

export const NO_CONTENT_DOC: ResponseDoc = { kind: 'empty', status: 204, description: 'Done; no body.' };

/** Documents some of a DTO's attributes (keys checked against the DTO), the rest left open. */
export function someAttributesOf<T>() {
  return <S extends Record<string, ZodType>>(shape: S & Record<Exclude<keyof S, keyof T>, never>) =>
    z.looseObject(shape);
}

export const isoTimestamp = () => z.string().describe('ISO 8601 timestamp');

export const TOTAL_META = z.object({ total: z.number().int() });
