import 'server-only';
import { z } from 'zod';
import { getActorFromHeaders } from '@/server/auth/actor';
import { AppError } from '@/server/http/app-error';
import { jsonApiResponse, parseJsonApiRequest, readJsonBody, serializeCollection, serializeResource } from '@/server/http/json-api';
import { handleRoute } from '@/server/http/route-handler';
import { MAX_VIDEO64_LENGTH } from '@/server/images';
import { deletePhoto, listPhotos, updateProfilePicture, uploadPhoto } from './photos-service';
import { createPost } from './posts-service';
import { getGirl, listGirls, updateGirlProfile } from './service';

// REST handlers of spec §7 "Girl photos" and "Girls and profiles" (JSON:API, camelCase attributes).

type IdContext = { params: Promise<{ id: string }> };

/** Media bodies: the largest upload (an mp4) in base64 plus room for the document around it. */
const MEDIA_BODY_BYTES = MAX_VIDEO64_LENGTH + 64 * 1024;
const JSON_API = { pointerPrefix: '/data/attributes' };

function idFrom(text: string | null | undefined): number {
  if (!text || !/^\d{1,9}$/.test(text)) throw new AppError('not_found');
  return Number(text);
}

export const getGirlsRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  const params = new URL(request.url).searchParams;
  const limit = Number(params.get('page[limit]') ?? 20) || 20;
  const offset = Number(params.get('page[offset]') ?? 0) || 0;
  const { items, total } = await listGirls(actor, { limit, offset });
  return jsonApiResponse(serializeCollection('girls', items, { total }));
});

export const getGirlRoute = handleRoute(async (request: Request, { params }: IdContext) => {
  const actor = await getActorFromHeaders(request.headers);
  const girl = await getGirl(actor, idFrom((await params).id));
  if (!girl) throw new AppError('not_found');
  return jsonApiResponse(serializeResource('girls', girl.id, girl.attributes));
});

const PictureAttributes = z.object({ image64: z.unknown() });

/** Profile fields (type girls) or, as the spec's call does, a new profile picture (type photos, image64). */
export const patchGirlRoute = handleRoute(async (request: Request, { params }: IdContext) => {
  const id = idFrom((await params).id);
  const actor = await getActorFromHeaders(request.headers);
  const body = (await readJsonBody(request, { maxBytes: MEDIA_BODY_BYTES })) as { data?: { type?: unknown; attributes?: unknown } } | null;
  const data = body && typeof body === 'object' ? body.data : undefined;
  if (!data || typeof data !== 'object') throw new AppError('bad_request');
  if (data.type === 'photos') {
    const { image64 } = PictureAttributes.parse(data.attributes ?? {});
    const photo = await updateProfilePicture(actor, id, image64);
    return jsonApiResponse(serializeResource('photos', photo.id, photo.attributes));
  }
  if (data.type !== 'girls') throw new AppError('bad_request', "data.type must be 'girls' or 'photos'");
  const girl = await updateGirlProfile(actor, id, data.attributes ?? {});
  return jsonApiResponse(serializeResource('girls', girl.id, girl.attributes));
}, JSON_API);

export const getPhotosRoute = handleRoute(async (request: Request) => {
  const params = new URL(request.url).searchParams;
  const girlId = Number(params.get('filter[userId]'));
  if (!Number.isInteger(girlId) || girlId <= 0) throw new AppError('bad_request', 'filter[userId] is required.');
  const sort = params.get('sort') ?? '-id';
  if (sort !== '-id' && sort !== 'id') throw new AppError('bad_request', 'sort must be id or -id.');
  const actor = await getActorFromHeaders(request.headers);
  const photos = await listPhotos(actor, girlId, { newestFirst: sort === '-id' });
  return jsonApiResponse(serializeCollection('photos', photos));
});

const UploadAttributes = z.object({ image64: z.unknown(), userId: z.coerce.number().int().positive() });

export const postPhotoRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  const { attributes } = await parseJsonApiRequest(request, 'photos', UploadAttributes, { maxBytes: MEDIA_BODY_BYTES });
  const photo = await uploadPhoto(actor, attributes);
  return jsonApiResponse(serializeResource('photos', photo.id, photo.attributes), { status: 201 });
}, JSON_API);

export const deletePhotoRoute = handleRoute(async (request: Request, { params }: IdContext) => {
  const actor = await getActorFromHeaders(request.headers);
  await deletePhoto(actor, idFrom((await params).id));
  return new Response(null, { status: 204 });
});

const PostAttributes = z.object({ comment: z.string().nullish(), image64: z.string().nullish(), userId: z.coerce.number().int().positive() });

export const postPostRoute = handleRoute(async (request: Request) => {
  const actor = await getActorFromHeaders(request.headers);
  const { attributes } = await parseJsonApiRequest(request, 'posts', PostAttributes, { maxBytes: MEDIA_BODY_BYTES });
  const post = await createPost(actor, attributes.userId, { comment: attributes.comment, image64: attributes.image64 });
  return jsonApiResponse(serializeResource('posts', post.id, post.attributes), { status: 201 });
}, JSON_API);
