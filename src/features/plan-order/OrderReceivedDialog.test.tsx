import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderPage } from '../../../tests/renderPage';
import { ORDER_RECEIVED_LOGOUT_SECONDS } from '../../domain/planOrder';
import { signOut } from '../../auth/auth';
import { OrderReceivedDialog } from './OrderReceivedDialog';
import { announcedCountdown } from './useLogoutCountdown';

// The real sign-out goes on to the eID (a page load); its async end would outlive the test's environment.
vi.mock('../../auth/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../auth/auth')>()),
  signOut: vi.fn(() => Promise.resolve()),
}));

const SUMMARY = 'Vi har mottatt bestillingen av skogbruksplan for eiendom 3411/52/2 · Bjørkli.';

describe('announcedCountdown: polite, not every second', () => {
  it('announces the start, every ten seconds and the last five, and keeps the last one in between', () => {
    expect(announcedCountdown(30, 30)).toBe('Du blir logget ut om 30 sekunder.');
    expect(announcedCountdown(27, 30)).toBe('Du blir logget ut om 30 sekunder.');
    expect(announcedCountdown(20, 30)).toBe('Du blir logget ut om 20 sekunder.');
    expect(announcedCountdown(11, 30)).toBe('Du blir logget ut om 20 sekunder.');
    expect(announcedCountdown(10, 30)).toBe('Du blir logget ut om 10 sekunder.');
    expect(announcedCountdown(6, 30)).toBe('Du blir logget ut om 10 sekunder.');
    expect(announcedCountdown(5, 30)).toBe('Du blir logget ut om 5 sekunder.');
    expect(announcedCountdown(1, 30)).toBe('Du blir logget ut om 1 sekunder.');
    expect(announcedCountdown(0, 30)).toBe('Du blir logget ut nå.');
  });

  it('changes its text at most 3 + 5 + 1 times over the 30 seconds', () => {
    const texts = new Set(
      Array.from({ length: ORDER_RECEIVED_LOGOUT_SECONDS + 1 }, (_, second) =>
        announcedCountdown(ORDER_RECEIVED_LOGOUT_SECONDS - second, ORDER_RECEIVED_LOGOUT_SECONDS),
      ),
    );
    expect(texts.size).toBe(9);
  });
});

describe('OrderReceivedDialog (spec §4: 30-second logout countdown)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(signOut).mockClear();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const open = () =>
    renderPage(<OrderReceivedDialog summary={SUMMARY} />, {
      path: '/planDataOrder/ChooseMunicipality',
      session: { personId: true, planData: { products: [{ productId: 'plan' }] } },
    });
  const tick = (seconds: number) => {
    act(() => {
      vi.advanceTimersByTime(seconds * 1000);
    });
  };

  it('shows the receipt and the seconds left, and tells screen readers only now and then', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Bestillingen er mottatt' });
    expect(dialog).toHaveTextContent(SUMMARY);
    expect(dialog).toHaveTextContent('Du blir logget ut om 30 sekunder.');
    expect(screen.getByRole('status')).toHaveTextContent('Du blir logget ut om 30 sekunder.');
    tick(3);
    expect(dialog).toHaveTextContent('Du blir logget ut om 27 sekunder.');
    expect(screen.getByRole('status')).toHaveTextContent('Du blir logget ut om 30 sekunder.');
    tick(7);
    expect(screen.getByRole('status')).toHaveTextContent('Du blir logget ut om 20 sekunder.');
    expect(screen.getByRole('button', { name: 'Logg ut nå' })).toBeInTheDocument();
  });

  it('clears session storage when the 30 seconds are up, and not a second before', () => {
    open();
    expect(window.sessionStorage.getItem('planData')).not.toBeNull();
    tick(29);
    expect(window.sessionStorage.getItem('planData')).not.toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    tick(1);
    expect(window.sessionStorage.length).toBe(0);
    expect(signOut).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Du blir logget ut nå.');
  });

  it("'Logg ut nå' ends it at once", () => {
    open();
    act(() => {
      screen.getByRole('button', { name: 'Logg ut nå' }).click();
    });
    expect(window.sessionStorage.length).toBe(0);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('stops counting when the dialog unmounts', () => {
    const { unmount } = open();
    tick(10);
    unmount();
    tick(60);
    expect(window.sessionStorage.getItem('planData')).not.toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });
});
