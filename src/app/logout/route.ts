// POST /logout – ends the session server-side and sends the browser home (header's Logout form).
import { getAuth } from '@/server/auth/auth';
import { NO_STORE } from '@/server/http/route-handler';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const auth = await getAuth();
  const headers = new Headers({ Location: '/', 'Cache-Control': NO_STORE });
  try {
    // Deletes the session row and answers with Set-Cookie headers that clear the cookies.
    const answer = await auth.api.signOut({ headers: request.headers, asResponse: true });
    for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  } catch {
    // No session (already signed out): going home is still the right answer.
  }
  return new Response(null, { status: 303, headers });
}
