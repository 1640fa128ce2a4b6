import { whenQuiet } from '../whenQuiet';

/**
 * Registers /sw.js once the first page is quiet (src/whenQuiet.ts): installing the worker downloads the whole
 * app for offline use, which must not compete with the first page. The registration code (Workbox) is loaded
 * then too. Not in the dev server, which runs without a worker.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  whenQuiet(() => {
    import('./serviceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => {
        // No worker this time (the chunk did not load, or registration was refused): the portal works online.
      });
  });
}
