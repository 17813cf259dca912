'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

// The one place the browser learns who is signed in (decision 022): one GET /session per page
// load, shared by every island.

export interface ClientSession {
  user_id: string;
  username: string;
  avatar: string | null;
  avatar_icon: string | null;
  is_moderator: boolean;
  usertype: 'girl' | 'guy' | null;
  stage_name: string | null;
  girl_id: number | null;
  guy_id: number | null;
}

export type SessionState =
  { status: 'loading' } | { status: 'visitor' } | { status: 'signed-in'; session: ClientSession };

export type ClientViewerKind = 'visitor' | 'guy' | 'girl' | 'moderator';

const LOADING: SessionState = { status: 'loading' };
const SessionContext = createContext<SessionState>(LOADING);

/** A visitor gets 200 and null instead of a 401 the browser would log. */
export const SESSION_URL = '/session?optional=1';

async function loadSession(): Promise<SessionState> {
  const response = await fetch(SESSION_URL, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) return { status: 'visitor' };
  const session = (await response.json()) as ClientSession | null;
  return session ? { status: 'signed-in', session } : { status: 'visitor' };
}

const SessionReloadContext = createContext<() => void>(() => {});

// Null for a visitor too, so the header is not re-rendered on a visitor's answer (decision 038).
const SignedInContext = createContext<ClientSession | null>(null);

export const VIEWER_ATTRIBUTE = 'data-viewer';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(LOADING);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    // Sign-in and sign-out are full page loads. A failed request shows the visitor's view: the server
    // still decides every action.
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

export function useReloadSession(): () => void {
  return useContext(SessionReloadContext);
}

export function useSignedInSession(): ClientSession | null {
  return useContext(SignedInContext);
}

export function useSession(): SessionState {
  return useContext(SessionContext);
}

/** Moderator first, as actorKind on the server. */
export function viewerKindOf(state: SessionState): ClientViewerKind | null {
  if (state.status === 'loading') return null;
  if (state.status === 'visitor') return 'visitor';
  if (state.session.is_moderator) return 'moderator';
  return state.session.usertype ?? 'guy';
}
