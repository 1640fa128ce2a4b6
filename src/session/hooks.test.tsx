import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { UserData } from '../api/generated/model';
import { useAccount } from './hooks';
import { SessionProvider } from './SessionProvider';
import { initialSessionState, writeSessionState } from './sessionState';

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
    { id: 'acc-kari', name: 'Kari Nordmann', isMember: true, accountRole: 'FOREST_OWNER' },
    { id: 'acc-skog', name: 'Nordmann Skog AS', isMember: true, accountRole: 'FOREST_OWNER' },
  ],
};

function ActingFor() {
  return <p>Du handler på vegne av {useAccount().name}.</p>;
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('useAccount', () => {
  it('gives the account the person acts for', () => {
    writeSessionState(window.sessionStorage, {
      ...initialSessionState,
      contactId: kari.contactId,
      userData: kari,
      activeAccount: kari.accounts[1] ?? null,
    });
    render(
      <SessionProvider>
        <ActingFor />
      </SessionProvider>,
    );
    expect(screen.getByText('Du handler på vegne av Nordmann Skog AS.')).toBeInTheDocument();
  });

  it('throws a clear error for the developer when no account is chosen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeSessionState(window.sessionStorage, {
      ...initialSessionState,
      contactId: kari.contactId,
      userData: kari,
    });
    expect(() =>
      render(
        <SessionProvider>
          <ActingFor />
        </SessionProvider>,
      ),
    ).toThrow(/useAccount\(\) brukes bare på sider i den innloggede layouten/);
  });
});
