import 'server-only';
import { AppError } from '@/server/http/app-error';
import { endpoint, noContent, permitted, type ParamParser } from '@/server/http/endpoint';
import { retryJob } from './service';

/** Anything but a uuid is the same 404 as a missing job. */
const jobId: ParamParser<string> = (raw) => {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(raw)) throw new AppError('not_found');
  return raw.toLowerCase();
};

// POST /api/v1/admin/jobs/{id}/retry – queue a failed job again (moderators; audited)
export const retryJobRoute = endpoint(
  { actor: permitted('admin:access'), params: { id: jobId } },
  async ({ actor, params: { id } }) => {
    await retryJob(actor, id);
    return noContent();
  },
);
