import 'server-only';
import { ZodError } from 'zod';
import { AppError } from '@/server/http/app-error';
import { endpoint, jsonBody, permitted } from '@/server/http/endpoint';
import { REVALIDATION_FAILED, RevalidateCacheSchema, type RevalidateCacheAnswer } from './schema';
import { revalidateCache } from './service';

function answer(body: RevalidateCacheAnswer, status = 200): Response {
  return Response.json(body, { status });
}

// POST /api/admin/revalidate-cache – {cache_type, paths}; answers {success, message, revalidated_paths}.
export const revalidateCacheRoute = endpoint(
  {
    actor: permitted('admin:access'),
    body: jsonBody(RevalidateCacheSchema, { maxBytes: 32 * 1024 }),
    // The spec's answer shape for a refused body too.
    renderError: (error) =>
      error instanceof ZodError
        ? answer(
            { success: false, message: error.issues[0]?.message ?? REVALIDATION_FAILED, revalidated_paths: [] },
            400,
          )
        : error instanceof AppError && error.status === 400
          ? answer({ success: false, message: error.message || REVALIDATION_FAILED, revalidated_paths: [] }, 400)
          : null,
  },
  async ({ actor, body }) => {
    const revalidated = await revalidateCache(actor, body);
    return answer({ success: true, message: `Revalidated ${body.cache_type}.`, revalidated_paths: revalidated });
  },
);
