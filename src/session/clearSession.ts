/**
 * Ends the client-held session: sign-out clears session storage, and from then on nothing may write it back.
 * The session provider writes its state to storage on every change, so without this a late dispatch (a
 * request that finishes after sign-out) would put userData, with names and numbers, back into the storage
 * of a tab the person has signed out of.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function clearClientSession(): void {
  for (const listener of listeners) listener();
  window.sessionStorage.clear();
}

/** Calls `listener` when the session is cleared; returns the function that stops listening. */
export function onClientSessionCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
