import { clientSessionClearedInThisPage } from '../session/clearSession';
import { holdsSignIn, LAST_ACTIVITY_KEY } from './signInState';
import { tellUsed } from './tabs';

/*
 * When a person last used this tab, kept with the sign-in in session storage (LAST_ACTIVITY_KEY): a tab left
 * open is signed out after `oidc.idleSignOutSeconds` (src/app/SessionExpiryDialog.tsx), and a tab reopened
 * after longer at once (src/auth/auth.ts).
 */
export { LAST_ACTIVITY_KEY };

/**
 * What counts as using the portal: a key, a click or tap, a scroll by wheel or finger. Not a moving pointer
 * (a mouse nudged on the way past a shared computer) and not the page's own calls (a refetch in the background).
 */
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/** Activity is written at most this often: a key held down or a scroll fires dozens of events a second. */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

/** When this tab was last used (epoch ms), or null when nothing is recorded. */
export function lastActivityAt(storage: Storage = window.sessionStorage): number | null {
  const stored = Number(storage.getItem(LAST_ACTIVITY_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

/**
 * Records that the tab was used now, while someone is signed in here: nothing is written into a tab that
 * has been signed out (src/session/clearSession.ts), nor before a sign-in.
 */
export function noteActivity(now = Date.now(), storage: Storage = window.sessionStorage): void {
  if (clientSessionClearedInThisPage() || !holdsSignIn(storage)) return;
  try {
    storage.setItem(LAST_ACTIVITY_KEY, String(now));
  } catch {
    // A full or blocked storage: the tab is then taken as used when it is next opened, never signed out early.
  }
}

/** When the tab will have stood unused for `idleSeconds` (epoch ms), or null when no use is recorded. */
export function idleEndsAt(idleSeconds: number, storage: Storage = window.sessionStorage): number | null {
  const last = lastActivityAt(storage);
  return last === null ? null : last + idleSeconds * 1000;
}

/**
 * Whether a signed-in tab has stood unused for `idleSeconds` or more. A tab with no use recorded (a sign-in
 * kept from before this was recorded) has not: it counts from when it is next shown.
 */
export function idleTooLong(idleSeconds: number, now = Date.now()): boolean {
  if (!holdsSignIn()) return false;
  const endsAt = idleEndsAt(idleSeconds);
  return endsAt !== null && now >= endsAt;
}

/**
 * Records the person's use of this tab until the returned function is called: at once for the first event, then
 * at most every {@link ACTIVITY_WRITE_INTERVAL_MS}, and when the tab is left or hidden, so a tab reopened later
 * knows when it was last used.
 */
export function watchActivity(onActivity: (now: number) => void = () => undefined): () => void {
  let lastWritten = 0;
  let pending = 0;
  const record = (): void => {
    const now = Date.now();
    if (now - lastWritten < ACTIVITY_WRITE_INTERVAL_MS) {
      pending = now;
      return;
    }
    lastWritten = now;
    pending = 0;
    noteActivity(now);
    // Use of one tab counts for every tab of the sign-in (#41): none is signed out while another is in use.
    tellUsed(now);
    onActivity(now);
  };
  const flush = (): void => {
    if (pending === 0) return;
    noteActivity(pending);
    pending = 0;
  };
  const options = { capture: true, passive: true } as const;
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, record, options);
  const onHidden = (): void => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, options);
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
