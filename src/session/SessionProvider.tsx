import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
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
  useEffect(() => {
    writeSessionState(window.sessionStorage, state);
  }, [state]);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession må brukes inne i <SessionProvider>.');
  return value;
}
