import 'server-only';
import { z } from 'zod';
import { getActorFromHeaders } from '@/server/auth/actor';
import type { SignedInActor } from '@/server/auth/actor-types';
import { AppError } from '@/server/http/app-error';
import { jsonApiResponse, parseJsonApiRequest, serializeCollection, serializeResource } from '@/server/http/json-api';
import { handleRoute } from '@/server/http/route-handler';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { requireTimewasterReader } from './access';
import { addTimewasterPhoto, deleteTimewasterPhoto } from './photos';
import { getTimewaster, listMyTimewasters, listTimewasterComments, listTimewasterPhotos, searchTimewasters } from './queries';
import { addTimewasterComment, addTimewasterEmail, addTimewasterPhone, deleteTimewaster, reportTimewaster, updateTimewaster } from './service';
import type { TimewasterDto } from './types';
import { createThumb, deleteThumb, updateThumb } from './votes';

// REST handlers of spec §7 Timewasters. Each one first turns the cookies into an actor and passes
// the feature's gate, before reading the body or the id: a visitor or guy gets the very same 404
// for every method, id and body.

type IdContext = { params: Promise<{ id: string }> };
const Attributes = z.record(z.string(), z.unknown());
const jsonApi = { pointerPrefix: '/data/attributes' };

async function gate(request: Request): Promise<SignedInActor> {
  const actor = await getActorFromHeaders(request.headers);
  requireTimewasterReader(actor);
  return actor;
}

/** Route ids are positive integers; anything else is the same 404 as a missing record. */
async function idOf(context: IdContext): Promise<number> {
  const { id } = await context.params;
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new AppError('not_found');
  return Number(id);
}

function resource(dto: TimewasterDto, includeEmails: boolean) {
  const { id, ...attributes } = dto;
  const data = {
    id: String(id),
    type: 'timewasters',
    attributes,
    relationships: includeEmails ? { timewasterEmails: { data: dto.emails.map((e) => ({ type: 'timewasterEmails', id: String(e.id) })) } } : undefined,
  };
  const included = includeEmails ? dto.emails.map((e) => ({ type: 'timewasterEmails', id: String(e.id), attributes: { email: e.email, createdAt: e.createdAt, timewasterId: id } })) : [];
  return { data, included };
}

function wantsEmails(url: URL): boolean {
  return [...url.searchParams.getAll('include[]'), ...url.searchParams.getAll('include').flatMap((v) => v.split(','))].includes('timewasterEmails');
}

// GET /api/v1/timewasters?q=…&page=… (also /api/v1/search-timewasters) – search with a total count
export const searchRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const url = new URL(request.url);
  const result = await searchTimewasters(actor, {
    q: url.searchParams.get('q') ?? url.searchParams.get('filter[search]') ?? '',
    page: url.searchParams.get('page') ?? url.searchParams.get('page[number]') ?? undefined,
    limit: url.searchParams.get('limit') ?? url.searchParams.get('page[size]') ?? undefined,
  });
  const includeEmails = wantsEmails(url);
  const docs = result.items.map((item) => resource(item, includeEmails));
  return jsonApiResponse({
    data: docs.map((d) => d.data),
    ...(includeEmails ? { included: docs.flatMap((d) => d.included) } : {}),
    meta: { total: result.total, totalCapped: result.totalCapped, page: result.page, limit: result.limit },
  });
});

// POST /api/v1/timewasters – report a timewaster
export const reportRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const { attributes } = await parseJsonApiRequest(request, 'timewasters', Attributes);
  const { id } = await reportTimewaster(actor, attributes);
  return jsonApiResponse({ data: resource(await getTimewaster(actor, id), false).data }, { status: 201 });
}, jsonApi);

// GET /api/v1/timewasters/{id} – one timewaster card
export const getRoute = handleRoute(async (request: Request, context: IdContext) => {
  const actor = await gate(request);
  const dto = await getTimewaster(actor, await idOf(context));
  const { data, included } = resource(dto, wantsEmails(new URL(request.url)));
  return jsonApiResponse(included.length ? { data, included } : { data });
});

// PATCH /api/v1/timewasters/{id} – edit (own report; moderators any, audited)
export const patchRoute = handleRoute(async (request: Request, context: IdContext) => {
  const actor = await gate(request);
  const id = await idOf(context);
  const { attributes } = await parseJsonApiRequest(request, 'timewasters', Attributes);
  await updateTimewaster(actor, id, attributes);
  return jsonApiResponse({ data: resource(await getTimewaster(actor, id), false).data });
}, jsonApi);

// DELETE /api/v1/timewasters/{id} – delete with its comments, e-mails, phones, photos and thumbs
export const deleteRoute = handleRoute(async (request: Request, context: IdContext) => {
  const actor = await gate(request);
  const id = await idOf(context);
  if (!(await deleteTimewaster(actor, id))) throw new AppError('not_found');
  return jsonApiResponse({ data: { id: String(id), type: 'timewasters' } });
});

// GET /api/v1/my-timewasters – the signed-in girl's own reports
export const myTimewastersRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const items = await listMyTimewasters(actor);
  return jsonApiResponse({ data: items.map((item) => resource(item, false).data), meta: { total: items.length } });
});

// GET /api/v1/timewaster-comments?filter[timewasterId]={id} – comments (moderators: all, no filter)
export const listCommentsRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const raw = new URL(request.url).searchParams.get('filter[timewasterId]');
  if (raw !== null && !/^[1-9]\d{0,9}$/.test(raw)) throw new AppError('not_found');
  const comments = await listTimewasterComments(actor, raw === null ? undefined : Number(raw));
  return jsonApiResponse(serializeCollection('timewasterComments', comments.map(({ id, ...attributes }) => ({ id, attributes }))));
});

// POST /api/v1/timewaster-comments – leave a comment (named or anonymous)
export const addCommentRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const { attributes } = await parseJsonApiRequest(request, 'timewasterComments', Attributes);
  const { id, createdAt, ...rest } = await addTimewasterComment(actor, attributes);
  return jsonApiResponse(serializeResource('timewasterComments', id, { ...rest, createdAt: createdAt.toISOString() }), { status: 201 });
}, jsonApi);

// POST /api/v1/timewaster-phones – add a phone (digits)
export const addPhoneRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const { attributes } = await parseJsonApiRequest(request, 'timewasterPhones', Attributes);
  const { id, createdAt, ...rest } = await addTimewasterPhone(actor, attributes);
  return jsonApiResponse(serializeResource('timewasterPhones', id, { ...rest, createdAt: createdAt.toISOString() }), { status: 201 });
}, jsonApi);

// POST /api/v1/timewaster-emails – add an e-mail
export const addEmailRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const { attributes } = await parseJsonApiRequest(request, 'timewasterEmails', Attributes);
  const { id, createdAt, ...rest } = await addTimewasterEmail(actor, attributes);
  return jsonApiResponse(serializeResource('timewasterEmails', id, { ...rest, createdAt: createdAt.toISOString() }), { status: 201 });
}, jsonApi);

// GET /api/v1/timewaster-photos/?filter[timewasterId]={id}&sort=-id – a report's photos
export const listPhotosRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const raw = new URL(request.url).searchParams.get('filter[timewasterId]') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new AppError('not_found');
  const photos = await listTimewasterPhotos(actor, Number(raw));
  return jsonApiResponse(serializeCollection('timewasterPhotos', photos.map(({ id, ...attributes }) => ({ id, attributes }))));
});

// POST /api/v1/timewaster-photos – upload a photo (image64), re-encoded
export const addPhotoRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const { attributes } = await parseJsonApiRequest(request, 'timewasterPhotos', Attributes, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 });
  const { id, ...rest } = await addTimewasterPhoto(actor, attributes);
  return jsonApiResponse(serializeResource('timewasterPhotos', id, rest), { status: 201 });
}, jsonApi);

// DELETE /api/v1/timewaster-photos/{id} – remove a photo
export const deletePhotoRoute = handleRoute(async (request: Request, context: IdContext) => {
  const actor = await gate(request);
  await deleteTimewasterPhoto(actor, await idOf(context));
  return new Response(null, { status: 204 });
});

// POST /api/v1/thumbs – vote on a timewaster (thumbs down 1, up 2)
export const createThumbRoute = handleRoute(async (request: Request) => {
  const actor = await gate(request);
  const { attributes } = await parseJsonApiRequest(request, 'thumbs', Attributes);
  const { id, ...rest } = await createThumb(actor, attributes);
  return jsonApiResponse(serializeResource('thumbs', id, rest), { status: 201 });
}, jsonApi);

// PATCH /api/v1/thumbs/{id} – switch one's own vote
export const updateThumbRoute = handleRoute(async (request: Request, context: IdContext) => {
  const actor = await gate(request);
  const id = await idOf(context);
  const { attributes } = await parseJsonApiRequest(request, 'thumbs', Attributes);
  const { id: thumbId, ...rest } = await updateThumb(actor, id, attributes);
  return jsonApiResponse(serializeResource('thumbs', thumbId, rest));
}, jsonApi);

// DELETE /api/v1/thumbs/{id} – remove one's own vote
export const deleteThumbRoute = handleRoute(async (request: Request, context: IdContext) => {
  const actor = await gate(request);
  await deleteThumb(actor, await idOf(context));
  return new Response(null, { status: 204 });
});
