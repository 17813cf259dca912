import 'server-only';
import { collectionDoc, resourceDoc, TOTAL_META } from '@/server/http/api-description';
import { z } from 'zod';
import { AppError } from '@/server/http/app-error';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonApiBody, jsonBody, noContent, permitted, recordId, signedIn } from '@/server/http/endpoint';
import { jsonApiResponse, serializeCollection } from '@/server/http/json-api';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { getScammerById, listScammers } from './queries';
import { ScammerReportSchema, UnsetScammerSchema } from './schema';
import { reportScammer, unsetScammer } from './service';
import type { ScammerSummary } from './types';
import { SCAMMER_ATTRIBUTES } from './response-schemas';

/** Public lists may sit in a shared cache for a minute; a moderator's change shows soon after. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** 10 reports a minute per account, counted across every app instance. */
const reportLimiter = createDatabaseRateLimiter({ limit: 10, windowMs: 60_000 });

function attributesOf({ id: _id, ...scammer }: ScammerSummary) {
  return scammer;
}

const Include = z.union([z.string(), z.array(z.string())]).optional();
const IncludeQuery = z.object({ 'include[]': Include, include: Include });

/** `include[]=scammerPhotos` (also `include=scammerPhotos`, the JSON:API spelling). */
function includesPhotos(query: z.output<typeof IncludeQuery>): boolean {
  const values = [query['include[]'], query.include].flat().filter((v): v is string => typeof v === 'string');
  return values.flatMap((v) => v.split(',')).some((v) => v.trim() === 'scammerPhotos');
}

// GET /api/v1/scammers – the public scammers list
export const listScammersRoute = endpoint(
  {
    summary: 'The public scammers list',
    response: collectionDoc('scammers', SCAMMER_ATTRIBUTES, { meta: TOTAL_META }),
  },
  async () => {
    const scammers = await listScammers();
    const document = serializeCollection(
      'scammers',
      scammers.map((s) => ({ id: s.id, attributes: attributesOf(s) })),
      { total: scammers.length },
    );
    return jsonApiResponse(document, { headers: { 'Cache-Control': PUBLIC_CACHE } });
  },
);

// GET /api/v1/scammers/{id}?include[]=scammerPhotos – one public scammer, optionally with her pictures
export const getScammerRoute = endpoint(
  {
    summary: 'One public scammer (include[]=scammerPhotos adds her pictures)',
    response: resourceDoc('scammers', SCAMMER_ATTRIBUTES),
    params: { id: recordId },
    query: IncludeQuery,
  },
  async ({ params, query }) => {
    const scammer = await getScammerById(params.id);
    if (!scammer) throw new AppError('not_found');
    const { pics, ...summary } = scammer;
    const data = {
      id: String(scammer.id),
      type: 'scammers',
      attributes: attributesOf(summary),
      relationships: { scammerPhotos: { data: pics.map((p) => ({ type: 'scammerPhotos', id: String(p.id) })) } },
    };
    const document = includesPhotos(query)
      ? {
          data,
          included: pics.map((p) => ({
            type: 'scammerPhotos',
            id: String(p.id),
            attributes: { girlId: scammer.id, url: p.url },
          })),
        }
      : { data };
    return jsonApiResponse(document, { headers: { 'Cache-Control': PUBLIC_CACHE } });
  },
);

// POST /api/v1/scammers – a signed-in user reports a scammer; public once a moderator approves it
export const reportScammerRoute = endpoint(
  {
    // Who asks comes first: a visitor gets 401 whatever the body holds.
    actor: signedIn,
    rateLimit: { limiter: reportLimiter, key: ({ actor }) => `scammer-report:${actor.userId}` },
    body: jsonApiBody('scammers', ScammerReportSchema, { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 }),
  },
  async ({ actor, body }) => {
    const reported = await reportScammer(actor, body);
    const { avatar: _avatar, ...fields } = body;
    return jsonApiResponse(
      {
        data: { id: String(reported.id), type: 'scammers', attributes: { ...fields, approved: reported.approved } },
        meta: { message: 'Successfully saved.' },
      },
      { status: 201 },
    );
  },
);

// DELETE /admin/scammer – {girl_id, comment}: a moderator takes someone off the scammers list.
export const unsetScammerRoute = endpoint(
  { actor: permitted('scammer:moderate'), body: jsonBody(UnsetScammerSchema, { maxBytes: 8 * 1024 }) },
  async ({ actor, body }) => {
    await unsetScammer(actor, body);
    return noContent();
  },
);
