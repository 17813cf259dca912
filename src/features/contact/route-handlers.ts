import 'server-only';
import { clientIp } from '@/server/http/client-ip';
import { createDatabaseRateLimiter } from '@/server/http/database-rate-limiter';
import { endpoint, jsonBody } from '@/server/http/endpoint';
import { SendContactFormBodySchema } from './schema';
import { sendContactMessage } from './service';

const limiter = createDatabaseRateLimiter({ limit: 5, windowMs: 60_000 });

// POST /send_contact_form – send the contact form by e-mail
export const sendContactFormRoute = endpoint(
  {
    rateLimit: { limiter, key: ({ request }) => `contact:${clientIp(request)}` },
    body: jsonBody(SendContactFormBodySchema, { maxBytes: 64 * 1024 }),
  },
  async ({ body }) => {
    await sendContactMessage(body);
    // Spec §4: the client looks for 'Email sent.'.
    return new Response('Email sent.', { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  },
);
