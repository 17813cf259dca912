// GET /api/captcha/challenge – issue a signed ALTCHA proof-of-work challenge for the captcha widget
import { createCaptchaChallenge } from '@/server/captcha';
import { handleRoute, NO_STORE } from '@/server/http/route-handler';

export const GET = handleRoute(async (request: Request) => {
  // Every visitor needs a fresh challenge: reading the request keeps Next from prerendering this
  // handler at build time (with or without Cache Components). connection() would too, but it
  // throws when the handler is called outside Next, as the integration tests do.
  void request.headers.get('accept');
  const challenge = await createCaptchaChallenge();
  return Response.json(challenge, { headers: { 'Cache-Control': NO_STORE } });
});
