import 'server-only';
import { endpoint, jsonBody, noContent, recordId } from '@/server/http/endpoint';
import { MAX_IMAGE64_LENGTH } from '@/server/images';
import { ProblemGirlSchema, ReportedUrlSchema } from './schema';
import {
  addProblemGirl,
  addReportedUrl,
  deleteProblemGirl,
  deleteReportedUrl,
  updateProblemGirl,
  updateReportedUrl,
} from './service';
import { moderator, SMALL_BODY } from '@/server/http/moderator-gate';

// The moderators' problem-girl endpoints: 401 for a visitor, 403 without admin:access, then 404
// for a record that does not exist.
const WITH_PICTURE = { maxBytes: MAX_IMAGE64_LENGTH + 64 * 1024 };

// POST /api/v1/admin/problem-girls – AddProblemGirl
export const addProblemGirlRoute = endpoint(
  { actor: moderator, body: jsonBody(ProblemGirlSchema, WITH_PICTURE) },
  async ({ actor, body }) => Response.json(await addProblemGirl(actor, body), { status: 201 }),
);

// PATCH /problem_girl/{id} (spec §7) – UpdateProblemGirl
export const updateProblemGirlRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(ProblemGirlSchema, WITH_PICTURE) },
  async ({ actor, params, body }) => {
    await updateProblemGirl(actor, params.id, body);
    return noContent();
  },
);

// DELETE /api/v1/admin/problem-girls/{id}
export const deleteProblemGirlRoute = endpoint(
  { actor: moderator, params: { id: recordId } },
  async ({ actor, params }) => {
    await deleteProblemGirl(actor, params.id);
    return noContent();
  },
);

// POST /api/v1/admin/problem-girls/{id}/reported-urls – {url}
export const addReportedUrlRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(ReportedUrlSchema, SMALL_BODY) },
  async ({ actor, params, body }) => Response.json(await addReportedUrl(actor, params.id, body), { status: 201 }),
);

// PATCH /api/v1/admin/problem-girl-reported-urls/{id} – {url}
export const updateReportedUrlRoute = endpoint(
  { actor: moderator, params: { id: recordId }, body: jsonBody(ReportedUrlSchema, SMALL_BODY) },
  async ({ actor, params, body }) => {
    await updateReportedUrl(actor, params.id, body);
    return noContent();
  },
);

// DELETE /api/v1/admin/problem-girl-reported-urls/{id}
export const deleteReportedUrlRoute = endpoint(
  { actor: moderator, params: { id: recordId } },
  async ({ actor, params }) => {
    await deleteReportedUrl(actor, params.id);
    return noContent();
  },
);
