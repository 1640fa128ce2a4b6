import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expectNoAxeViolations } from '../../tests/axe';
import { minutesLeftText, SessionExpiryDialog, sessionPhase } from './SessionExpiryDialog';

const START = new Date('2026-11-23T09:00:00+01:00').getTime();
const MINUTE = 60_000;
const WARNING_SECONDS = 300;

describe('sessionPhase', () => {
  it('is active until the warning, warning until the end, then ended', () => {
    const end = START + 60 * MINUTE;
    expect(sessionPhase(end, end - 5 * MINUTE - 1, 5 * MINUTE)).toBe('active');
    expect(sessionPhase(end, end - 5 * MINUTE, 5 * MINUTE)).toBe('warning');
    expect(sessionPhase(end, end - 1, 5 * MINUTE)).toBe('warning');
    expect(sessionPhase(end, end, 5 * MINUTE)).toBe('ended');
    expect(sessionPhase(null, end, 5 * MINUTE)).toBe('active');
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
        endsAt={() => end}
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
