'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

// The one place the browser learns who is signed in (docs/decisions/022-cached-public-pages.md).
// Public pages are the same HTML for everyone, so the header's account area and every per-user
// part of a page (Follow state, moderator tools…) are client islands that read this context.
// One GET /session per page load, shared by every island; islands render a neutral placeholder of
// their own size while it is 'loading'.

/** The fields of GET /session the islands use (spec §7 plus stage_name, girl_id and guy_id). */
export interface ClientSession {
  user_id: string;
  username: string;
  avatar: string | null;
  is_moderator: boolean;
  usertype: 'girl' | 'guy' | null;
  stage_name: string | null;
  girl_id: number | null;
  guy_id: number | null;
}

export type SessionState =
  { status: 'loading' } | { status: 'visitor' } | { status: 'signed-in'; session: ClientSession };

/** Who is looking, as the server's actor kinds name it: null while GET /session has not answered. */
export type ClientViewerKind = 'visitor' | 'guy' | 'girl' | 'moderator';

const LOADING: SessionState = { status: 'loading' };
const SessionContext = createContext<SessionState>(LOADING);

/** ?optional=1: a visitor gets 200 and null instead of a 401 the browser would log as an error. */
export const SESSION_URL = '/session?optional=1';

async function loadSession(): Promise<SessionState> {
  const response = await fetch(SESSION_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return { status: 'visitor' };
  const session = (await response.json()) as ClientSession | null;
  return session ? { status: 'signed-in', session } : { status: 'visitor' };
}

const SessionReloadContext = createContext<() => void>(() => {});

// The signed-in session alone: null while loading and for a visitor, so the islands that only
// change for a signed-in user (the header) are not rendered again when a visitor's answer comes
// (docs/decisions/038-main-thread-work.md).
const SignedInContext = createContext<ClientSession | null>(null);

/** `<html data-viewer>`: 'loading', 'visitor' or 'signed-in', for CSS that waits on the answer. */
export const VIEWER_ATTRIBUTE = 'data-viewer';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(LOADING);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    // Sign-in and sign-out are full page loads, so one request per load is enough (an account
    // deleted in place asks again through useReloadSession). A failed request shows the visitor's
    // view: the server still decides every action.
    loadSession()
      .catch((): SessionState => ({ status: 'visitor' }))
      .then((next) => {
        if (live) setState(next);
      });
    return () => {
      live = false;
    };
  }, [generation]);
  useEffect(() => {
    // Markup shown only to a known visitor (the header's Login and sign-ups) is in the page from
    // the start, hidden until this says 'visitor': no render and no flash for either answer.
    document.documentElement.setAttribute(VIEWER_ATTRIBUTE, state.status);
  }, [state.status]);
  const reload = useCallback(() => {
    setState(LOADING);
    setGeneration((n) => n + 1);
  }, []);
  const signedIn = state.status === 'signed-in' ? state.session : null;
  return (
    <SessionReloadContext.Provider value={reload}>
      <SessionContext.Provider value={state}>
        <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>
      </SessionContext.Provider>
    </SessionReloadContext.Provider>
  );
}

/** After a sign-out without a page load (a deleted account): the islands wait for GET /session again. */
export function useReloadSession(): () => void {
  return useContext(SessionReloadContext);
}

/** The signed-in user's session, null while loading and for a visitor (no render on a visitor's answer). */
export function useSignedInSession(): ClientSession | null {
  return useContext(SignedInContext);
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** The session's kind (moderator first, as actorKind on the server), or null while loading. */
export function viewerKindOf(state: SessionState): ClientViewerKind | null {
  if (state.status === 'loading') return null;
  if (state.status === 'visitor') return 'visitor';
  if (state.session.is_moderator) return 'moderator';
  return state.session.usertype ?? 'guy';
}
