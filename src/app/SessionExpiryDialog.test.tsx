import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { render } from '../../tests/i18n';
import { expectNoAxeViolations } from '../../tests/axe';
import { lastActivityAt, noteActivity } from '../auth/activity';
import { OIDC_STORAGE_PREFIX } from '../auth/signInState';
import { firstEnd, minutesLeftText, SessionExpiryDialog, sessionPhase } from './SessionExpiryDialog';

const START = new Date('2026-11-23T09:00:00+01:00').getTime();
const MINUTE = 60_000;
const WARNING_SECONDS = 300;
const IDLE_SECONDS = 30 * 60;

describe('sessionPhase', () => {
  it('is active until the warning, warning until the end, then ended', () => {
    const end = START + 60 * MINUTE;
    expect(sessionPhase(end, end - 5 * MINUTE - 1, 5 * MINUTE)).toBe('active');
    expect(sessionPhase(end, end - 5 * MINUTE, 5 * MINUTE)).toBe('warning');
    expect(sessionPhase(end, end - 1, 5 * MINUTE)).toBe('warning');
    expect(sessionPhase(end, end, 5 * MINUTE)).toBe('ended');
    expect(sessionPhase(null, end, 5 * MINUTE)).toBe('active');
  });

  it('takes the end that comes first, the lifetime’s when they fall together', () => {
    expect(firstEnd(START + 8 * 60 * MINUTE, START + 30 * MINUTE)).toEqual({
      at: START + 30 * MINUTE,
      reason: 'idle',
    });
    expect(firstEnd(START + 10 * MINUTE, START + 30 * MINUTE)).toEqual({
      at: START + 10 * MINUTE,
      reason: 'lifetime',
    });
    expect(firstEnd(START, START)).toEqual({ at: START, reason: 'lifetime' });
    expect(firstEnd(null, START)).toEqual({ at: START, reason: 'idle' });
    expect(firstEnd(null, null)).toBeNull();
  });

  it('says the time left in whole minutes', () => {
    expect(minutesLeftText(4 * MINUTE + 59_000)).toBe('4 minutter');
    expect(minutesLeftText(MINUTE)).toBe('1 minutt');
    expect(minutesLeftText(59_000)).toBe('under ett minutt');
  });
});

describe('SessionExpiryDialog', () => {
  const end = START + 30 * MINUTE;
  let onExpire: ReturnType<typeof vi.fn<() => void>>;
  let onStaySignedIn: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let onSignOut: ReturnType<typeof vi.fn<() => Promise<void>>>;

  beforeEach(() => {
    // Only the dialog's clock: the lazily loaded dialog and Testing Library's waiting run on real timers.
    vi.useFakeTimers({ now: START, toFake: ['setInterval', 'clearInterval', 'Date'] });
    onExpire = vi.fn<() => void>();
    onStaySignedIn = vi.fn<() => Promise<void>>(() => new Promise(() => undefined));
    onSignOut = vi.fn<() => Promise<void>>(() => new Promise(() => undefined));
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const renderDialog = () =>
    render(
      <SessionExpiryDialog
        warningSeconds={WARNING_SECONDS}
        idleSeconds={IDLE_SECONDS}
        endsAt={() => end}
        idleEndsAt={() => null}
        onExpire={onExpire}
        onStaySignedIn={onStaySignedIn}
        onSignOut={onSignOut}
      />,
    );

  const advanceTo = (time: number) => {
    act(() => {
      vi.advanceTimersByTime(time - Date.now());
    });
  };

  it('says nothing until five minutes before the end, then warns, and says what is kept', async () => {
    renderDialog();
    advanceTo(end - 5 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    advanceTo(end - 5 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Du blir snart logget ut' });
    expect(dialog).toHaveAccessibleDescription(
      'Innloggingen din med BankID varer i 5 minutter til. Det du har skrevet inn, tar vi vare på: logger du inn igjen, finner du det på samme side.',
    );
    expect(screen.getByRole('button', { name: 'Forbli innlogget' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
    vi.useRealTimers();
    await expectNoAxeViolations();
  });

  it('counts down in minutes while it shows', async () => {
    renderDialog();
    advanceTo(end - 90_000);
    expect(await screen.findByRole('dialog')).toHaveTextContent('varer i 1 minutt til');
    advanceTo(end - 30_000);
    expect(screen.getByRole('dialog')).toHaveTextContent('varer i under ett minutt til');
  });

  it('at the end keeps the forms and asks for sign-in again, once', () => {
    renderDialog();
    advanceTo(end - 1000);
    expect(onExpire).not.toHaveBeenCalled();
    advanceTo(end + 10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('catches up at once after the computer slept past the end', () => {
    renderDialog();
    act(() => {
      vi.setSystemTime(end + 60 * MINUTE);
      vi.advanceTimersByTime(1000);
    });
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('Forbli innlogget signs in again', async () => {
    renderDialog();
    advanceTo(end - 4 * MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Forbli innlogget' }));
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeDisabled();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('Logg ut signs out', async () => {
    renderDialog();
    advanceTo(end - 4 * MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Logg ut' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onStaySignedIn).not.toHaveBeenCalled();
  });

  it('closes with Escape, stays closed, and still keeps the forms at the end', async () => {
    renderDialog();
    advanceTo(end - 4 * MINUTE);
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    advanceTo(end - 3 * MINUTE);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    advanceTo(end);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

describe('SessionExpiryDialog at the idle limit', () => {
  const lifetimeEnd = START + 8 * 60 * MINUTE;
  let onExpire: ReturnType<typeof vi.fn<() => void>>;
  let onIdle: ReturnType<typeof vi.fn<() => void>>;
  let onStaySignedIn: ReturnType<typeof vi.fn<() => Promise<void>>>;

  beforeEach(() => {
    vi.useFakeTimers({ now: START, toFake: ['setInterval', 'clearInterval', 'Date'] });
    // Signed in (a stored user), last used at START.
    window.sessionStorage.setItem(`${OIDC_STORAGE_PREFIX}user:test`, '{}');
    noteActivity(START);
    onExpire = vi.fn<() => void>();
    onIdle = vi.fn<() => void>();
    onStaySignedIn = vi.fn<() => Promise<void>>(() => new Promise(() => undefined));
  });

  afterEach(() => {
    vi.useRealTimers();
    window.sessionStorage.clear();
  });

  const renderDialog = (idleSeconds = IDLE_SECONDS) =>
    render(
      <SessionExpiryDialog
        warningSeconds={WARNING_SECONDS}
        idleSeconds={idleSeconds}
        endsAt={() => lifetimeEnd}
        onExpire={onExpire}
        onIdle={onIdle}
        onStaySignedIn={onStaySignedIn}
        onSignOut={() => new Promise(() => undefined)}
      />,
    );

  const advanceTo = (time: number) => {
    act(() => {
      vi.advanceTimersByTime(time - Date.now());
    });
  };

  it('warns five minutes before 30 minutes unused, in its own words, then signs out keeping the forms', async () => {
    renderDialog();
    advanceTo(START + 25 * MINUTE - 1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    advanceTo(START + 25 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Du blir snart logget ut' });
    expect(dialog).toHaveAccessibleDescription(
      'Du har ikke brukt portalen på en stund, så vi logger deg ut om 5 minutter. Det du har skrevet inn, tar vi vare på: logger du inn igjen, finner du det på samme side.',
    );
    expect(dialog).toHaveTextContent('Velg «Forbli innlogget» for å fortsette der du er.');

    advanceTo(START + 30 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('Forbli innlogget puts the limit off without a new sign-in', async () => {
    renderDialog();
    advanceTo(START + 26 * MINUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Forbli innlogget' }));
    expect(onStaySignedIn).not.toHaveBeenCalled();
    expect(lastActivityAt()).toBe(START + 26 * MINUTE);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    advanceTo(START + 55 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    advanceTo(START + 56 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('a key, a click or a scroll anywhere counts as use; a moving mouse does not', () => {
    renderDialog();
    advanceTo(START + 20 * MINUTE);
    fireEvent.pointerMove(window);
    expect(lastActivityAt()).toBe(START);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(lastActivityAt()).toBe(START + 20 * MINUTE);
    advanceTo(START + 40 * MINUTE);
    fireEvent.pointerDown(document.body);
    advanceTo(START + 60 * MINUTE);
    fireEvent.wheel(document.body);
    advanceTo(START + 89 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    advanceTo(START + 90 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('warns at half a limit shorter than the warning time', async () => {
    renderDialog(120);
    advanceTo(START + 59_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advanceTo(START + 60_000);
    expect(await screen.findByRole('dialog')).toHaveTextContent('logger deg ut om 1 minutt');
  });

  it('near the lifetime’s end, the lifetime’s warning and its renewal', async () => {
    renderDialog();
    advanceTo(lifetimeEnd - 4 * MINUTE);
    // Used a minute ago: the idle limit is far off, the lifetime is not.
    act(() => {
      noteActivity(lifetimeEnd - 5 * MINUTE);
      vi.advanceTimersByTime(1000);
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Innloggingen din med BankID varer i');
    fireEvent.click(screen.getByRole('button', { name: 'Forbli innlogget' }));
    expect(onStaySignedIn).toHaveBeenCalledTimes(1);
  });
});
