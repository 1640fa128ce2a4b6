import { createContext, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { clientSessionClears } from './clearSession';
import {
  initialSessionState,
  readSessionState,
  sessionReducer,
  writeSessionState,
  type SessionAction,
  type SessionState,
} from './sessionState';

interface SessionContextValue {
  state: SessionState;
  dispatch: (action: SessionAction) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

const restore = (): SessionState =>
  typeof window === 'undefined' ? initialSessionState : readSessionState(window.sessionStorage);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, undefined, restore);
  // Once signed out, this provider's state is history: it stays on screen until the page leaves, but is
  // never written back to the storage sign-out cleared. Counted from the read, not from a subscription in an
  // effect: a call refused while the first page was still rendering (in slices, as a transition) cleared the
  // storage after the read and before any effect ran, and the write below put it all back.
  const [clearsWhenRead] = useState(clientSessionClears);
  useEffect(() => {
    if (clientSessionClears() === clearsWhenRead) writeSessionState(window.sessionStorage, state);
  }, [state, clearsWhenRead]);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession må brukes inne i <SessionProvider>.');
  return value;
}
