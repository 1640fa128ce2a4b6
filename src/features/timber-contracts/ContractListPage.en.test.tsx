import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { ContractListPage } from './ContractListPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

/** A toast waits for notistack's own code, loaded on the first one: slow on a busy machine. */
const TOAST_WAIT = { timeout: 5000 };

beforeEach(async () => {
  await loadTexts('timber-contracts');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const renderList = async () =>
  renderPage(<ContractListPage />, {
    path: '/timberContract',
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
  });

/** The list's own Norwegian words (its catalog): none may remain on the English page. */
const NORWEGIAN =
  /Tømmerkontrakter|Søk på kontraktsnummer|Vis også|Detaljer|Handlinger|Kontrakt \d|Driftsform|Opprettet|Frist for|Les og signer|Meld henteklart|Målebrev|Kontraktsfiler|Steg \d/;

describe('ContractListPage in English (#43)', () => {
  it("shows Kari's contracts in English: heading, search, filter, cards and their actions", async () => {
    const user = userEvent.setup();
    await renderList();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Timber contracts (5)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search by contract number' })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Also show closed and withdrawn contracts (1)' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Timber contracts (6)');
    const card = screen.getByRole('article', { name: /^Contract 2026-101/ });
    expect(within(card).getByRole('group', { name: 'Actions for contract 2026-101' })).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: 'Read and sign the contract, contract 2026-101' }),
    ).toHaveTextContent('Read and sign the contract');
    expect(within(card).getByText('Details')).toBeInTheDocument();
    expect(within(card).getByText('Operation type')).toBeInTheDocument();
    expect(within(card).getByText('Created')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Report ready for pickup, contract 2026-102' }),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('says so in English when nothing matches the search', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.type(await screen.findByRole('textbox', { name: 'Search by contract number' }), '1999');
    expect(screen.getByText('No contracts match the search or the filter.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Timber contracts (0)');
  });

  it('confirms a track repair in English, with the toast', async () => {
    const user = userEvent.setup();
    await renderList();
    await user.click(await screen.findByRole('button', { name: 'Confirm track repair, contract 2026-103' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm track repair' });
    expect(dialog).toHaveTextContent(
      'You are responsible for repairing the driving damage after the operation on contract 2026-103. Confirm that the tracks are repaired.',
    );
    expect(dialog).toHaveTextContent(/Deadline: \d{2}[./]\d{2}[./]\d{4}/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/Avbryt|sporutbedring|Frist/);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, the tracks are repaired' }));
    expect(await screen.findByText('The track repair is confirmed', {}, TOAST_WAIT)).toBeInTheDocument();
  });

  it('switches back to Norwegian in place', async () => {
    await renderList();
    await screen.findByRole('heading', { level: 1, name: 'Timber contracts (5)' });
    await act(async () => {
      await activateLocale('nb', { remember: false });
    });
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tømmerkontrakter (5)');
    });
    expect(screen.getByRole('textbox', { name: 'Søk på kontraktsnummer' })).toBeInTheDocument();
  });
});
