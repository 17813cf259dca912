import 'server-only';
import { endpoint } from '@/server/http/endpoint';
import { createCaptchaChallenge } from '@/server/captcha';

// GET /api/captcha/challenge – issue a signed ALTCHA proof-of-work challenge for the captcha widget
export const captchaChallengeRoute = endpoint({}, async ({ request }) => {
  // Reading the request keeps Next from prerendering this; connection() would throw outside Next (tests).
  void request.headers.get('accept');
  return Response.json(await createCaptchaChallenge());
});
