/**
 * Registers /sw.js once the first page has loaded and the browser is idle: installing the worker downloads
 * the whole app for offline use, which must not compete with the first page. The registration code (Workbox)
 * is loaded then too. Not in the dev server, which runs without a worker.
 */
const IDLE_TIMEOUT_MS = 10_000;
/** Browsers without requestIdleCallback (Safari) wait this long after load instead. */
const AFTER_LOAD_MS = 2_000;

export function registerServiceWorkerWhenIdle(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    import('./serviceWorker')
      .then(({ registerServiceWorker }) => registerServiceWorker())
      .catch(() => {
        // No worker this time (the chunk did not load, or registration was refused): the portal works online.
      });
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(register, AFTER_LOAD_MS);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
