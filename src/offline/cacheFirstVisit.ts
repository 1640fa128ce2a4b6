import { messageSW } from 'workbox-window';

/**
 * The worker precaches only the app shell; the rest of the build (a page's chunks, pdf.js, the map, the
 * charts) it caches when first asked for (config/pwa.ts). But the first visit is not the worker's: it
 * installs while the page is open and takes over no open page (no clientsClaim, see connectUpdates), so what
 * this page loads goes past it, and would be missing offline. So while no worker controls the page, the page
 * names the build's files it has loaded, and each it loads later, to the active worker: Workbox's CACHE_URLS
 * message, which the worker answers through its own routes, the same as a request (the precache for the
 * shell, the first-use cache for the rest).
 */
export interface CacheUrlsMessage {
  type: 'CACHE_URLS';
  payload: { urlsToCache: string[] };
}

/** What the page needs of the browser; a test stands in for it. */
export interface PageAndWorker {
  origin: string;
  /** Whether a worker controls this page (then its requests reach the worker by themselves). */
  controlled(): boolean;
  /** The active worker of the page's registration, once there is one. */
  activeWorker(): Promise<ServiceWorker | null>;
  /** Calls `loaded` with what the page has loaded so far, then with what it loads later. */
  observeLoads(loaded: (urls: string[]) => void): void;
  send(worker: ServiceWorker, message: CacheUrlsMessage): Promise<unknown>;
}

/** The build's content-hashed files among the URLs a page loaded: same origin, under /assets/. */
export function buildFiles(urls: readonly string[], origin: string): string[] {
  const files = new Set<string>();
  for (const raw of urls) {
    const url = new URL(raw, origin);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- paths, not texts
    if (url.origin === origin && url.pathname.startsWith('/assets/')) files.add(url.href);
  }
  return [...files];
}

const browser = (): PageAndWorker => ({
  origin: window.location.origin,
  controlled: () => navigator.serviceWorker.controller !== null,
  activeWorker: async () => (await navigator.serviceWorker.ready).active,
  observeLoads: (loaded) => {
    new PerformanceObserver((list) => {
      loaded(list.getEntries().map((entry) => entry.name));
    }).observe({ type: 'resource', buffered: true });
  },
  send: (worker, message) => messageSW(worker, message),
});

export function cacheWhatThisPageLoads(page: PageAndWorker = browser()): void {
  if (page.controlled()) return;
  page.observeLoads((urls) => {
    const files = buildFiles(urls, page.origin);
    if (files.length === 0 || page.controlled()) return;
    page
      .activeWorker()
      .then((worker) => worker && page.send(worker, { type: 'CACHE_URLS', payload: { urlsToCache: files } }))
      // Not cached this time (no worker after all, or offline): the files load from the server as before.
      .catch(() => undefined);
  });
}
