import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { resetErrorSink, setErrorSink, type ErrorSink } from '../../telemetry/errorTracking';
import { formatDate } from '../../domain/format';
import { ContractListPage } from './ContractListPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari, ola } from '../../../tests/personas';

const renderList = async (accountId = 'acc-kari') =>
  renderPage(<ContractListPage />, {
    path: '/timberContract',
    accountId,
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
  });

const blocks = () => screen.getAllByRole('article');

/** A card's details (its description list), term → definition, as a person reads them. */
const detailsOf = (card: HTMLElement): Record<string, string> =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );

describe('ContractListPage', () => {
  it('shows a spinner while loading, then one block per contract under the default filter', async () => {
    await renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Laster inn...');
    const heading = await screen.findByRole('heading', { level: 1, name: /Tømmerkontrakter \(\d+\)/ });
    expect(heading).toHaveTextContent(`Tømmerkontrakter (${String(blocks().length)})`);
    expect(blocks()).toHaveLength(5);
    expect(screen.queryByRole('heading', { name: /2024-033/ })).not.toBeInTheDocument();
  });

  it('shows the contracts the default filter hides when asked, and finds by contract number', async () => {
    const user = userEvent.setup();
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    await user.click(screen.getByRole('switch', { name: /Vis også avsluttede og trukne kontrakter \(1\)/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tømmerkontrakter (6)');
    expect(screen.getByRole('heading', { name: /Kontrakt 2024-033/ })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Søk på kontraktsnummer' }), '2025');
    expect(blocks()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tømmerkontrakter (1)');
  });

  it("opens at the contract the address names (from 'Min skog'): shown even if the filter hides it, and focused", async () => {
    renderPage(<ContractListPage />, {
      path: '/timberContract',
      initialEntry: '/timberContract?kontrakt=contract-2024-033',
      accountId: 'acc-kari',
      session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
    });
    const heading = await screen.findByRole('heading', { level: 2, name: /Kontrakt 2024-033/ });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tømmerkontrakter (6)');
  });

  it('offers no action the permission table does not give the person (an accountant, say)', async () => {
    const kariUser = await signInWithToken(await signSandboxAccessToken(kari.pid));
    const asAccountant = {
      ...kariUser,
      accounts: kariUser.accounts.map((account) => ({ ...account, accountRole: 'ACCOUNTANT' as const })),
    };
    renderPage(<ContractListPage />, {
      path: '/timberContract',
      accountId: 'acc-kari',
      session: { userData: asAccountant },
    });
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
    for (const block of blocks()) {
      expect(within(block).queryByRole('group', { name: /^Handlinger for kontrakt/ })).toBeNull();
      // Reading the map is no action: it is there for whoever may read the contract.
      expect(
        within(block)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Vis på kart']);
    }
  });

  it('labels each contract as the spec does, and offers only signing on the unsigned one', async () => {
    await renderList();
    const unsigned = (await screen.findByRole('heading', { name: /Kontrakt 2026-101/ })).closest('article');
    if (!unsigned) throw new Error('no block for 2026-101');
    const block = within(unsigned);
    expect(detailsOf(unsigned)).toMatchObject({ Driftsstatus: 'Tildelt', Signert: 'Nei' });
    const actions = within(block.getByRole('group', { name: 'Handlinger for kontrakt 2026-101' }));
    expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Les og signer avtale',
    ]);

    const ongoing = screen.getByRole('heading', { name: /Kontrakt 2026-102/ }).closest('article');
    if (!ongoing) throw new Error('no block for 2026-102');
    expect(detailsOf(ongoing)).toMatchObject({ Driftsstatus: 'Drift pågår', Driftsform: 'Privat drift' });
    expect(within(ongoing).getByRole('button', { name: /^Meld henteklart/ })).toBeInTheDocument();
  });

  it("shows a contract's timber registration status and logging type, and never a draft registration", async () => {
    const user = userEvent.setup();
    const seeded = sandboxStore().contracts.get('contract-2026-102')!;
    sandboxStore().contracts.set('contract-2026-120', {
      ...seeded,
      contractId: 'contract-2026-120',
      contractNumber: '2026-120',
      timberRegistration: 100000000,
      loggingType: 100000001,
    });
    sandboxStore().contracts.set('contract-2026-121', {
      ...seeded,
      contractId: 'contract-2026-121',
      contractNumber: '2026-121',
      timberRegistration: 100000006,
      loggingType: 100000000,
    });
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (6)' });

    const registered = screen.getByRole('article', { name: /Kontrakt 2026-120/ });
    const detail = (term: string) => within(registered).getByText(term).nextElementSibling;
    expect(detail('Tømmerinnmelding')).toHaveTextContent('Innmeldt');
    expect(detail('Hogstform')).toHaveTextContent('Tynning');
    const seededBlock = screen.getByRole('article', { name: /Kontrakt 2026-102/ });
    expect(within(seededBlock).getByText('Tømmerinnmelding').nextElementSibling).toHaveTextContent(
      'Kontrakt opprettet',
    );
    expect(within(seededBlock).queryByText('Hogstform')).not.toBeInTheDocument();

    expect(screen.queryByRole('article', { name: /Kontrakt 2026-121/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: /Vis også avsluttede og trukne kontrakter \(1\)/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tømmerkontrakter (7)');
    expect(screen.queryByRole('article', { name: /Kontrakt 2026-121/ })).not.toBeInTheDocument();
  });

  it("never lists Ola Hansen's draft registration (TI-2026-001), which the wizard continues", async () => {
    const user = userEvent.setup();
    renderPage(<ContractListPage />, {
      path: '/timberContract',
      accountId: 'acc-hansen',
      session: { userData: await signInWithToken(await signSandboxAccessToken(ola.pid)) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (1)' });
    expect(screen.getByRole('article', { name: /Kontrakt 2026-301/ })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Vis også avsluttede og trukne kontrakter' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tømmerkontrakter (1)');
    expect(screen.queryByRole('article', { name: /TI-2026-001/ })).not.toBeInTheDocument();
  });

  it("shows the other account's contracts for Nordmann Skog AS", async () => {
    await renderList('acc-nordmann-skog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (2)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Kontrakt 2026-201/ })).toBeInTheDocument();
  });

  it('says so when the account has no contracts', async () => {
    sandboxServer.use(http.get('*/api/contracts/:accountId', () => HttpResponse.json({ contracts: [] })));
    await renderList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (0)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Du har ingen tømmerkontrakter på denne kontoen.')).toBeInTheDocument();
  });

  it("shows an error with 'Prøv igjen' when the list fails, and loads on retry", async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get('*/api/contracts/:accountId', () => HttpResponse.json({ message: 'feil' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderList();
    await user.click(await screen.findByRole('button', { name: 'Prøv igjen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' }),
    ).toBeInTheDocument();
  });

  it("shows the error with 'Prøv igjen' when the list comes back as an HTML page, reports it, and loads on retry", async () => {
    const user = userEvent.setup();
    const sink = vi.fn<ErrorSink>();
    setErrorSink(sink);
    onTestFinished(resetErrorSink);
    sandboxServer.use(
      http.get(
        '*/api/contracts/:accountId',
        () =>
          new HttpResponse('<!doctype html><title>Vedlikehold</title>', {
            headers: { 'Content-Type': 'text/html' },
          }),
        { once: true },
      ),
    );
    await renderList();

    expect(await screen.findByRole('alert')).toHaveTextContent('Vi klarte ikke å hente tømmerkontraktene.');
    expect(sink).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'MalformedAnswerError', operation: 'getContractsForAccount' }),
      expect.anything(),
    );
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' }),
    ).toBeInTheDocument();
  });

  it("shows at most four details at once, the rest behind 'Detaljer', and the journey's step as the card's status", async () => {
    const user = userEvent.setup();
    await renderList();
    const card = await screen.findByRole('article', { name: /Kontrakt 2026-103/ });
    const more = within(card).getByText('Detaljer').closest('details');
    if (!more) throw new Error('no Detaljer on 2026-103');
    const shownAtOnce = within(card)
      .getAllByRole('term')
      .filter((term) => !more.contains(term))
      .map((term) => term.textContent);
    expect(shownAtOnce).toEqual(['Driftsform', 'Opprettet', 'Frist for sporutbedring']);
    expect(more).not.toHaveAttribute('open');
    await user.click(within(card).getByText('Detaljer'));
    expect(more).toHaveAttribute('open');
    expect(within(more).getByText('Sporutbedring')).toBeVisible();
    // One status, the journey's step, beside the heading.
    expect(card).toHaveTextContent(/^Kontrakt 2026-103( · [^H]+)?Henteklart/);
    for (const other of blocks()) {
      const terms = within(other).getAllByRole('term');
      const hidden = other.querySelector('details');
      expect(terms.filter((term) => !hidden?.contains(term)).length).toBeLessThanOrEqual(4);
    }
  });

  it('shows the track repair on the card: its status, who is responsible and the deadline', async () => {
    await renderList();
    const card = await screen.findByRole('article', { name: /Kontrakt 2026-103/ });
    const deadline = sandboxStore().contracts.get('contract-2026-103')?.fristForOpprettingAvKjreskader ?? '';
    expect(detailsOf(card)).toMatchObject({
      Sporutbedring: 'Ikke utført',
      'Ansvarlig for sporutbedring': 'Skogeier',
      'Frist for sporutbedring': formatDate(deadline),
    });
    // Where the cooperative repairs and none is needed, the card says so, with no deadline.
    const planned = detailsOf(screen.getByRole('article', { name: /Kontrakt 2026-110/ }));
    expect(planned).toMatchObject({
      Sporutbedring: 'Ikke behov',
      'Ansvarlig for sporutbedring': 'Skogeierandelslaget',
    });
    expect(Object.keys(planned)).not.toContain('Frist for sporutbedring');
  });

  it('confirms track repair and the button goes away', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(await screen.findByRole('button', { name: /^Bekreft sporutberding/ }));
    const dialog = screen.getByRole('dialog', { name: 'Bekreft sporutbedring' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, sporene er utbedret' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Bekreft sporutberding/ })).not.toBeInTheDocument();
    });
    expect(await screen.findByText('Sporutbedringen er bekreftet')).toBeInTheDocument();
    expect(sandboxStore().contracts.get('contract-2026-103')?.statusOppussing).toBe(100000000);
    await waitFor(() => {
      expect(detailsOf(screen.getByRole('article', { name: /Kontrakt 2026-103/ })).Sporutbedring).toBe(
        'Utført',
      );
    });
  });

  describe("opened with ?sporutbedring=<contract> (the start page's 'Bekreft sporutbedring')", () => {
    const openWithRepairOf = async (contractId: string) =>
      renderPage(<ContractListPage />, {
        path: '/timberContract',
        initialEntry: `/timberContract?sporutbedring=${contractId}`,
        accountId: 'acc-kari',
        session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
      });

    it('opens the confirmation for that contract once the list is there, and Avbryt drops it from the address', async () => {
      const { user, router } = await openWithRepairOf('contract-2026-103');
      const dialog = await screen.findByRole('dialog', { name: 'Bekreft sporutbedring' });
      expect(within(dialog).getByText(/kontrakt 2026-103/)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      });
      expect(router.state.location.search).toBe('');
      expect(screen.getByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' })).toBeInTheDocument();
      expect(sandboxStore().contracts.get('contract-2026-103')?.statusOppussing).toBe(100000001);
      expect(
        screen.getByRole('button', { name: /^Bekreft sporutberding, kontrakt 2026-103/ }),
      ).toBeInTheDocument();
    });

    it('confirms from there, and the address no longer names the contract', async () => {
      const { user, router } = await openWithRepairOf('contract-2026-103');
      const dialog = await screen.findByRole('dialog', { name: 'Bekreft sporutbedring' });
      await user.click(within(dialog).getByRole('button', { name: 'Ja, sporene er utbedret' }));
      expect(await screen.findByText('Sporutbedringen er bekreftet')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(router.state.location.search).toBe('');
      expect(sandboxStore().contracts.get('contract-2026-103')?.statusOppussing).toBe(100000000);
      expect(screen.queryByRole('button', { name: /^Bekreft sporutberding/ })).not.toBeInTheDocument();
    });

    it('opens nothing for a contract with no track repair to confirm', async () => {
      await openWithRepairOf('contract-2026-102');
      await screen.findByRole('heading', { level: 1, name: 'Tømmerkontrakter (5)' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('reports a failed track-repair save with the contract and a location, and tells the user', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(
      http.put('*/api/contracts', () => HttpResponse.json({ message: 'feil' }, { status: 500 })),
    );
    await renderList();
    await user.click(await screen.findByRole('button', { name: /^Bekreft sporutberding/ }));
    await user.click(screen.getByRole('button', { name: 'Ja, sporene er utbedret' }));
    expect(await screen.findByText('Vi klarte ikke å lagre bekreftelsen. Prøv igjen.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(
      '[Tømmerkontrakter: bekreft sporutbedring]',
      expect.anything(),
      expect.objectContaining({ contractId: 'contract-2026-103', contractNumber: '2026-103' }),
    );
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('button', { name: /^Bekreft sporutberding/ })).toBeInTheDocument();
    errors.mockRestore();
  });
});
