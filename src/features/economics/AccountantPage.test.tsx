import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { expectNoAxeViolations } from '../../../tests/axe';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { sandboxServer } from '../../../tests/sandboxServer';
import { AccountantPage } from './AccountantPage';
import { siri } from '../../../tests/personas';

const LAST_YEAR = new Date().getFullYear() - 1;

const openAccountant = async (search = '') =>
  renderPage(<AccountantPage />, {
    path: '/accountant',
    initialEntry: `/accountant${search}`,
    accountId: 'acc-dahl',
    session: { userData: await signInWithToken(await signSandboxAccessToken(siri.pid)) },
  });

const clientNames = () =>
  within(screen.getByRole('list', { name: 'Kunder' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('AccountantPage', () => {
  it("lists Siri's clients and finds them by organisasjonsnummer or name", async () => {
    const { user } = await openAccountant();
    expect(screen.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeInTheDocument();
    expect(screen.getByText('Dahl Regnskap AS')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Kunder' });
    expect(clientNames()).toEqual(['Kari NordmannPersonlig konto', 'Nordmann Skog ASOrg.nr. 923 456 783']);

    const search = screen.getByRole('searchbox', { name: 'Søk etter navn eller organisasjonsnummer' });
    await user.type(search, '923 456');
    expect(clientNames()).toEqual(['Nordmann Skog ASOrg.nr. 923 456 783']);
    expect(screen.getByRole('status')).toHaveTextContent('Viser 1 av 2 kunder');
    await user.clear(search);
    await user.type(search, 'kari');
    expect(clientNames()).toEqual(['Kari NordmannPersonlig konto']);
    await user.clear(search);
    await user.type(search, '999');
    expect(screen.queryByRole('list', { name: 'Kunder' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Ingen kunder passer søket.');
    await expectNoAxeViolations();
  });

  it("opens a client's economics read-only, with the client's name in the heading, and goes back to the list", async () => {
    const { user } = await openAccountant();
    await user.click(await screen.findByRole('link', { name: /^Nordmann Skog AS/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Økonomi for Nordmann Skog AS' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/lesetilgang som regnskapsfører/)).toBeInTheDocument();
    // The years with settlements come with the settlements.
    await screen.findByRole('option', { name: String(LAST_YEAR) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Regnskapsår' }), String(LAST_YEAR));
    expect(await screen.findByText('Tømmeroppgjør S-2025-2021.pdf', { selector: 'p' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Last ned Årsoppgave ${String(LAST_YEAR)}.pdf` }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Tilbake' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kunder' })).toBeInTheDocument();
  });

  it('says so for a client the accountant has no access to, with a way back', async () => {
    await openAccountant('?client=acc-hansen');
    expect(await screen.findByText(/Fant ikke kunden/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();
  });

  it('shows a failed client list with Prøv igjen', async () => {
    let failing = true;
    sandboxServer.use(
      http.get('*/api/account/list/accountant/:id', () =>
        failing ? HttpResponse.json({ message: 'feil' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openAccountant();
    expect(await screen.findByText(/Vi klarte ikke å hente kundene dine/)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('list', { name: 'Kunder' })).toBeInTheDocument();
  });
});
