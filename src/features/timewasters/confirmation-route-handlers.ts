import 'server-only';
import { endpoint, jsonApiBody, recordId } from '@/server/http/endpoint';
import { jsonApiResponse, serializeResource } from '@/server/http/json-api';
import { TimewasterConfirmationSchema } from './confirmation-schema';
import { confirmTimewaster } from './confirmations';
import { limits, timewasterReader } from './route-gates';

// POST /api/v1/timewasters/{id}/confirmations – "I had this experience too", with its date; renews the entry
export const confirmRoute = endpoint(
  {
    summary: 'Confirm a timewaster entry ("I had this experience too"), which renews its expiry',
    actor: timewasterReader,
    params: { id: recordId },
    body: jsonApiBody('timewasterConfirmations', TimewasterConfirmationSchema),
    rateLimit: limits.confirm,
  },
  async ({ actor, params, body }) => {
    const { id, ...attributes } = await confirmTimewaster(actor, params.id, body);
    return jsonApiResponse(serializeResource('timewasterConfirmations', id, attributes), { status: 201 });
  },
);
