import 'server-only';
import { resourceDoc } from '@/server/http/api-description';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { AppError } from '@/server/http/app-error';
import { accountId, anyone, endpoint, jsonApiResourceBody, signedIn } from '@/server/http/endpoint';
import { jsonApiResponse, serializeResource } from '@/server/http/json-api';
import { getGuyUser } from './queries';
import { GUY_USERS_TYPE, GuyUserAttributesSchema } from './schema';
import { updateGuyProfile } from './service';
import { GUY_USER_ATTRIBUTES } from './response-schemas';

const document = (userId: string, attributes: object) =>
  jsonApiResponse(serializeResource(GUY_USERS_TYPE, userId, attributes));

// GET /api/v1/guy-users/{userId} – a guy's record (full for himself and moderators, public fields for others)
export const getGuyUserRoute = endpoint(
  {
    summary: "A guy's record (full for himself and moderators)",
    response: resourceDoc(GUY_USERS_TYPE, GUY_USER_ATTRIBUTES),
    actor: anyone,
    params: { id: accountId },
  },
  async ({ actor, params }) => {
    const { attributes } = await getGuyUser(actor, params.id);
    return document(params.id, attributes);
  },
);

// PATCH /api/v1/guy-users/{userId} – edit the male profile (JSON:API document, camelCase attributes)
export const patchGuyUserRoute = endpoint(
  {
    // Who may write is the service's decision; a visitor is refused before the body is read.
    actor: signedIn,
    params: { id: accountId },
    body: jsonApiResourceBody(GUY_USERS_TYPE, GuyUserAttributesSchema, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 }),
  },
  async ({ actor, params, body }) => {
    if (body.id !== undefined && body.id !== params.id)
      throw new AppError('conflict', 'data.id does not match the URL.');
    const { attributes } = await updateGuyProfile(actor, params.id, body.attributes);
    return document(params.id, attributes);
  },
);
