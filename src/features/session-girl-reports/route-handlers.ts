import 'server-only';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonApiBody, jsonBody, noContent, permitted, recordId } from '@/server/http/endpoint';
import { jsonApiResponse } from '@/server/http/json-api';
import { SESSION_GIRL_REPORT_MESSAGES, SessionGirlReportDecisionSchema, SessionGirlReportSchema } from './schema';
import { decideSessionGirlReport, reportSessionGirl } from './service';

const reportLimiter = createDatabaseRateLimiter({ limit: 10, windowMs: 60_000 });

// POST /api/v1/session-girl-reports – a guy reports a session girl (flag guy-report-girl)
export const reportSessionGirlRoute = endpoint(
  {
    actor: permitted('session-girl:report'),
    flag: 'guy-report-girl',
    rateLimit: { limiter: reportLimiter, key: ({ actor }) => `session-girl-report:${actor.userId}` },
    body: jsonApiBody('sessionGirlReports', SessionGirlReportSchema, { maxBytes: 16 * 1024 }),
  },
  async ({ actor, body }) => {
    const report = await reportSessionGirl(actor, body);
    return jsonApiResponse(
      {
        data: { id: String(report.id), type: 'sessionGirlReports', attributes: body },
        meta: { message: SESSION_GIRL_REPORT_MESSAGES.saved },
      },
      { status: 201 },
    );
  },
);

// POST /api/v1/admin/session-girl-reports/{id}/decision – {action: 'handled' | 'delete'}
export const sessionGirlReportDecisionRoute = endpoint(
  {
    actor: permitted('admin:access'),
    params: { id: recordId },
    body: jsonBody(SessionGirlReportDecisionSchema, { maxBytes: 8 * 1024 }),
  },
  async ({ actor, params, body }) => {
    await decideSessionGirlReport(actor, params.id, body);
    return noContent();
  },
);
