import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { HomePage } from './HomePage';
import { anne, eva, kari } from '../../../tests/personas';

/** The front page's own Norwegian words: none may be left on an English page. */
const NORWEGIAN =
  /Velkommen|Du handler|Dette venter|Tjenester|Kontrakt |venter på din signatur|Les og signer|Bekreft sporutbedring|Meld henteklart|Signer bestillingen|utbedre|Driften|skogbruksplan|Gå til bestilling|Tømmerinnmelding|Bestillinger|Økonomi|Tømmerkontrakter|Min skog|Plantebestilling|Priskalkulator|Idébank|Kontakt oss|Meld inn|Regn ut|Avregninger/;

beforeEach(async () => {
  // The page's own texts, and the signed-in frame's it is shown in (the services' names and descriptions).
  await Promise.all([loadTexts('home'), loadTexts('layout')]);
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

async function openAs(pid: string, accountId: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  return renderPage(<HomePage />, { path: '/', accountId, session: { userData } });
}

const awaiting = () => within(screen.getByRole('region', { name: 'Waiting for you' }));

describe('HomePage in English (#43)', () => {
  it('greets Kari and lists what waits for her, the plan offer and the services, all in English', async () => {
    await openAs(kari.pid, 'acc-kari');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Kari Nordmann' })).toBeInTheDocument();
    await waitFor(() => {
      expect(awaiting().queryByRole('status')).not.toBeInTheDocument();
    });
    const items = awaiting().getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Read and sign the contract',
      'Confirm track repair',
      'Report ready for pickup',
      'Sign the order',
    ]);
    expect(items[0]).toHaveTextContent(
      /^Contract 2026-101 · Nordre NordmannThe contract is waiting for your signature\./,
    );
    // The date as src/domain/format.ts writes it in the active language (day first in both).
    expect(items[1]).toHaveTextContent(
      /^Contract 2026-103 · Søndre NordmannYou are to repair the wheel tracks after the operation by \d{2}[./]\d{2}[./]\d{4}\. Confirm when it is done\./,
    );
    expect(
      awaiting().getByRole('link', { name: 'Read and sign the contract, contract 2026-101' }),
    ).toBeInTheDocument();
    const banner = await screen.findByRole('region', {
      name: 'You can now order a forest management plan for your property',
    });
    expect(within(banner).getByRole('link', { name: 'Go to order' })).toBeInTheDocument();
    const services = within(screen.getByRole('region', { name: 'Services' }));
    expect(services.getByRole('link', { name: 'Timber contracts' })).toHaveAccessibleDescription(
      'Contracts, signing, ready for pickup and measurement notes.',
    );
    expect(services.getByRole('link', { name: 'Idea bank' })).toBeInTheDocument();
    // The order's name ('Miljøregistrering (MiS) …') is the API's.
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('says in English that nothing waits', async () => {
    await openAs(anne.pid, 'acc-ansatt');
    expect(await awaiting().findByText('Nothing is waiting for you')).toBeInTheDocument();
  });

  it('names the lists that failed in English (Eva Feil: both)', async () => {
    await openAs(eva.pid, 'acc-feil');
    expect(await awaiting().findByRole('alert')).toHaveTextContent(/the contracts and the orders/);
  });

  it('names only the list that failed', async () => {
    sandboxServer.use(
      http.get('*/api/orders/:accountId', () => HttpResponse.json({ message: 'feil' }, { status: 500 })),
    );
    await openAs(kari.pid, 'acc-kari');
    const alert = await awaiting().findByRole('alert');
    expect(alert).toHaveTextContent(/the orders/);
    expect(alert).not.toHaveTextContent(/the contracts/);
  });
});
