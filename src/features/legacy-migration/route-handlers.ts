import 'server-only';
import { ZodError } from 'zod';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonBody } from '@/server/http/endpoint';
import { NO_STORE } from '@/server/http/route-handler';
import {
  MIGRATE_DONE_MESSAGE,
  MIGRATE_LINK_INVALID_MESSAGE,
  MIGRATE_LINK_SENT_MESSAGE,
  MigratePasswordSchema,
  MigrateRequestSchema,
} from './schema';
import { completeLegacyMigration, requestLegacyMigration } from './service';

const requestLimiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });
const completeLimiter = createDatabaseRateLimiter({ limit: 5, windowMs: 10 * 60_000 });

/** Spec §7: the client reads data.error; a JSON:API `errors` entry lets api-client show it too. */
function failure(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json(
    { data: { error }, errors: [{ status: String(status), title: 'Migration failed', detail: error }] },
    { status, headers: { ...headers, 'Cache-Control': NO_STORE } },
  );
}

function renderError(
  error: Parameters<NonNullable<Parameters<typeof endpoint>[0]['renderError']>>[0],
): Response | null {
  if (error instanceof ZodError)
    return failure(400, error.issues[0]?.message ?? 'The request could not be understood.');
  return error.status !== 401 && error.status !== 403 ? failure(error.status, error.detail, error.headers) : null;
}

// PATCH /migrate_profile – ask for a one-time link to claim a legacy (imported, passwordless) account
export const migrateProfileRoute = endpoint(
  {
    rateLimit: { limiter: requestLimiter, key: ({ request }) => `migrate-profile:${clientIp(request)}` },
    body: jsonBody(MigrateRequestSchema, { maxBytes: 16 * 1024 }),
    renderError,
  },
  async ({ body }) => {
    const result = await requestLegacyMigration(body);
    if (!result.ok) return failure(400, result.error);
    return Response.json({ data: { message: MIGRATE_LINK_SENT_MESSAGE } });
  },
);

// POST /migrate_profile/complete – with the link's token, choose the password; the account is migrated and verified
export const completeMigrationRoute = endpoint(
  {
    rateLimit: { limiter: completeLimiter, key: ({ request }) => `migrate-profile-complete:${clientIp(request)}` },
    body: jsonBody(MigratePasswordSchema, { maxBytes: 16 * 1024 }),
    renderError,
  },
  async ({ body }) => {
    const result = await completeLegacyMigration(body);
    if (!result.ok) return failure(422, MIGRATE_LINK_INVALID_MESSAGE);
    return Response.json({ data: { message: MIGRATE_DONE_MESSAGE } });
  },
);
