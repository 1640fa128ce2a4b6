import { createContext, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { onClientSessionCleared } from './clearSession';
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
  // never written back to the storage sign-out cleared.
  const cleared = useRef(false);
  useEffect(
    () =>
      onClientSessionCleared(() => {
        cleared.current = true;
      }),
    [],
  );
  useEffect(() => {
    if (!cleared.current) writeSessionState(window.sessionStorage, state);
  }, [state]);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession må brukes inne i <SessionProvider>.');
  return value;
}
