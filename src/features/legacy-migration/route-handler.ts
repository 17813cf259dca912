import 'server-only';
import { ZodError } from 'zod';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { readJsonBody } from '@/server/http/json-api';
import { AppError } from '@/server/http/app-error';
import { handleRoute, NO_STORE } from '@/server/http/route-handler';
import { enforceRateLimit } from '@/server/http/rate-limit';
import type { MigrateProfileInput } from './schema';
import { migrateLegacyProfile } from './service';

/** 5 attempts per 10 minutes per client address: each one tests an address and a password. */
const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

/**
 * Spec §7: the client reads data.error or data.id. Failures also carry a JSON:API `errors` entry
 * with the same text, so the shared api-client shows it as well.
 */
function failure(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { data: { error }, errors: [{ status: String(status), title: 'Migration failed', detail: error }] },
    { status, headers: { ...headers, 'Cache-Control': NO_STORE } },
  );
}

export const migrateProfileRoute = handleRoute(async (request: Request) => {
  try {
    await enforceRateLimit(limiter, `migrate-profile:${clientIp(request)}`);
    const body = await readJsonBody(request, { maxBytes: 16 * 1024 });
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_request');
    const result = await migrateLegacyProfile(body as MigrateProfileInput);
    if (!result.ok) return failure(result.reason === 'captcha' ? 400 : 422, result.error);
    return Response.json({ data: { id: result.id } });
  } catch (error) {
    if (error instanceof ZodError) return failure(400, error.issues[0]?.message ?? 'The request could not be understood.');
    if (error instanceof AppError && error.status !== 401 && error.status !== 403) return failure(error.status, error.detail, error.headers);
    throw error;
  }
});
