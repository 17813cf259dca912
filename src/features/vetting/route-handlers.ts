import 'server-only';
import { mediaDoc } from '@/server/http/api-description';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { anyone, endpoint, jsonBody, noContent, recordId, signedIn } from '@/server/http/endpoint';
import { VerificationPictureSchema } from './schema';
import { readVerificationPicture, saveVerificationPicture } from './service';
import { privateFileResponse } from '@/server/storage/serve-media';

// PUT /api/v1/girls/{id}/verification-picture – {image64}: she uploads (or replaces) it.
export const putVerificationPictureRoute = endpoint(
  {
    actor: signedIn,
    params: { id: recordId },
    body: jsonBody(VerificationPictureSchema, { maxBytes: MAX_IMAGE64_LENGTH + 1024 }),
  },
  async ({ actor, params, body }) => {
    await saveVerificationPicture(actor, params.id, body.image64);
    return noContent();
  },
);

// GET /api/v1/girls/{id}/verification-picture – the file, for moderators only (404 for anyone else).
export const getVerificationPictureRoute = endpoint(
  {
    summary: "A girl's verification picture (moderators only)",
    response: mediaDoc('The picture.'),
    actor: anyone,
    params: { id: recordId },
  },
  async ({ actor, params }) => {
    const file = await readVerificationPicture(actor, params.id);
    return privateFileResponse(file);
  },
);
