import 'server-only';
import { AppError } from '@/server/http/app-error';
import { anyone, endpoint } from '@/server/http/endpoint';
import { getAuth } from './auth';
import { getSessionInfo } from './session-info';

// GET /session – spec §7. With ?optional=1 a visitor gets 200 and null (browsers log every 401).
export const sessionRoute = endpoint({ actor: anyone }, async ({ actor, request }) => {
  if (actor.kind === 'visitor') {
    if (new URL(request.url).searchParams.get('optional') === '1') return Response.json(null);
    throw new AppError('unauthorized');
  }
  // Pages read the session without Better Auth (actor.ts); here, once per page load
  // (session-context.tsx), its getSession renews the session's cookies on this answer (nextCookies).
  await (await getAuth()).api.getSession({ headers: request.headers });
  return Response.json(await getSessionInfo(actor));
});

// POST /logout – ends the session server-side and sends the browser home (header's Logout form).
export const logoutRoute = endpoint({}, async ({ request }) => {
  const auth = await getAuth();
  const headers = new Headers({ Location: '/' });
  try {
    const answer = await auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  } catch {}
  return new Response(null, { status: 303, headers });
});
