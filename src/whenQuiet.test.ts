import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_WAIT_MS, QUIET_MS, whenQuiet } from './whenQuiet';

/** What the browser would say: resources that finished (their end on the performance clock), and idle time. */
let arrivals: number[] = [];
let freeIdleMs = 50;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'performance'] });
  arrivals = [];
  freeIdleMs = 50;
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(() =>
    arrivals.map((responseEnd) => ({ responseEnd }) as PerformanceResourceTiming),
  );
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) =>
    window.setTimeout(() => {
      callback({ didTimeout: false, timeRemaining: () => freeIdleMs });
    }, 10),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('whenQuiet', () => {
  it('waits until nothing has arrived for a while, not only for the first idle moment', () => {
    const task = vi.fn();
    whenQuiet(task);
    // The page's chunks and its first API answer keep arriving for two seconds.
    for (let at = 200; at <= 2_000; at += 200) {
      vi.advanceTimersByTime(200);
      arrivals.push(performance.now());
      expect(task).not.toHaveBeenCalled();
    }
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(LONGEST_WAIT_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts a main thread with only short gaps between tasks as busy', () => {
    const task = vi.fn();
    freeIdleMs = 5;
    whenQuiet(task);
    vi.advanceTimersByTime(3 * QUIET_MS);
    expect(task).not.toHaveBeenCalled();
    freeIdleMs = 50;
    vi.advanceTimersByTime(QUIET_MS + 100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the work anyway on a page that never goes quiet', () => {
    const task = vi.fn();
    whenQuiet(task);
    const poll = window.setInterval(() => arrivals.push(performance.now()), 300);
    vi.advanceTimersByTime(LONGEST_WAIT_MS - 500);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(task).toHaveBeenCalledTimes(1);
    window.clearInterval(poll);
  });
});
