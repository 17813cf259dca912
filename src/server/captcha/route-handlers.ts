import 'server-only';
import { endpoint } from '@/server/http/endpoint';
import { createCaptchaChallenge } from '@/server/captcha';

// GET /api/captcha/challenge – issue a signed ALTCHA proof-of-work challenge for the captcha widget
export const captchaChallengeRoute = endpoint({}, async ({ request }) => {
  // Every visitor needs a fresh challenge: reading the request keeps Next from prerendering this
  // handler at build time (with or without Cache Components). connection() would too, but it
  // throws when the handler is called outside Next, as the integration tests do.
  void request.headers.get('accept');
  return Response.json(await createCaptchaChallenge());
});
