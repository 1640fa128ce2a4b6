import { Workbox } from 'workbox-window';
import { portalScriptUrl } from '../security/trustedTypes';
import { offerUpdate } from './updates';
import { cacheWhatThisPageLoads } from './cacheFirstVisit';
import { loadTexts } from '../i18n/i18n';
// Loaded with the registration, so the prompt is at hand (no network needed) when a version is waiting.
import './UpdatePrompt';

// The prompt's texts too (their own catalog, not the frame's that the sign-in page waits for).
loadTexts('update').catch(() => {
  // Not this time (offline): the next page load asks again.
});

/** How often an open tab asks for a new /sw.js (browsers ask by themselves only on navigation). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** What the update flow needs of Workbox's window helper; a test stands in for it. */
export interface WorkerRegistration {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
}

/**
 * A new version never takes over by itself: when one is waiting, the person is offered 'Oppdater'; only their
 * click activates it, and the page reloads once the new version controls it. A new version activated from
 * another tab does not reload this one (what is typed here stays); 'Oppdater' then just reloads.
 */
export function connectUpdates(
  registration: WorkerRegistration,
  reload: () => void = () => {
    window.location.reload();
  },
): void {
  let requested = false;
  let newVersionControls = false;
  registration.addEventListener('controlling', () => {
    newVersionControls = true;
    if (requested) reload();
  });
  registration.addEventListener('waiting', () => {
    offerUpdate(() => {
      if (requested) return;
      requested = true;
      if (newVersionControls) reload();
      else registration.messageSkipWaiting();
    });
  });
}

export async function registerServiceWorker(): Promise<void> {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- paths, not texts
  const workbox = new Workbox(portalScriptUrl('/sw.js'), { scope: '/' });
  connectUpdates(workbox);
  cacheWhatThisPageLoads();
  // Called after load already: register now rather than wait for another load event.
  await workbox.register({ immediate: true });
  setInterval(() => {
    if (navigator.onLine) workbox.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}
