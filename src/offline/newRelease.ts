import { useEffect, useState } from 'react';
import { keepFormsThroughReload } from '../session/formMemory';

/**
 * A tab opened before a deploy runs the release it was opened with; when it asks for a page's code that the
 * server no longer has (the old release's /assets gone), the import fails. This tells such a tab apart from
 * a broken page: the server's index.html names another entry script than the one this tab runs, so a newer
 * release is out, and a reload is all the person needs (src/app/RouteErrorPage.tsx then shows «Skogportalen
 * er oppdatert»). docs/production-server.md says why this signal and not another.
 */

/** What the check found: still asking, a newer release on the server, the same one, or it could not tell. */
export type ReleaseCheck = 'checking' | 'newRelease' | 'sameRelease' | 'unknown';

/** The first module script with a `src` in a page's HTML: Vite's entry (index.html has one). */
const ENTRY_SCRIPT = /<script\b[^>]*\btype=["']?module["']?[^>]*\bsrc=["']([^"']+)["']/i;

/** The path of the entry script `html` names, or null when it names none. */
export function entryScriptOf(html: string): string | null {
  const src = ENTRY_SCRIPT.exec(html)?.[1];
  return src ? new URL(src, window.location.href).pathname : null;
}

/** The path of the entry script this tab runs (the one its index.html loaded), or null (the dev server's tests). */
export function runningEntryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, window.location.href).pathname : null;
}

/**
 * The server's index.html, past every cache: a query the service worker's precache does not know (its
 * index.html would be this tab's own release) and `no-store` for the browser's cache. nginx and vite preview
 * serve /index.html whatever the query.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a URL, not a text
const serversIndexUrl = () => `/index.html?utgavesjekk=${String(Date.now())}`;

/** A question under way, shared by whoever asks meanwhile. */
let asking: Promise<ReleaseCheck> | null = null;
/** A newer release is the answer for the rest of the page's life: a release does not go back. */
let newReleaseSeen = false;

async function askTheServer(running: string): Promise<ReleaseCheck> {
  try {
    const response = await fetch(new URL(serversIndexUrl(), window.location.href), {
      cache: 'no-store',
      credentials: 'same-origin',
    });
    if (!response.ok) return 'unknown';
    const served = entryScriptOf(await response.text());
    if (served === null) return 'unknown';
    return served === running ? 'sameRelease' : 'newRelease';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether the server has a newer release than this tab. After 'sameRelease' or 'unknown' the next caller asks
 * again (during a rolling update an old replica may have answered). 'unknown' when this tab has no entry
 * script to compare or the server does not answer with a page.
 */
export function newReleaseCheck(): Promise<ReleaseCheck> {
  if (newReleaseSeen) return Promise.resolve('newRelease');
  if (asking) return asking;
  const running = runningEntryScript();
  if (running === null) return Promise.resolve('unknown');
  asking = askTheServer(running).then((found) => {
    asking = null;
    if (found === 'newRelease') newReleaseSeen = true;
    return found;
  });
  return asking;
}

/** The server's answer ({@link newReleaseCheck}) when `wanted`: 'checking' until it is in; null when not wanted. */
export function useReleaseCheck(wanted: boolean): ReleaseCheck | null {
  const [found, setFound] = useState<ReleaseCheck>('checking');
  useEffect(() => {
    if (!wanted) return undefined;
    let shown = true;
    void newReleaseCheck().then((answer) => {
      if (shown) setFound(answer);
    });
    return () => {
      shown = false;
    };
  }, [wanted]);
  return wanted ? found : null;
}

/**
 * A chunk that did not load is followed by a reload (the error pages offer nothing else), so from then on what
 * is typed into a form stays for it, even in a form that forgets on leave (src/session/formMemory.ts): the
 * form has been replaced by the error page, not left. And the server is asked at once, so the page knows what
 * to say by the time it is drawn. Vite fires `vite:preloadError` for every failed dynamic import of the build
 * (its preload helper wraps them all), before the import's promise rejects and the router shows the error.
 */
export function watchForFailedChunks(): void {
  window.addEventListener('vite:preloadError', () => {
    keepFormsThroughReload();
    if (navigator.onLine) void newReleaseCheck();
  });
}

/** The worker's answer to workbox-window's `messageSkipWaiting()`, which vite-plugin-pwa's sw.js listens for. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };
/** How long a reload waits for the new release's worker before it reloads anyway. */
const WORKER_WAIT_MS = 10_000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  Promise.race([
    promise,
    new Promise<null>((done) =>
      setTimeout(() => {
        done(null);
      }, ms),
    ),
  ]);

/** The registration's worker once it is installed and waiting, or null when it fails (or is not new). */
function waitingWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  return new Promise((done) => {
    const check = () => {
      if (registration.waiting) done(registration.waiting);
      else if (!registration.installing) done(null);
      else registration.installing.addEventListener('statechange', check, { once: true });
    };
    check();
  });
}

/**
 * «Last inn på nytt» after a new release: loads the current address anew, in the new release. A tab whose
 * service worker is the old release's would get the old index.html back from the worker's precache, and the
 * same missing chunk: the new release's worker is fetched (if the browser has not yet), allowed to take over,
 * and only then the page reloads. Without a worker (or when it takes too long) it simply reloads.
 */
export async function reloadIntoNewRelease(
  reload: () => void = () => {
    window.location.reload();
  },
): Promise<void> {
  try {
    const registration =
      'serviceWorker' in navigator && navigator.serviceWorker.controller
        ? await navigator.serviceWorker.getRegistration()
        : undefined;
    if (registration) {
      await within(registration.update(), WORKER_WAIT_MS);
      const worker = await within(waitingWorker(registration), WORKER_WAIT_MS);
      if (worker) {
        const controlled = new Promise<void>((done) => {
          navigator.serviceWorker.addEventListener(
            'controllerchange',
            () => {
              done();
            },
            { once: true },
          );
        });
        worker.postMessage(SKIP_WAITING);
        await within(controlled, WORKER_WAIT_MS);
      }
    }
  } catch {
    // The reload below gets what the server and the worker give; at worst this page again.
  }
  reload();
}
