import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserData } from '../api/generated/model';
import { clearClientSession } from './clearSession';
import { SessionProvider, useSession } from './SessionProvider';

const kari: UserData = {
  contactId: 'contact-kari',
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.no',
  phoneNumber: '91234567',
  address: { streetAddress: 'Skogveien 1', postalCode: '2408', city: 'Elverum' },
  approvedTerms: true,
  approvedTermsDate: '2024-05-01',
  isEmployee: false,
  accounts: [
    {
      id: 'acc-kari',
      name: 'Kari Nordmann',
      isMember: true,
      accountRole: 'FOREST_OWNER',
      bankAccountNumber: '15031234562',
    },
  ],
};

/** Stands in for pages and requests that dispatch: one before sign-out, and late ones after it. */
function Dispatcher() {
  const { state, dispatch } = useSession();
  return (
    <>
      <p>{state.userData ? `Innlogget: ${state.userData.firstName}` : 'Ingen innlogget'}</p>
      <button
        type="button"
        onClick={() => {
          dispatch({ type: 'setUserData', payload: kari });
        }}
      >
        Logg inn
      </button>
      <button
        type="button"
        onClick={() => {
          dispatch({ type: 'set', key: 'contractId', payload: 'contract-2026-102' });
          dispatch({ type: 'setActiveAccount', payload: 'acc-kari' });
        }}
      >
        Sen endring
      </button>
    </>
  );
}

describe('SessionProvider after sign-out', () => {
  it('writes changes to session storage until the session is cleared, and nothing after', async () => {
    const user = userEvent.setup();
    render(
      <SessionProvider>
        <Dispatcher />
      </SessionProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(screen.getByText('Innlogget: Kari')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('userData')).toContain('Nordmann');

    act(() => {
      clearClientSession();
    });
    expect(window.sessionStorage).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Sen endring' }));
    expect(window.sessionStorage).toHaveLength(0);
  });

  it('lets a provider restored from the cleared storage write again (the next sign-in)', async () => {
    const user = userEvent.setup();
    window.sessionStorage.clear();
    render(
      <SessionProvider>
        <Dispatcher />
      </SessionProvider>,
    );
    expect(screen.getByText('Ingen innlogget')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logg inn' }));
    expect(window.sessionStorage.getItem('contactId')).toBe('contact-kari');
  });

  it('writes nothing back when the session was cleared after it read the storage, before its first effect', () => {
    // A signed-in tab's storage, read by the provider as it renders; a call refused while the first page is
    // still rendering clears it before the provider's effects run (a child's effect runs first).
    window.sessionStorage.clear();
    window.sessionStorage.setItem('contactId', 'contact-kari');
    window.sessionStorage.setItem('userData', JSON.stringify(kari));
    function RefusedWhileRendering() {
      useEffect(() => {
        clearClientSession();
      }, []);
      return null;
    }
    render(
      <SessionProvider>
        <RefusedWhileRendering />
        <Dispatcher />
      </SessionProvider>,
    );
    expect(screen.getByText('Innlogget: Kari')).toBeInTheDocument();
    expect(window.sessionStorage).toHaveLength(0);
  });
});
