import 'server-only';
import { privateFileResponse } from '@/server/storage/serve-media';
import { collectionDoc, mediaDoc, resourceDoc, TOTAL_META } from '@/server/http/api-description';
import { z } from 'zod';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { AppError } from '@/server/http/app-error';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { anyone, endpoint, jsonApiBody, noContent, recordId, type RouteRateLimit } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { parseRecordId } from '@/lib/route-params';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { deleteTimewasterEntry } from '@/features/moderation/timewaster-decisions';
import { optionalDeletionReasonQuery } from '@/features/moderation/schema';
import { requireTimewasterReader } from './access';
import { addTimewasterPhoto, deleteTimewasterPhoto, readTimewasterPhotoFile } from './photos';
import {
  getTimewaster,
  listMyTimewasters,
  listTimewasterComments,
  listTimewasterPhotos,
  searchTimewasters,
} from './queries';
import {
  SearchParamsSchema,
  ThumbCreateSchema,
  ThumbUpdateSchema,
  TimewasterCommentSchema,
  TimewasterEmailSchema,
  TimewasterPatchSchema,
  TimewasterPhoneSchema,
  TimewasterPhotoSchema,
  TimewasterSchema,
} from './schema';
import {
  addTimewasterComment,
  addTimewasterEmail,
  addTimewasterPhone,
  reportTimewaster,
  updateTimewaster,
} from './service';
import type { TimewasterDto } from './types';
import { createThumb, deleteThumb, updateThumb } from './votes';
import {
  TIMEWASTER_ATTRIBUTES,
  SEARCH_META,
  TIMEWASTER_COMMENT_ATTRIBUTES,
  TIMEWASTER_PHOTO_ATTRIBUTES,
} from './response-schemas';

// REST handlers of spec §7 Timewasters. The actor gate comes first, before the id, the query or
// the body: a visitor or guy (or a girl nobody has vetted) gets the very same 404 for every
// method, id and body.

/** The feature's gate: a vetted girl or a moderator, everyone else the 404 of a missing record. */
function timewasterReader(actor: Actor): SignedInActor {
  requireTimewasterReader(actor);
  return actor;
}

/** Bursts are refused with 429 (per account, across every app instance). */
export const RATE_LIMITS = {
  report: { limit: 10, windowMs: 10 * 60_000 },
  comment: { limit: 20, windowMs: 10 * 60_000 },
  vote: { limit: 30, windowMs: 60_000 },
  contact: { limit: 30, windowMs: 10 * 60_000 },
} as const;

function perAccount(kind: keyof typeof RATE_LIMITS): RouteRateLimit<SignedInActor> {
  return {
    limiter: createDatabaseRateLimiter(RATE_LIMITS[kind]),
    key: ({ actor }) => `timewaster-${kind}:${actor.userId}`,
  };
}
const limits = {
  report: perAccount('report'),
  comment: perAccount('comment'),
  vote: perAccount('vote'),
  contact: perAccount('contact'),
};

/** filter[timewasterId]: one that is not a record id is the same 404 as a missing record. */
const FilterQuery = z.object({ 'filter[timewasterId]': z.unknown().optional() });
function filterId(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const id = parseRecordId(raw);
  if (id === null) throw new AppError('not_found');
  return id;
}

const Include = z.union([z.string(), z.array(z.string())]).optional();

/** include[]=timewasterEmails (also include=timewasterEmails, the JSON:API spelling). */
function wantsEmails(query: { 'include[]'?: string | string[]; include?: string | string[] }): boolean {
  const values = [query['include[]'], query.include].flat().filter((v): v is string => typeof v === 'string');
  return values.flatMap((v) => v.split(',')).includes('timewasterEmails');
}

const OneValue = z.union([z.string(), z.array(z.string()).transform((values) => values[0])]).optional();
/** q / filter[search], page / page[number], limit / page[size] (the spec's spellings); lenient like the page. */
const SearchQuery = z
  .object({
    q: OneValue,
    'filter[search]': OneValue,
    page: OneValue,
    'page[number]': OneValue,
    limit: OneValue,
    'page[size]': OneValue,
    'include[]': Include,
    include: Include,
  })
  .transform((query) => ({
    search: SearchParamsSchema.parse({
      q: query.q ?? query['filter[search]'] ?? '',
      page: query.page ?? query['page[number]'],
      limit: query.limit ?? query['page[size]'],
    }),
    includeEmails: wantsEmails(query),
  }));
const IncludeQuery = z.object({ 'include[]': Include, include: Include });

function resource(dto: TimewasterDto, includeEmails: boolean) {
  const { id, ...attributes } = dto;
  const data = {
    id: String(id),
    type: 'timewasters',
    attributes,
    relationships: includeEmails
      ? { timewasterEmails: { data: dto.emails.map((e) => ({ type: 'timewasterEmails', id: String(e.id) })) } }
      : undefined,
  };
  const included = includeEmails
    ? dto.emails.map((e) => ({
        type: 'timewasterEmails',
        id: String(e.id),
        attributes: { email: e.email, createdAt: e.createdAt, timewasterId: id },
      }))
    : [];
  return { data, included };
}

// GET /api/v1/timewasters?q=…&page=… (also /api/v1/search-timewasters) – search with a total count
export const searchRoute = endpoint(
  {
    summary: 'Search the timewaster database (name, phone, e-mail, city)',
    response: collectionDoc('timewasters', TIMEWASTER_ATTRIBUTES, { meta: SEARCH_META }),
    actor: timewasterReader,
    query: SearchQuery,
  },
  async ({ actor, query: { search, includeEmails } }) => {
    const result = await searchTimewasters(actor, search);
    const docs = result.items.map((item) => resource(item, includeEmails));
    return jsonApiResponse({
      data: docs.map((d) => d.data),
      ...(includeEmails ? { included: docs.flatMap((d) => d.included) } : {}),
      meta: { total: result.total, totalCapped: result.totalCapped, page: result.page, limit: result.limit },
    });
  },
);

// POST /api/v1/timewasters – report a timewaster
export const reportRoute = endpoint(
  { actor: timewasterReader, body: jsonApiBody('timewasters', TimewasterSchema), rateLimit: limits.report },
  async ({ actor, body }) => {
    const { id } = await reportTimewaster(actor, body);
    return jsonApiResponse({ data: resource(await getTimewaster(actor, id), false).data }, { status: 201 });
  },
);

// GET /api/v1/timewasters/{id} – one timewaster card
export const getRoute = endpoint(
  {
    summary: 'One timewaster report (include=timewasterEmails adds his e-mails)',
    response: resourceDoc('timewasters', TIMEWASTER_ATTRIBUTES),
    actor: timewasterReader,
    params: { id: recordId },
    query: IncludeQuery,
  },
  async ({ actor, params, query }) => {
    const { data, included } = resource(await getTimewaster(actor, params.id), wantsEmails(query));
    return jsonApiResponse(included.length ? { data, included } : { data });
  },
);

// PATCH /api/v1/timewasters/{id} – edit (own report; moderators any, audited)
export const patchRoute = endpoint(
  { actor: timewasterReader, params: { id: recordId }, body: jsonApiBody('timewasters', TimewasterPatchSchema) },
  async ({ actor, params, body }) => {
    await updateTimewaster(actor, params.id, body);
    return jsonApiResponse({ data: resource(await getTimewaster(actor, params.id), false).data });
  },
);

// DELETE /api/v1/timewasters/{id} – delete with its comments, e-mails, phones, photos and thumbs
// (a moderator deleting another's entry gives ?reasonCode=…&reason=…, decision 037)
export const deleteRoute = endpoint(
  {
    actor: timewasterReader,
    params: { id: recordId },
    query: optionalDeletionReasonQuery('timewaster-report'),
  },
  async ({ actor, params, query }) => {
    if (!(await deleteTimewasterEntry(actor, params.id, query))) throw new AppError('not_found');
    return jsonApiResponse({ data: { id: String(params.id), type: 'timewasters' } });
  },
);

// GET /api/v1/my-timewasters – the signed-in girl's own reports
export const myTimewastersRoute = endpoint(
  {
    summary: 'The timewasters the signed-in girl reported',
    response: collectionDoc('timewasters', TIMEWASTER_ATTRIBUTES, { meta: TOTAL_META }),
    actor: timewasterReader,
  },
  async ({ actor }) => {
    const items = await listMyTimewasters(actor);
    return jsonApiResponse({ data: items.map((item) => resource(item, false).data), meta: { total: items.length } });
  },
);

// GET /api/v1/timewaster-comments?filter[timewasterId]={id} – comments (moderators: all, no filter)
export const listCommentsRoute = endpoint(
  {
    summary: 'Comments on a timewaster report',
    response: collectionDoc('timewasterComments', TIMEWASTER_COMMENT_ATTRIBUTES),
    actor: timewasterReader,
    query: FilterQuery,
  },
  async ({ actor, query }) => {
    const comments = await listTimewasterComments(actor, filterId(query['filter[timewasterId]']));
    return jsonApiResponse(
      serializeCollection(
        'timewasterComments',
        comments.map(({ id, ...attributes }) => ({ id, attributes })),
      ),
    );
  },
);

// POST /api/v1/timewaster-comments – leave a comment (named or anonymous)
export const addCommentRoute = endpoint(
  {
    actor: timewasterReader,
    body: jsonApiBody('timewasterComments', TimewasterCommentSchema),
    rateLimit: limits.comment,
  },
  async ({ actor, body }) => {
    const { id, createdAt, ...rest } = await addTimewasterComment(actor, body);
    return jsonApiResponse(
      serializeResource('timewasterComments', id, { ...rest, createdAt: createdAt.toISOString() }),
      { status: 201 },
    );
  },
);

// POST /api/v1/timewaster-phones – add a phone (digits)
export const addPhoneRoute = endpoint(
  { actor: timewasterReader, body: jsonApiBody('timewasterPhones', TimewasterPhoneSchema), rateLimit: limits.contact },
  async ({ actor, body }) => {
    const { id, createdAt, ...rest } = await addTimewasterPhone(actor, body);
    return jsonApiResponse(serializeResource('timewasterPhones', id, { ...rest, createdAt: createdAt.toISOString() }), {
      status: 201,
    });
  },
);

// POST /api/v1/timewaster-emails – add an e-mail
export const addEmailRoute = endpoint(
  { actor: timewasterReader, body: jsonApiBody('timewasterEmails', TimewasterEmailSchema), rateLimit: limits.contact },
  async ({ actor, body }) => {
    const { id, createdAt, ...rest } = await addTimewasterEmail(actor, body);
    return jsonApiResponse(serializeResource('timewasterEmails', id, { ...rest, createdAt: createdAt.toISOString() }), {
      status: 201,
    });
  },
);

// GET /api/v1/timewaster-photos/?filter[timewasterId]={id}&sort=-id – a report's photos
export const listPhotosRoute = endpoint(
  {
    summary: "A timewaster report's photos",
    response: collectionDoc('timewasterPhotos', TIMEWASTER_PHOTO_ATTRIBUTES),
    actor: timewasterReader,
    query: FilterQuery,
  },
  async ({ actor, query }) => {
    const timewasterId = filterId(query['filter[timewasterId]']);
    if (timewasterId === undefined) throw new AppError('not_found');
    const photos = await listTimewasterPhotos(actor, timewasterId);
    return jsonApiResponse(
      serializeCollection(
        'timewasterPhotos',
        photos.map(({ id, ...attributes }) => ({ id, attributes })),
      ),
    );
  },
);

// POST /api/v1/timewaster-photos – upload a photo (image64), re-encoded
export const addPhotoRoute = endpoint(
  {
    actor: timewasterReader,
    body: jsonApiBody('timewasterPhotos', TimewasterPhotoSchema, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 }),
    rateLimit: limits.contact,
  },
  async ({ actor, body }) => {
    const { id, ...rest } = await addTimewasterPhoto(actor, body);
    return jsonApiResponse(serializeResource('timewasterPhotos', id, rest), { status: 201 });
  },
);

const PhotoFileQuery = z.object({ variant: z.enum(['large', 'thumb']).optional() });

// GET /api/v1/timewaster-photos/{id}/file?variant=thumb – a photo's file, for readers of its report only
export const photoFileRoute = endpoint(
  {
    summary: "A timewaster photo's file (readers of its report only)",
    response: mediaDoc('The picture.'),
    actor: anyone,
    params: { id: recordId },
    query: PhotoFileQuery,
  },
  async ({ actor, params, query }) => {
    const file = await readTimewasterPhotoFile(actor, params.id, query.variant ?? 'large');
    return privateFileResponse(file);
  },
);

// DELETE /api/v1/timewaster-photos/{id} – remove a photo
export const deletePhotoRoute = endpoint(
  { actor: timewasterReader, params: { id: recordId } },
  async ({ actor, params }) => {
    await deleteTimewasterPhoto(actor, params.id);
    return noContent();
  },
);

// POST /api/v1/thumbs – vote on a timewaster (thumbs down 1, up 2)
export const createThumbRoute = endpoint(
  { actor: timewasterReader, body: jsonApiBody('thumbs', ThumbCreateSchema), rateLimit: limits.vote },
  async ({ actor, body }) => {
    const { id, ...rest } = await createThumb(actor, body);
    return jsonApiResponse(serializeResource('thumbs', id, rest), { status: 201 });
  },
);

// PATCH /api/v1/thumbs/{id} – switch one's own vote
export const updateThumbRoute = endpoint(
  {
    actor: timewasterReader,
    params: { id: recordId },
    body: jsonApiBody('thumbs', ThumbUpdateSchema),
    rateLimit: limits.vote,
  },
  async ({ actor, params, body }) => {
    const { id, ...rest } = await updateThumb(actor, params.id, body);
    return jsonApiResponse(serializeResource('thumbs', id, rest));
  },
);

// DELETE /api/v1/thumbs/{id} – remove one's own vote
export const deleteThumbRoute = endpoint(
  { actor: timewasterReader, params: { id: recordId }, rateLimit: limits.vote },
  async ({ actor, params }) => {
    await deleteThumb(actor, params.id);
    return noContent();
  },
);
