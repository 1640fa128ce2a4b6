import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { kari } from '../../../tests/personas';
import { MyForestPage } from './MyForestPage';

/** The page's own Norwegian words: none may be left on an English page. */
const NORWEGIAN =
  /Min skog|Kart|Tegnforklaring|Eiendom|Velteplass|Innmeldt|Kontrakt|Drift pågår|Henteklart|Oppgjort|Areal|Neste steg|Ingen aktive|Ikke tegnet|Henter/;

beforeEach(async () => {
  await loadTexts('my-forest');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const renderMyForest = async () =>
  renderPage(<MyForestPage />, {
    path: '/myForest',
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
  });

describe('MyForestPage in English (#43)', () => {
  it('names the map, its legend and the table in English', async () => {
    await renderMyForest();
    expect(screen.getByRole('heading', { level: 1, name: 'My forest' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Fetching the properties and contracts ...');
    const map = await screen.findByRole('region', { name: 'Map of the properties and harvest areas' });
    expect(map).toHaveAccessibleDescription(
      'The map shows 4 properties and the harvest areas of 3 contracts. Tap a harvest area to open its contract. The table has the same as text.',
    );
    const legend = screen.getByRole('region', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Property boundary',
      'Registered',
      'Contract signed',
      'Operation in progress',
      'Ready for pickup',
      'Settled',
      "Landing (in the contract's colour)",
    ]);
    const table = screen.getByRole('table', { name: 'Properties and contracts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Property', 'Contract', 'Status', 'Area', 'Next step']);
    await waitFor(() => {
      expect(within(table).getAllByText('Not drawn on the map')).toHaveLength(2);
    });
    expect(within(table).getByText('No active contracts')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open contract 2026-103' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.dataset.label),
    ).toContain('Next step');
    // The next steps are the contract journey's words (src/domain/contractJourney.ts), not this page's.
    for (const element of [screen.getByRole('heading', { level: 1 }), map, legend]) {
      expect(element).not.toHaveTextContent(NORWEGIAN);
    }
  });

  it("says in English that a contract's harvest area could not be fetched", async () => {
    sandboxServer.use(
      http.get('*/api/map-elements', ({ request }) =>
        new URL(request.url).searchParams.get('contractId') === 'contract-2026-103'
          ? HttpResponse.json({ message: 'Feil' }, { status: 500 })
          : undefined,
      ),
    );
    await renderMyForest();
    expect(await screen.findByRole('alert')).toHaveTextContent('the harvest area of one contract');
    expect(await screen.findByText('Could not be fetched')).toBeInTheDocument();
  });
});
