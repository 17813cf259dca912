import 'server-only';
import { collectionDoc, resourceDoc, TOTAL_META } from '@/server/http/api-description';
import { z } from 'zod';
import { parseRecordId, recordIdSchema } from '@/lib/route-params';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { AppError } from '@/server/http/app-error';
import {
  anyone,
  endpoint,
  jsonApiBody,
  jsonApiUnionBody,
  jsonBody,
  noContent,
  recordId,
  signedIn,
} from '@/server/http/endpoint';
import { jsonApiResponse, resourceOf, serializeCollection, serializeResource } from '@/server/http/json-api';
import { MAX_IMAGE64_LENGTH, MAX_VIDEO64_LENGTH } from '@/server/images';
import { readPrivatePhotoFile } from './photo-files';
import { readPrivatePostFile } from './post-files';
import { deletePhoto, listPhotos, updateProfilePicture, uploadPhoto } from './photos-service';
import { createPost, deletePost, updatePost } from './posts-service';
import { resubmitGirlProfile } from './resubmit-service';
import { GirlProfilePatchSchema, PostEditSchema } from './schema';
import { getGirl, listGirls, profileWriteLimiter, profileWriteRateLimitKey, updateGirlProfile } from './service';
import { GIRL_SIGNUP_SUCCESS_MESSAGE, GirlSignupSchema } from './signup-schema';
import { signUpGirl } from './signup-service';
import { PHOTO_ATTRIBUTES, GIRL_ATTRIBUTES } from './response-schemas';
import { privateFileEndpoint } from '@/server/http/private-file-endpoint';

// Spec §7 "Girl photos" and "Girls and profiles".

/** The largest upload (an mp4) in base64 plus the document around it. */
const MEDIA_BODY_BYTES = MAX_VIDEO64_LENGTH + 64 * 1024;

/** At most nine digits (1e20, -1 or 1.5 are a 400). */
const pageNumber = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from 0 to 999999999.`)
    .transform(Number)
    .optional();
const GirlsQuery = z.object({ 'page[limit]': pageNumber('page[limit]'), 'page[offset]': pageNumber('page[offset]') });

// GET /api/v1/girls?page[limit]=&page[offset]= – public girls (every girl record for moderators)
export const getGirlsRoute = endpoint(
  {
    summary: "The directory's girls",
    response: collectionDoc('girls', GIRL_ATTRIBUTES, { meta: TOTAL_META }),
    actor: anyone,
    query: GirlsQuery,
  },
  async ({ actor, query }) => {
    const { items, total } = await listGirls(actor, {
      limit: query['page[limit]'] || 20,
      offset: query['page[offset]'] ?? 0,
    });
    return jsonApiResponse(serializeCollection('girls', items.map(resourceOf), { total }));
  },
);

// GET /api/v1/girls/{id} – one girl for the actor's audience
export const getGirlRoute = endpoint(
  {
    summary: 'One girl as the viewer may see her (her own record for herself and moderators)',
    response: resourceDoc('girls', GIRL_ATTRIBUTES),
    actor: anyone,
    params: { id: recordId },
  },
  async ({ actor, params }) => {
    const girl = await getGirl(actor, params.id);
    if (!girl) throw new AppError('not_found');
    return jsonApiResponse(serializeResource('girls', girl.id, resourceOf(girl).attributes));
  },
);

// PATCH /api/v1/girls/{id} – profile fields (type girls) or, as the spec's call does, a new profile picture (type photos, image64)
export const patchGirlRoute = endpoint(
  {
    actor: signedIn,
    params: { id: recordId },
    rateLimit: { limiter: profileWriteLimiter, key: ({ actor }) => profileWriteRateLimitKey(actor) },
    body: jsonApiUnionBody(
      { girls: GirlProfilePatchSchema, photos: z.object({ image64: z.unknown() }) },
      { maxBytes: MEDIA_BODY_BYTES },
    ),
  },
  async ({ actor, params, body }) => {
    if (body.type === 'photos') {
      const photo = await updateProfilePicture(actor, params.id, body.attributes.image64);
      return jsonApiResponse(serializeResource('photos', photo.id, resourceOf(photo).attributes));
    }
    const girl = await updateGirlProfile(actor, params.id, body.attributes);
    return jsonApiResponse(serializeResource('girls', girl.id, resourceOf(girl).attributes));
  },
);

const PhotosQuery = z.object({
  'filter[userId]': z
    .unknown()
    .transform(
      (raw, ctx) =>
        parseRecordId(raw) ?? (ctx.addIssue({ code: 'custom', message: 'filter[userId] is required.' }), z.NEVER),
    ),
  sort: z.enum(['id', '-id'], { message: 'sort must be id or -id.' }).default('-id'),
});

// GET /api/v1/photos?filter[userId]={id}&sort=-id – a girl's photos
export const getPhotosRoute = endpoint(
  {
    summary: "A girl's photos (approved ones; hers and a moderator's include those waiting)",
    response: collectionDoc('photos', PHOTO_ATTRIBUTES),
    actor: anyone,
    query: PhotosQuery,
  },
  async ({ actor, query }) => {
    const photos = await listPhotos(actor, query['filter[userId]'], { newestFirst: query.sort === '-id' });
    return jsonApiResponse(serializeCollection('photos', photos.map(resourceOf)));
  },
);

const UploadAttributes = z.object({ image64: z.unknown(), userId: recordIdSchema() });

// POST /api/v1/photos – upload a photo or an mp4 (the girl, or a moderator for any girl)
export const postPhotoRoute = endpoint(
  { actor: signedIn, body: jsonApiBody('photos', UploadAttributes, { maxBytes: MEDIA_BODY_BYTES }) },
  async ({ actor, body }) => {
    const photo = await uploadPhoto(actor, body);
    return jsonApiResponse(serializeResource('photos', photo.id, resourceOf(photo).attributes), { status: 201 });
  },
);

// DELETE /api/v1/photos/{id} – remove one of a girl's photos (owner or moderator)
// The stored renditions: the originals, a video's poster, and the responsive ones (avif-640…).
const PhotoFileQuery = z.object({
  variant: z
    .union([z.enum(['large', 'thumb', 'avatar', 'video', 'poster']), z.string().regex(/^(avif|webp|jpeg)-\d{1,4}$/)])
    .optional(),
});

// GET /api/v1/photos/{id}/file?variant=thumb – a photo waiting for approval, for her and moderators only
export const photoFileRoute = privateFileEndpoint(
  {
    summary: 'A photo waiting for approval (her and moderators only)',
    file: 'The photo or video file.',
    query: PhotoFileQuery,
  },
  (actor, id, query) => readPrivatePhotoFile(actor, id, query.variant),
);

// GET /api/v1/posts/{id}/file – a post's media that waits for her approval, for her and moderators only
export const postFileRoute = privateFileEndpoint(
  { summary: 'A post’s media waiting for her approval (her and moderators only)', file: 'The image or video file.' },
  readPrivatePostFile,
);

export const deletePhotoRoute = endpoint({ actor: anyone, params: { id: recordId } }, async ({ actor, params }) => {
  await deletePhoto(actor, params.id);
  return noContent();
});

const PostAttributes = z.object({
  comment: z.string().nullish(),
  image64: z.string().nullish(),
  userId: recordIdSchema(),
});

// POST /api/v1/posts – a girl's timeline post: comment plus an optional photo or video
export const postPostRoute = endpoint(
  { actor: signedIn, body: jsonApiBody('posts', PostAttributes, { maxBytes: MEDIA_BODY_BYTES }) },
  async ({ actor, body }) => {
    const post = await createPost(actor, body.userId, { comment: body.comment, image64: body.image64 });
    return jsonApiResponse(serializeResource('posts', post.id, resourceOf(post).attributes), { status: 201 });
  },
);

// PATCH /api/v1/posts/{id} – her post's new comment (the girl, or a moderator for any post)
export const patchPostRoute = endpoint(
  {
    summary: 'Edit a post’s comment (her own posts; a moderator any post, audited)',
    actor: signedIn,
    params: { id: recordId },
    body: jsonApiBody('posts', PostEditSchema),
  },
  async ({ actor, params, body }) => {
    const post = await updatePost(actor, params.id, { comment: body.comment });
    return jsonApiResponse(serializeResource('posts', post.id, resourceOf(post).attributes));
  },
);

// DELETE /api/v1/posts/{id} – remove her post and its photo or video (the girl, or a moderator)
export const deletePostRoute = endpoint(
  {
    summary: 'Delete a post and its files (her own posts; a moderator any post, audited)',
    actor: signedIn,
    params: { id: recordId },
  },
  async ({ actor, params }) => {
    await deletePost(actor, params.id);
    return noContent();
  },
);

const signupLimiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

// POST /register_girl – girl sign-up (flag registration-girls): account, pending girl record, avatar
export const registerGirlRoute = endpoint(
  {
    flag: 'registration-girls',
    rateLimit: { limiter: signupLimiter, key: ({ request }) => `register-girl:${clientIp(request)}` },
    body: jsonBody(GirlSignupSchema, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 }),
  },
  async ({ body }) => {
    await signUpGirl(body);
    return Response.json({ data: { message: GIRL_SIGNUP_SUCCESS_MESSAGE } }, { status: 200 });
  },
);

// POST /api/v1/girls/{id}/resubmission – a girl sends her fixed, not-approved profile back to the moderators
export const resubmitGirlRoute = endpoint(
  { summary: 'Send a not-approved profile back to the moderators', actor: signedIn, params: { id: recordId } },
  async ({ actor, params }) => {
    await resubmitGirlProfile(actor, params.id);
    return noContent();
  },
);
