/**
 * One rule for the work a page does not need to show itself (the sign-in library, telemetry, the service
 * worker's download of the whole app): it waits until the page is quiet, not merely until the browser's first
 * idle moment. On a slow phone that moment comes between two of the page's own chunks or before its first
 * API answer, and what ran there held back the page's content and its first taps (issue #38: the sign-in
 * page's blocking time went from ~50 to 300–600 ms when three such loads ran early).
 *
 * Quiet: the page has loaded, nothing (a script, a style, an API answer) has arrived for {@link QUIET_MS},
 * and the browser says it has a whole idle period free (Chrome gives up to 50 ms when nothing is due). A page
 * that never goes quiet (a poll) gets the work after {@link LONGEST_WAIT_MS} anyway.
 */
export const QUIET_MS = 1_000;
export const LONGEST_WAIT_MS = 15_000;
/** An idle period at least this long counts as free; a shorter one is a gap between two tasks. */
const FREE_IDLE_MS = 40;

type IdleWindow = Window & Partial<Pick<Window, 'requestIdleCallback'>>;

/** When the last resource this page fetched (code, style, API call) finished, on the performance clock. */
function lastArrival(): number {
  if (typeof performance.getEntriesByType !== 'function') return 0;
  let last = 0;
  for (const entry of performance.getEntriesByType('resource')) {
    if ('responseEnd' in entry && typeof entry.responseEnd === 'number')
      last = Math.max(last, entry.responseEnd);
  }
  return last;
}

/** Calls `task` once, when the page is quiet (see above). */
export function whenQuiet(task: () => void): void {
  let loadedAt = 0;
  let busyAt = 0;
  const idleWindow: IdleWindow = window;

  const check = (freeMs: number): void => {
    const now = performance.now();
    if (freeMs < FREE_IDLE_MS) busyAt = now;
    const quietFor = now - Math.max(lastArrival(), busyAt, loadedAt);
    if (quietFor >= QUIET_MS || now - loadedAt >= LONGEST_WAIT_MS) {
      task();
      return;
    }
    window.setTimeout(waitForIdle, Math.max(QUIET_MS - quietFor, 50));
  };

  const waitForIdle = (): void => {
    // Safari has no requestIdleCallback: there only the arrivals count.
    if (typeof idleWindow.requestIdleCallback === 'function') {
      idleWindow.requestIdleCallback(
        (deadline) => {
          check(deadline.didTimeout ? 0 : deadline.timeRemaining());
        },
        { timeout: QUIET_MS },
      );
    } else check(FREE_IDLE_MS);
  };

  const afterLoad = (): void => {
    loadedAt = performance.now();
    waitForIdle();
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Calls `task` at the browser's first idle moment after load: for work that must not wait for quiet, as the
 * sign-in's session watch in a signed-in tab (it is what notices the sign-in running out, and parks the forms).
 */
export function whenIdleAfterLoad(task: () => void): void {
  const idleWindow: IdleWindow = window;
  const schedule = (): void => {
    if (typeof idleWindow.requestIdleCallback === 'function') {
      idleWindow.requestIdleCallback(task, { timeout: LONGEST_WAIT_MS });
    } else window.setTimeout(task, QUIET_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
