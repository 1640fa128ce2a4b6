import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { render } from '../../tests/i18n';
import { activateLocale, loadTexts } from '../i18n/i18n';
import { minutesLeftText, SessionExpiryDialog } from './SessionExpiryDialog';
import { NotFoundPage } from './NotFoundPage';
import { MemoryRouter } from 'react-router';

const MINUTE = 60_000;
const START = Date.parse('2026-11-28T12:00:00Z');

beforeEach(async () => {
  await loadTexts('common');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  vi.useRealTimers();
  await activateLocale('nb', { remember: false });
});

describe('the session expiry dialog in English (#43)', () => {
  it('counts the minutes left in English', () => {
    expect(minutesLeftText(4 * MINUTE)).toBe('4 minutes');
    expect(minutesLeftText(MINUTE)).toBe('1 minute');
    expect(minutesLeftText(59_000)).toBe('less than a minute');
  });

  it('warns before the BankID sign-in ends, with English buttons and no Norwegian left', async () => {
    vi.useFakeTimers({ now: START, toFake: ['setInterval', 'clearInterval', 'Date'] });
    const end = START + 30 * MINUTE;
    render(
      <SessionExpiryDialog
        warningSeconds={300}
        idleSeconds={1800}
        endsAt={() => end}
        idleEndsAt={() => null}
        onExpire={() => undefined}
        onStaySignedIn={() => new Promise(() => undefined)}
        onSignOut={() => new Promise(() => undefined)}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(end - 5 * MINUTE - Date.now());
    });
    const dialog = await screen.findByRole('dialog', { name: 'You will soon be signed out' });
    expect(dialog).toHaveAccessibleDescription(
      'Your BankID sign-in lasts 5 minutes more. We keep what you have typed: if you sign in again, you will find it on the same page.',
    );
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Du blir|Logg ut|Forbli|minutter|innlogget/);
  });
});

describe('the page that is not there, in English (#43)', () => {
  it('says so in English', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the front page' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Fant ikke|forsiden|Adressen/);
  });
});
