import 'server-only';
import { getActorFromHeaders } from '@/server/auth/actor';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { AppError } from '@/server/http/app-error';
import { jsonApiResponse, parseJsonApiRequest, serializeResource } from '@/server/http/json-api';
import { handleRoute, NO_STORE } from '@/server/http/route-handler';
import { getGuyUser } from './queries';
import { GUY_USERS_TYPE, GuyUserAttributesSchema } from './schema';
import { deleteMyProfile, updateGuyProfile } from './service';

type IdContext = { params: Promise<{ id: string }> };

const document = (userId: string, attributes: object) =>
  jsonApiResponse(serializeResource(GUY_USERS_TYPE, userId, attributes), { headers: { 'Cache-Control': NO_STORE } });

export const getGuyUserRoute = handleRoute(async (request: Request, { params }: IdContext) => {
  const { id } = await params;
  const actor = await getActorFromHeaders(request.headers);
  const { attributes } = await getGuyUser(actor, id);
  return document(id, attributes);
});

// parseJsonApiRequest's zod paths already start at data/attributes.
export const patchGuyUserRoute = handleRoute(async (request: Request, { params }: IdContext) => {
  const { id } = await params;
  const actor = await getActorFromHeaders(request.headers);
  // Who may write is the service's decision; failing early here only spares reading the body.
  if (actor.kind === 'visitor') throw new AppError('unauthorized');
  const parsed = await parseJsonApiRequest(request, GUY_USERS_TYPE, GuyUserAttributesSchema, {
    maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024,
  });
  if (parsed.id !== undefined && parsed.id !== id) throw new AppError('conflict', 'data.id does not match the URL.');
  const { attributes } = await updateGuyProfile(actor, id, parsed.attributes);
  return document(id, attributes);
});

export const deleteMyProfileRoute = handleRoute(async (request: Request, { params }: IdContext) => {
  const { id } = await params;
  const actor = await getActorFromHeaders(request.headers);
  await deleteMyProfile(actor, id);
  return new Response(null, { status: 204, headers: { 'Cache-Control': NO_STORE } });
});
