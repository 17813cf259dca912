import 'server-only';
import { ZodError } from 'zod';
import { AppError } from '@/server/http/app-error';
import { clientIp } from '@/server/http/client-ip';
import { errorResponse, handleRoute } from '@/server/http/route-handler';
import { readJsonBody } from '@/server/http/json-api';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { enforceRateLimit } from '@/server/http/rate-limit';
import { CONTACT_BODY_POINTERS, type ContactFormInput } from './schema';
import { sendContactMessage } from './service';

/** 5 messages a minute per client address, counted across every app instance. */
const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 60_000 });

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Spec §7 body {email:{email_addr, subject, message}, recaptcha} → the form's fields. */
function toFormInput(body: unknown): ContactFormInput {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new AppError('bad_request');
  const { email, recaptcha } = body as { email?: unknown; recaptcha?: unknown };
  const fields = email && typeof email === 'object' ? (email as Record<string, unknown>) : {};
  return { email: text(fields.email_addr), subject: text(fields.subject), message: text(fields.message), recaptcha: text(recaptcha) };
}

/** Zod paths are the form's field names; point the errors at the request body's own fields. */
function withBodyPointers(error: ZodError): ZodError {
  return new ZodError(
    error.issues.map((issue) => {
      const field = issue.path[0] as keyof typeof CONTACT_BODY_POINTERS;
      const pointer = CONTACT_BODY_POINTERS[field];
      return pointer ? { ...issue, path: pointer.slice(1).split('/') } : issue;
    }),
  );
}

export const sendContactFormRoute = handleRoute(async (request: Request) => {
  await enforceRateLimit(limiter, `contact:${clientIp(request)}`);
  const body = await readJsonBody(request, { maxBytes: 64 * 1024 });
  try {
    await sendContactMessage(toFormInput(body));
  } catch (error) {
    if (error instanceof ZodError) return errorResponse(withBodyPointers(error), request);
    throw error;
  }
  // Spec §4: the client treats a text answer containing 'Email sent.' as success.
  return new Response('Email sent.', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
});
