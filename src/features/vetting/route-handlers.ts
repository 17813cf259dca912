import 'server-only';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { endpoint, jsonBody, noContent, recordId, signedIn } from '@/server/http/endpoint';
import { VerificationPictureSchema } from './schema';
import { readVerificationPicture, saveVerificationPicture } from './service';
import { privateFileEndpoint } from '@/server/http/private-file-endpoint';

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
export const getVerificationPictureRoute = privateFileEndpoint(
  { summary: "A girl's verification picture (moderators only)", file: 'The picture.' },
  readVerificationPicture,
);
