/**
 * The offline copy of what the signed-in person has opened (src/offline/queryPersistence.ts) lives in this
 * IndexedDB database. Kept apart from the persistence itself, in the session layer below it, so that clearing
 * a session erases it without loading that code (a sign-out from a sign-in page, where it never ran).
 */
export const OFFLINE_DATABASE = 'skogportal-frakoblet';

/** A database deletion waits for open connections elsewhere (another tab); the page leaves after this. */
const ERASE_TIMEOUT_MS = 2_000;

/** Deletes the offline copy. Never rejects: a failed erase must not stop a sign-out. */
export function eraseOfflineData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ERASE_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    try {
      const request = indexedDB.deleteDatabase(OFFLINE_DATABASE);
      request.onsuccess = done;
      request.onerror = done;
    } catch {
      done();
    }
  });
}
