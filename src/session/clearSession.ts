import { eraseOfflineData } from './offlineCopyErase';

/**
 * Ends the client-held session: sign-out clears session storage and the offline copy of the person's data
 * (IndexedDB), and from then on nothing may write them back. The session provider writes its state to
 * storage on every change, so without this a late dispatch (a request that finishes after sign-out) would
 * put userData, with names and numbers, back into the storage of a tab the person has signed out of.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let erasing: Promise<void> = Promise.resolve();
let cleared = false;

export function clearClientSession(): void {
  cleared = true;
  for (const listener of listeners) listener();
  window.sessionStorage.clear();
  erasing = eraseOfflineData();
}

/**
 * Whether this page has cleared the session. For code that starts later (loaded on demand): a page whose
 * session was cleared is on its way out, and writes nothing of a session again.
 */
export function clientSessionClearedInThisPage(): boolean {
  return cleared;
}

/**
 * Resolves when the offline copy erased by the last {@link clearClientSession} is gone. A page that leaves
 * right after clearing waits for this first: a deletion cut short by the page unloading could leave data.
 */
export function clientSessionErased(): Promise<void> {
  return erasing;
}

/** After {@link clearClientSession}: goes to `url` once the offline copy is erased. */
export function leaveAfterClearing(url: string): void {
  void clientSessionErased().then(() => {
    window.location.assign(url);
  });
}

/** Calls `listener` when the session is cleared; returns the function that stops listening. */
export function onClientSessionCleared(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
