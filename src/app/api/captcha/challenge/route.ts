// GET /api/captcha/challenge – issue a signed ALTCHA proof-of-work challenge for the captcha widget
import { captchaChallengeRoute } from '@/server/captcha/route-handlers';

export const dynamic = 'force-dynamic';

export const GET = captchaChallengeRoute;
