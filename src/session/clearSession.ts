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
let clears = 0;

export function clearClientSession(): void {
  clears += 1;
  for (const listener of listeners) listener();
  window.sessionStorage.clear();
  erasing = eraseOfflineData();
}

/**
 * Whether this page has cleared the session. For code that starts later (loaded on demand): a page whose
 * session was cleared is on its way out, and writes nothing of a session again.
 */
export function clientSessionClearedInThisPage(): boolean {
  return clears > 0;
}

let ending = false;
const endingListeners = new Set<Listener>();

/**
 * A sign-out has begun in this page (its tokens are being revoked, its forms parked): from now on a refused call
 * (401) must not clear the session on its own, which would throw away the parked forms and race the sign-out's
 * own way out.
 */
export function markSessionEnding(): void {
  ending = true;
  for (const listener of endingListeners) listener();
}

/** Calls `listener` when a sign-out begins or the session is cleared; returns the function that stops it. */
export function onSessionEnding(listener: Listener): () => void {
  endingListeners.add(listener);
  const stopClear = onClientSessionCleared(listener);
  return () => {
    endingListeners.delete(listener);
    stopClear();
  };
}

/** Whether this page is signing out, or has cleared its session: it is on its way out. */
export function sessionEndingInThisPage(): boolean {
  return ending || clears > 0;
}

/**
 * How many times this page has cleared the session. A holder of session state notes it when it reads the
 * storage, and writes back only while it is unchanged: a clear that came in between (even before the holder
 * could subscribe to {@link onClientSessionCleared}) made what it read history.
 */
export function clientSessionClears(): number {
  return clears;
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
