import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../../tests/sandboxServer';
import { setErrorSink, type ErrorContext } from '../../telemetry/errorTracking';
import { MeasuringNotesPage } from './MeasuringNotesPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

const PATH = '/timberContract/measuringNotes';

const openNotes = async (contractId: string | null = 'contract-2025-087') =>
  renderPage(<MeasuringNotesPage />, {
    path: PATH,
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)), contractId },
  });

/** Intl writes no-break spaces; compare with ordinary ones. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

let reported: ErrorContext[] = [];
let downloads: { download: string; type: string | undefined }[] = [];

beforeEach(() => {
  reported = [];
  downloads = [];
  setErrorSink((_error, context) => reported.push(context));
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${String(blobs.size + 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ download: this.download, type: blobs.get(this.href)?.type });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  setErrorSink((error, context) => {
    console.error(`[${context.location}]`, error, context);
  });
});

describe('MeasuringNotesPage', () => {
  it('shows the measuring notes in a table: date, assortment, method and volume', async () => {
    await openNotes();
    expect(screen.getByRole('heading', { level: 1, name: 'Målebrev' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Laster/);

    const table = await screen.findByRole('table', { name: 'Målebrev for kontrakt 2025-087' });
    expect(screen.getByText(/^Kontrakt 2025-087/)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dato', 'Sortiment', 'Målemetode', 'Volum', 'Målebrev']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => plain(cell.textContent)),
    );
    expect(cells[0]?.[0]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(cells.map((row) => row.slice(1))).toEqual([
      ['Gran sagtømmer', 'Stokkmålt', '212,4 m³'],
      ['Gran massevirke', 'Vektmålt', '98,1 m³'],
    ]);
    expect(within(rows[0]!).getByRole('button', { name: /^Vis målebrev/ })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: /^Last ned/ })).toBeInTheDocument();
  });

  it('keeps the table in a named, keyboard-scrollable box so it cannot widen the page', async () => {
    await openNotes();
    const table = await screen.findByRole('table');
    const box = screen.getByRole('region', { name: /Målebrev for kontrakt 2025-087/ });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it("says 'Ingen målebrev ennå.' for a contract without notes", async () => {
    await openNotes('contract-2026-110');
    expect(await screen.findByText('Ingen målebrev ennå.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('downloads the PDF of a measuring note', async () => {
    const user = userEvent.setup();
    await openNotes();
    const [first] = (await screen.findAllByRole('row')).slice(1);
    await user.click(within(first!).getByRole('button', { name: /^Last ned/ }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    expect(downloads[0]?.download).toMatch(/^Målebrev 2025-087 Gran sagtømmer \d{2}\.\d{2}\.\d{4}\.pdf$/);
    expect(downloads[0]?.type).toBe('application/pdf');
    expect(reported).toEqual([]);
  });

  it('previews a measuring note; in jsdom pdf.js cannot draw, so it says so and offers the download', async () => {
    const user = userEvent.setup();
    await openNotes();
    const [, second] = (await screen.findAllByRole('row')).slice(1);
    const show = within(second!).getByRole('button', { name: /^Vis målebrev/ });
    await user.click(show);

    const preview = await screen.findByRole('region', {
      name: /^Forhåndsvisning av Målebrev 2025-087 Gran massevirke/,
    });
    expect(show).toHaveAttribute('aria-expanded', 'true');
    expect(await within(preview).findByText(/Forhåndsvisningen kunne ikke vises/)).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: /^Last ned/ })).toHaveAttribute(
      'download',
      expect.stringMatching(/^Målebrev 2025-087 Gran massevirke/) as string,
    );

    await user.click(within(preview).getByRole('button', { name: 'Lukk forhåndsvisning' }));
    expect(screen.queryByRole('region', { name: /^Forhåndsvisning/ })).not.toBeInTheDocument();
    expect(show).toHaveFocus();
  });

  it('says in the row that the PDF could not be fetched, and reports it', async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get('*/api/measuring-notes/reports/measuringNote/:id', () =>
        HttpResponse.json({ message: 'feil' }, { status: 500 }),
      ),
    );
    await openNotes();
    const [first] = (await screen.findAllByRole('row')).slice(1);
    await user.click(within(first!).getByRole('button', { name: /^Vis målebrev/ }));
    expect(await within(first!).findByRole('alert')).toHaveTextContent(
      'Vi klarte ikke å hente dokumentet. Prøv igjen.',
    );
    expect(reported).toEqual([
      expect.objectContaining({
        location: 'Dokumentliste: nedlasting',
        contractId: 'contract-2025-087',
        accountId: 'acc-kari',
      }),
    ]);
    expect(screen.queryByRole('region', { name: /^Forhåndsvisning/ })).not.toBeInTheDocument();
  });

  it("shows 'Prøv igjen' when the notes cannot be fetched, and trying again loads them", async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get('*/api/measuring-notes/:id', () => HttpResponse.json({ message: 'feil' }, { status: 500 }), {
        once: true,
      }),
    );
    await openNotes();
    await user.click(await screen.findByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByText('Stokkmålt')).toBeInTheDocument();
  });

  it('goes back to the contract list without a chosen contract', async () => {
    await openNotes(null);
    expect(await screen.findByText('Du er på /timberContract')).toBeInTheDocument();
  });
});

describe("the measuring notes page's settlement summary", () => {
  const summary = () => screen.findByRole('region', { name: 'Oppgjøret i korte trekk' });

  it('sums up the settlement above the PDFs: volume, price per m³ and sum per assortment, and the totals', async () => {
    await openNotes();
    const section = await summary();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => plain(item.textContent))).toEqual([
      'Sagtømmer gran: 212,4 m³ til 520,00 kr per m³, i alt 110 448,00 kr',
      'Massevirke gran: 98,1 m³ til 385,14 kr per m³, i alt 37 782,00 kr',
    ]);
    expect(plain(section.textContent)).toContain('Til sammen 310,5 m³ og 148 230,00 kr');
    expect(section).toHaveTextContent('Beløpene er uten mva.');
    // The summary comes before the PDFs.
    const table = await screen.findByRole('table', { name: 'Målebrev for kontrakt 2025-087' });
    expect(section.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says so when the contract has no settlement yet', async () => {
    await openNotes('contract-2026-102');
    const section = await summary();
    expect(
      await within(section).findByText(
        'Ingen oppgjør ennå. Her ser du volum, pris og sum per sortiment når tømmeret er gjort opp.',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Prøv igjen' when the settlement cannot be fetched, and trying again loads it", async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get(
        '*/api/timber-settlements/contract/:id',
        () => HttpResponse.json({ message: 'feil' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await openNotes();
    const section = await summary();
    await user.click(await within(section).findByRole('button', { name: 'Prøv igjen' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2);
    // The notes themselves were not held up.
    expect(screen.getByRole('table', { name: 'Målebrev for kontrakt 2025-087' })).toBeInTheDocument();
  });
});
