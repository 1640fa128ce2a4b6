import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';
import { MyForestPage } from './MyForestPage';

const renderMyForest = async (accountId = 'acc-kari') =>
  renderPage(<MyForestPage />, {
    path: '/myForest',
    accountId,
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
  });

/** The rows by their contract number (the second cell). */
const byContractNumber = (rows: string[][]): Record<string, string[] | undefined> =>
  Object.fromEntries(rows.map((row): [string, string[]] => [row[1] ?? '', row]));

const table = () => screen.getByRole('table', { name: 'Eiendommer og kontrakter' });

/** The table's rows as a person reads them: property, then the other cells. */
const rowsOf = (): string[][] =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim()));

describe('MyForestPage', () => {
  it("shows a spinner, then Kari's four properties and her contracts with state, area and next step", async () => {
    await renderMyForest();
    expect(screen.getByRole('heading', { level: 1, name: 'Min skog' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Henter eiendommene og kontraktene ...');
    await screen.findByRole('table', { name: 'Eiendommer og kontrakter' });
    const rows = rowsOf();
    const properties = new Set(rows.map(([property]) => property));
    expect(properties).toEqual(
      new Set([
        'Nordre Nordmann (3411/12/3)',
        'Søndre Nordmann (3411/14/1)',
        'Åsen (3411/40/7)',
        'Bjørkli (3411/52/2)',
      ]),
    );
    const byContract = byContractNumber(rows);
    // 2024-033 is withdrawn: hidden, as in the contract list.
    expect(Object.keys(byContract)).not.toContain('2024-033');
    expect(byContract['2026-101']).toEqual([
      'Nordre Nordmann (3411/12/3)',
      '2026-101',
      'Innmeldt',
      expect.stringMatching(/^(Henter \.\.\.|Ikke tegnet i kart)$/),
      'Les og signer avtale',
    ]);
    // Each contract's area comes with its own call: wait for both, not the first (failed in CI when one came later).
    await waitFor(() => {
      expect(within(table()).getAllByText('Ikke tegnet i kart')).toHaveLength(2);
    });
    const drawn = byContractNumber(rowsOf());
    expect(drawn['2026-103']).toEqual([
      'Søndre Nordmann (3411/14/1)',
      '2026-103',
      'Henteklart',
      expect.stringMatching(/^\d+,\d\u00a0daa$/),
      'Bekreft sporutbedring',
    ]);
    expect(drawn['2026-110']?.slice(2)).toEqual([
      'Kontrakt signert',
      expect.stringMatching(/^\d+,\d\u00a0daa$/),
      'Skogeierandelslaget planlegger driften.',
    ]);
    expect(drawn['2026-102']?.slice(2)).toEqual(['Drift pågår', 'Ikke tegnet i kart', 'Meld henteklart']);
    expect(drawn['2025-087']?.[2]).toBe('Oppgjort');
    expect(rowsOf().find(([property]) => property === 'Bjørkli (3411/52/2)')).toEqual([
      'Bjørkli (3411/52/2)',
      'Ingen aktive kontrakter',
    ]);
  });

  it('draws the map once its data is there, says what it shows and names every state in the legend', async () => {
    await renderMyForest();
    const map = await screen.findByRole('region', { name: 'Kart over eiendommene og hogstfeltene' });
    expect(map).toHaveAccessibleDescription(
      'Kartet viser 4 eiendommer og hogstfeltene til 3 kontrakter. Trykk på et hogstfelt for å åpne kontrakten. Tabellen har det samme som tekst.',
    );
    const legend = screen.getByRole('region', { name: 'Tegnforklaring' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Eiendomsgrense',
      'Innmeldt',
      'Kontrakt signert',
      'Drift pågår',
      'Henteklart',
      'Oppgjort',
      'Velteplass (i kontraktens farge)',
    ]);
  });

  it('opens a contract from the table in the contract list', async () => {
    const { user } = await renderMyForest();
    await screen.findByRole('table', { name: 'Eiendommer og kontrakter' });
    await user.click(screen.getByRole('link', { name: 'Åpne kontrakt 2026-103' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      'Du er på /timberContract?kontrakt=contract-2026-103',
    );
  });

  it('says the account has nothing when it has neither properties nor contracts', async () => {
    sandboxServer.use(
      http.get('*/api/properties/:id', () => HttpResponse.json([])),
      http.get('*/api/contracts/:id', () => HttpResponse.json({ contracts: [] })),
    );
    await renderMyForest();
    expect(
      await screen.findByText('Du har ingen eiendommer eller tømmerkontrakter på denne kontoen.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Kart over/ })).not.toBeInTheDocument();
  });

  it("shows a failed list with 'Prøv igjen', which fetches it again", async () => {
    let failing = true;
    sandboxServer.use(
      http.get('*/api/contracts/:id', () =>
        failing ? HttpResponse.json({ message: 'Feil' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await renderMyForest();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi klarte ikke å hente kontraktene.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('table', { name: 'Eiendommer og kontrakter' })).toBeInTheDocument();
  });

  it("keeps the table when a contract's harvest area cannot be fetched, and says so with 'Prøv igjen'", async () => {
    sandboxServer.use(
      http.get('*/api/map-elements', ({ request }) =>
        new URL(request.url).searchParams.get('contractId') === 'contract-2026-103'
          ? HttpResponse.json({ message: 'Feil' }, { status: 500 })
          : undefined,
      ),
    );
    await renderMyForest();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Vi klarte ikke å hente hogstfeltet til én kontrakt.');
    expect(within(alert).getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    const row = rowsOf().find((cells) => cells[1] === '2026-103');
    expect(row?.[3]).toBe('Kunne ikke hentes');
    expect(
      await screen.findByRole('region', { name: 'Kart over eiendommene og hogstfeltene' }),
    ).toHaveAccessibleDescription(/hogstfeltene til 2 kontrakter/);
  });
});
