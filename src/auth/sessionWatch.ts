/**
 * Spec §9: the session is refetched on an interval, on window focus and on reconnect. `check` asks the eID
 * whether the sign-in still holds; a definitive 'ended' calls `onEnded` once and stops the watch. A check that
 * fails (no network, the eID down) is simply tried again at the next trigger, and a trigger that comes while a
 * check runs is dropped: one question at a time.
 */
export type WatchedCheck = () => Promise<'active' | 'ended' | 'unknown'>;

export interface SessionWatchOptions {
  check: WatchedCheck;
  intervalMs: number;
  onEnded: () => void;
  /** The window to listen on; the page's own by default. */
  target?: Window;
}

/** Starts watching; returns the function that stops it (timer and listeners). */
export function watchSession({
  check,
  intervalMs,
  onEnded,
  target = window,
}: SessionWatchOptions): () => void {
  let running = false;
  let stopped = false;
  // A check takes time: the watch may have been stopped meanwhile, so this is asked again after it.
  const isStopped = (): boolean => stopped;

  const run = async (): Promise<void> => {
    if (running || stopped) return;
    running = true;
    try {
      const answer = await check();
      if (answer === 'ended' && !isStopped()) {
        stop();
        onEnded();
      }
    } catch {
      // Not an answer: the next trigger asks again.
    } finally {
      running = false;
    }
  };

  const trigger = (): void => {
    void run();
  };
  const onVisibility = (): void => {
    if (target.document.visibilityState === 'visible') trigger();
  };

  const timer = target.setInterval(trigger, intervalMs);
  target.addEventListener('focus', trigger);
  target.addEventListener('online', trigger);
  target.document.addEventListener('visibilitychange', onVisibility);

  function stop(): void {
    if (stopped) return;
    stopped = true;
    target.clearInterval(timer);
    target.removeEventListener('focus', trigger);
    target.removeEventListener('online', trigger);
    target.document.removeEventListener('visibilitychange', onVisibility);
  }

  return stop;
}
