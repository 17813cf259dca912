import 'server-only';
import { getActorFromHeaders } from '@/server/auth/actor';
import { AppError } from '@/server/http/app-error';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { jsonApiResponse, parseJsonApiRequest, serializeCollection } from '@/server/http/json-api';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { handleRoute } from '@/server/http/route-handler';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { getScammerById, listScammers } from './queries';
import { ScammerReportSchema } from './schema';
import { reportScammer } from './service';
import type { ScammerSummary } from './types';

/** Public lists may sit in a shared cache for a minute; a moderator's change shows soon after. */
const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** 10 reports a minute per account, counted across every app instance. */
const reportLimiter = createDatabaseRateLimiter({ limit: 10, windowMs: 60_000 });

function attributesOf({ id: _id, ...scammer }: ScammerSummary) {
  return scammer;
}

/** `include[]=scammerPhotos` (also `include=scammerPhotos`, the JSON:API spelling). */
function includesPhotos(url: URL): boolean {
  const values = [...url.searchParams.getAll('include[]'), ...url.searchParams.getAll('include')];
  return values.flatMap((v) => v.split(',')).some((v) => v.trim() === 'scammerPhotos');
}

// GET /api/v1/scammers – the public scammers list
export const listScammersRoute = handleRoute(async () => {
  const scammers = await listScammers();
  const document = serializeCollection(
    'scammers',
    scammers.map((s) => ({ id: s.id, attributes: attributesOf(s) })),
    { total: scammers.length },
  );
  return jsonApiResponse(document, { headers: { 'Cache-Control': PUBLIC_CACHE } });
});

// GET /api/v1/scammers/{id}?include[]=scammerPhotos – one public scammer, optionally with her pictures
export const getScammerRoute = handleRoute(async (request: Request, context: { params: Promise<{ id: string }> }) => {
  const { id } = await context.params;
  const scammer = /^\d{1,10}$/.test(id) ? await getScammerById(Number(id)) : null;
  if (!scammer) throw new AppError('not_found');
  const { pics, ...summary } = scammer;
  const data = {
    id: String(scammer.id),
    type: 'scammers',
    attributes: attributesOf(summary),
    relationships: { scammerPhotos: { data: pics.map((p) => ({ type: 'scammerPhotos', id: String(p.id) })) } },
  };
  const document = includesPhotos(new URL(request.url))
    ? { data, included: pics.map((p) => ({ type: 'scammerPhotos', id: String(p.id), attributes: { girlId: scammer.id, url: p.url } })) }
    : { data };
  return jsonApiResponse(document, { headers: { 'Cache-Control': PUBLIC_CACHE } });
});

// POST /api/v1/scammers – a signed-in user reports a scammer; public once a moderator approves it
export const reportScammerRoute = handleRoute(
  async (request: Request) => {
    // Who asks comes first: a visitor gets 401 whatever the body holds.
    const actor = await getActorFromHeaders(request.headers);
    if (actor.kind === 'visitor') throw new AppError('unauthorized');
    await enforceRateLimit(reportLimiter, `scammer-report:${actor.userId}`);
    const { attributes } = await parseJsonApiRequest(request, 'scammers', ScammerReportSchema, {
      maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024,
    });
    const reported = await reportScammer(actor, attributes);
    const { avatar: _avatar, ...fields } = attributes;
    return jsonApiResponse(
      { data: { id: String(reported.id), type: 'scammers', attributes: { ...fields, approved: reported.approved } }, meta: { message: 'Successfully saved.' } },
      { status: 201 },
    );
  },
);
