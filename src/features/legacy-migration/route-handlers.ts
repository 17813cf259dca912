import 'server-only';
import { ZodError } from 'zod';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonBody } from '@/server/http/endpoint';
import { NO_STORE } from '@/server/http/route-handler';
import { MigrateProfileSchema } from './schema';
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

// PATCH /migrate_profile – give a legacy (imported, passwordless) account a password and verify its e-mail
export const migrateProfileRoute = endpoint(
  {
    rateLimit: { limiter, key: ({ request }) => `migrate-profile:${clientIp(request)}` },
    body: jsonBody(MigrateProfileSchema, { maxBytes: 16 * 1024 }),
    renderError: (error) => {
      if (error instanceof ZodError) return failure(400, error.issues[0]?.message ?? 'The request could not be understood.');
      return error.status !== 401 && error.status !== 403 ? failure(error.status, error.detail, error.headers) : null;
    },
  },
  async ({ body }) => {
    const result = await migrateLegacyProfile(body);
    if (!result.ok) return failure(result.reason === 'captcha' ? 400 : 422, result.error);
    return Response.json({ data: { id: result.id } });
  },
);
