import 'server-only';
import type { ZodType } from 'zod';
import type { Actor } from '@/server/auth/actor-types';
import { privateFileResponse } from '@/server/storage/serve-media';
import type { StoredObject } from '@/server/storage/types';
import { mediaDoc } from './api-description';
import { anyone, endpoint, recordId } from './endpoint';

/** GET …/{id}/file: a record's private file for whoever its service's `read` lets through. */
export function privateFileEndpoint<Q = undefined>(
  doc: { summary: string; file: string; query?: ZodType<Q> },
  read: (actor: Actor, id: number, query: Q) => Promise<StoredObject>,
) {
  return endpoint(
    { summary: doc.summary, response: mediaDoc(doc.file), actor: anyone, params: { id: recordId }, query: doc.query },
    async ({ actor, params, query }) => privateFileResponse(await read(actor, params.id, query)),
  );
}
