import 'server-only';
import { AppError } from '@/server/http/app-error';
import { anyone, endpoint } from '@/server/http/endpoint';
import { getAuth } from './auth';
import { getSessionInfo } from './session-info';

// GET /session – the signed-in user's fields (spec §7), 401 for a visitor. The page islands ask
// with ?optional=1: a visitor then gets 200 and `null` (the browser logs every 401 as an error, and
// a visitor is the common case on the cached public pages). Always private, no-store.
export const sessionRoute = endpoint({ actor: anyone }, async ({ actor, request }) => {
  if (actor.kind === 'visitor') {
    if (new URL(request.url).searchParams.get('optional') === '1') return Response.json(null);
    throw new AppError('unauthorized');
  }
  return Response.json(await getSessionInfo(actor));
});

// POST /logout – ends the session server-side and sends the browser home (header's Logout form).
export const logoutRoute = endpoint({}, async ({ request }) => {
  const auth = await getAuth();
  const headers = new Headers({ Location: '/' });
  try {
    // Deletes the session row and answers with Set-Cookie headers that clear the cookies.
    const answer = await auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  } catch {
    // No session (already signed out): going home is still the right answer.
  }
  return new Response(null, { status: 303, headers });
});
