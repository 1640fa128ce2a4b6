import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchSession, type WatchedCheck } from './sessionWatch';

const INTERVAL = 300_000;

/** A check whose answers the test gives, one call at a time. */
function controlledCheck() {
  const pending: ((answer: 'active' | 'ended' | Error) => void)[] = [];
  const check = vi.fn<WatchedCheck>(
    () =>
      new Promise((resolve, reject) => {
        pending.push((answer) => {
          if (answer instanceof Error) reject(answer);
          else resolve(answer);
        });
      }),
  );
  const answer = async (value: 'active' | 'ended' | Error) => {
    const next = pending.shift();
    if (!next) throw new Error('no check is waiting for an answer');
    next(value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { check, answer };
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  setVisibility('visible');
});

describe('watchSession', () => {
  it('checks once per interval, and not before', async () => {
    const { check, answer } = controlledCheck();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded: vi.fn() });

    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await answer('active');

    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks when the window gets focus', () => {
    const { check } = controlledCheck();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded: vi.fn() });
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks when the tab becomes visible again, not when it is hidden', () => {
    const { check } = controlledCheck();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded: vi.fn() });
    setVisibility('hidden');
    expect(check).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('checks when the network comes back', () => {
    const { check } = controlledCheck();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded: vi.fn() });
    window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('never runs two checks at once: triggers during a check are dropped', async () => {
    const { check, answer } = controlledCheck();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded: vi.fn() });

    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(check).toHaveBeenCalledTimes(1);

    await answer('active');
    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('calls onEnded once when the eID says the sign-in is over, and stops watching', async () => {
    const { check, answer } = controlledCheck();
    const onEnded = vi.fn();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded });

    window.dispatchEvent(new Event('focus'));
    await answer('ended');
    expect(onEnded).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('keeps watching after a failed check (no network) and asks again at the next trigger', async () => {
    const { check, answer } = controlledCheck();
    const onEnded = vi.fn();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded });

    await vi.advanceTimersByTimeAsync(INTERVAL);
    await answer(new Error('Network Error'));
    expect(onEnded).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(2);
    await answer('ended');
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it('stop() removes the timer and every listener', async () => {
    const { check } = controlledCheck();
    const onEnded = vi.fn();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded });
    stop();

    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    setVisibility('hidden');
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(check).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not call onEnded for a check that answers after stop()', async () => {
    const { check, answer } = controlledCheck();
    const onEnded = vi.fn();
    stop = watchSession({ check, intervalMs: INTERVAL, onEnded });
    window.dispatchEvent(new Event('focus'));
    stop();
    await answer('ended');
    expect(onEnded).not.toHaveBeenCalled();
  });
});
