import 'server-only';
import { z } from 'zod';
import { collectionDoc } from '@/server/http/api-description';
import { AppError } from '@/server/http/app-error';
import { endpoint, jsonApiBody, noContent, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection, serializeResource } from '@/server/http/json-api';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { privateFileEndpoint } from '@/server/http/private-file-endpoint';
import { addTimewasterPhoto, deleteTimewasterPhoto, readTimewasterPhotoFile } from './photos';
import { listTimewasterPhotos } from './queries';
import { TIMEWASTER_PHOTO_ATTRIBUTES } from './response-schemas';
import { FilterQuery, filterId, limits, timewasterReader } from './route-gates';
import { ThumbCreateSchema, ThumbUpdateSchema, TimewasterPhotoSchema } from './schema';
import { createThumb, deleteThumb, updateThumb } from './votes';

// REST handlers of spec §7 for a report's photos and the girls' votes on it (route-gates.ts first).

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
export const photoFileRoute = privateFileEndpoint(
  { summary: "A timewaster photo's file (readers of its report only)", file: 'The picture.', query: PhotoFileQuery },
  (actor, id, query) => readTimewasterPhotoFile(actor, id, query.variant ?? 'large'),
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
