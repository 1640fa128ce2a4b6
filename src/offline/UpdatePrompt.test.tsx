import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { render } from '../../tests/i18n';
import userEvent from '@testing-library/user-event';
import type { WorkerRegistration } from './serviceWorker';

/** Stands in for Workbox's registration: the test plays the browser's service-worker events. */
class FakeRegistration implements WorkerRegistration {
  #listeners = new Map<string, (() => void)[]>();
  skipWaitingMessages = 0;

  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  messageSkipWaiting(): void {
    this.skipWaitingMessages += 1;
  }

  emit(type: 'waiting' | 'controlling'): void {
    act(() => {
      for (const listener of this.#listeners.get(type) ?? []) listener();
    });
  }
}

// Each test starts as a fresh page: no update offered yet.
beforeEach(() => {
  vi.resetModules();
});

async function setUp() {
  const { connectUpdates } = await import('./serviceWorker');
  const { UpdatePromptSlot } = await import('./UpdatePromptSlot');
  const registration = new FakeRegistration();
  const reload = vi.fn();
  connectUpdates(registration, reload);
  render(
    <>
      <label>
        Poststed
        <input defaultValue="" />
      </label>
      <UpdatePromptSlot />
    </>,
  );
  return { registration, reload, user: userEvent.setup() };
}

describe('the update prompt', () => {
  it('appears when a new version is waiting, and reloads only after «Oppdater» activated it', async () => {
    const { registration, reload, user } = await setUp();
    const city = screen.getByRole('textbox', { name: 'Poststed' });
    await user.type(city, 'Moelv');
    expect(screen.queryByText('Ny versjon er klar')).not.toBeInTheDocument();

    registration.emit('waiting');
    expect(await screen.findByText('Ny versjon er klar')).toBeInTheDocument();
    // The new version waits for the person: nothing activated, nothing reloaded, the form as it was.
    expect(registration.skipWaitingMessages).toBe(0);
    expect(reload).not.toHaveBeenCalled();
    expect(city).toHaveValue('Moelv');

    await user.click(screen.getByRole('button', { name: 'Oppdater' }));
    expect(registration.skipWaitingMessages).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    registration.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload this tab when another tab activated the new version', async () => {
    const { registration, reload, user } = await setUp();
    registration.emit('waiting');
    await screen.findByText('Ny versjon er klar');
    registration.emit('controlling');
    expect(reload).not.toHaveBeenCalled();

    // «Oppdater» then only needs to reload: the new version already controls the page.
    await user.click(screen.getByRole('button', { name: 'Oppdater' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(registration.skipWaitingMessages).toBe(0);
  });

  it('can be put off with «Senere», by keyboard', async () => {
    const { registration, user } = await setUp();
    registration.emit('waiting');
    const later = await screen.findByRole('button', { name: 'Senere' });
    later.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => {
      expect(screen.queryByText('Ny versjon er klar')).not.toBeInTheDocument();
    });
    expect(registration.skipWaitingMessages).toBe(0);
  });
});
