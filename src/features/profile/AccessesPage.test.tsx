import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { AccessesPage } from './AccessesPage';
import { createTestQueryClient, renderPage, signInWithToken, storedSession } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

async function openAsKari(activeAccountId: string | null) {
  const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
  const activeAccount = userData.accounts.find((account) => account.id === activeAccountId) ?? null;
  const queryClient = createTestQueryClient();
  const view = renderPage(<AccessesPage />, {
    session: { userData, activeAccount },
    queryClient,
    path: '/profile/accesses',
  });
  return { ...view, userData };
}

describe('AccessesPage', () => {
  it('lists the accounts, with org.nr, membership and the chosen one marked', async () => {
    await openAsKari('acc-kari');
    expect(screen.getByRole('heading', { level: 1, name: 'Bytt selskap' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();

    const kariButton = screen.getByRole('button', { name: /^Kari Nordmann/ });
    expect(kariButton).toHaveAttribute('aria-current', 'true');
    expect(within(kariButton).getByText('Valgt')).toBeInTheDocument();
    expect(within(kariButton).getByText('Medlem')).toBeInTheDocument();

    const company = screen.getByRole('button', { name: /^Nordmann Skog AS/ });
    expect(company).not.toHaveAttribute('aria-current');
    expect(within(company).getByText('Org.nr. 923 456 783')).toBeInTheDocument();
    expect(within(company).queryByText('Valgt')).not.toBeInTheDocument();
    expect(screen.queryByText('Velg hvilket selskap du vil handle på vegne av.')).not.toBeInTheDocument();
  });

  it('switches account: session, toast, the old account’s cached data gone, and home', async () => {
    const user = userEvent.setup();
    const { queryClient, router } = await openAsKari('acc-kari');
    queryClient.setQueryData(['account', 'acc-kari', 'contracts'], { contracts: [] });
    queryClient.setQueryData(['account', 'acc-kari', 'details'], { id: 'acc-kari' });
    queryClient.setQueryData(['account', 'acc-nordmann-skog', 'details'], { id: 'acc-nordmann-skog' });

    await user.click(screen.getByRole('button', { name: /^Nordmann Skog AS/ }));

    expect(await screen.findByText('Du handler nå på vegne av Nordmann Skog AS')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    await waitFor(() => {
      expect(storedSession().activeAccount?.id).toBe('acc-nordmann-skog');
    });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['account', 'acc-kari'] })).toHaveLength(0);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['account', 'acc-nordmann-skog'] })).toHaveLength(
      1,
    );
  });

  it('asks the person to choose the first time, without a way back', async () => {
    const user = userEvent.setup();
    await openAsKari(null);
    expect(screen.getByText('Velg hvilket selskap du vil handle på vegne av.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tilbake' })).not.toBeInTheDocument();
    expect(screen.queryByText('Valgt')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Kari Nordmann/ }));

    expect(await screen.findByText('Du handler nå på vegne av Kari Nordmann')).toBeInTheDocument();
    await waitFor(() => {
      expect(storedSession().activeAccount?.id).toBe('acc-kari');
    });
  });

  it('can be used with the keyboard', async () => {
    const user = userEvent.setup();
    await openAsKari('acc-kari');
    screen.getByRole('button', { name: /^Nordmann Skog AS/ }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Du handler nå på vegne av Nordmann Skog AS')).toBeInTheDocument();
  });

  it('choosing the account already chosen just goes home', async () => {
    const user = userEvent.setup();
    const { router, queryClient } = await openAsKari('acc-kari');
    queryClient.setQueryData(['account', 'acc-kari', 'contracts'], { contracts: [] });
    await user.click(screen.getByRole('button', { name: /^Kari Nordmann/ }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(queryClient.getQueryCache().findAll({ queryKey: ['account', 'acc-kari'] })).toHaveLength(1);
    expect(screen.queryByText(/Du handler nå på vegne av/)).not.toBeInTheDocument();
  });
});
