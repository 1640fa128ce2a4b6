import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearClientSession } from '../session/clearSession';
import {
  ACTIVITY_WRITE_INTERVAL_MS,
  idleTooLong,
  LAST_ACTIVITY_KEY,
  lastActivityAt,
  noteActivity,
  watchActivity,
} from './activity';
import { OIDC_STORAGE_PREFIX } from './signInState';

const START = new Date('2026-11-28T09:00:00+01:00').getTime();
const MINUTE = 60_000;
const signIn = () => {
  window.sessionStorage.setItem(`${OIDC_STORAGE_PREFIX}user:test`, '{}');
};

describe('the tab’s last use', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START, toFake: ['Date'] });
  });

  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  it('is recorded only while someone is signed in here', () => {
    noteActivity(START);
    expect(window.sessionStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    signIn();
    noteActivity(START);
    expect(lastActivityAt()).toBe(START);
  });

  it('a tab unused for the limit or more has stood too long; one with nothing recorded has not', () => {
    signIn();
    expect(idleTooLong(30 * 60, START + 60 * MINUTE)).toBe(false);
    noteActivity(START);
    expect(idleTooLong(30 * 60, START + 30 * MINUTE - 1)).toBe(false);
    expect(idleTooLong(30 * 60, START + 30 * MINUTE)).toBe(true);
    window.sessionStorage.removeItem(`${OIDC_STORAGE_PREFIX}user:test`);
    expect(idleTooLong(30 * 60, START + 60 * MINUTE)).toBe(false);
  });

  it('writes the first use at once, then at most every few seconds, and the last one when the tab is left', () => {
    signIn();
    const stop = watchActivity();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(lastActivityAt()).toBe(START);

    vi.setSystemTime(START + 2000);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }));
    expect(lastActivityAt()).toBe(START);

    vi.setSystemTime(START + ACTIVITY_WRITE_INTERVAL_MS);
    window.dispatchEvent(new Event('touchstart'));
    expect(lastActivityAt()).toBe(START + ACTIVITY_WRITE_INTERVAL_MS);

    vi.setSystemTime(START + ACTIVITY_WRITE_INTERVAL_MS + 1000);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('pagehide'));
    expect(lastActivityAt()).toBe(START + ACTIVITY_WRITE_INTERVAL_MS + 1000);

    stop();
    vi.setSystemTime(START + 10 * MINUTE);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'c' }));
    expect(lastActivityAt()).toBe(START + ACTIVITY_WRITE_INTERVAL_MS + 1000);
  });

  // Last: a page that has cleared its session stays cleared.
  it('writes nothing into a tab that has been signed out', () => {
    signIn();
    clearClientSession();
    signIn();
    noteActivity(START);
    expect(lastActivityAt()).toBeNull();
  });
});
