import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { setErrorSink, type ErrorContext } from '../../telemetry/errorTracking';
import { ContractFilesPage } from './ContractFilesPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

const PATH = '/timberContract/contractFiles';
const DOCUMENTS = ['Tømmerkontrakt 2025-087.pdf', 'Målebrev 2025-087.pdf', 'Sluttoppgjør 2025-087.pdf'];

const openFiles = async (contractId: string | null = 'contract-2025-087') =>
  renderPage(<ContractFilesPage />, {
    path: PATH,
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)), contractId },
  });

/** The section under a level-2 heading, once the chosen contract has loaded. */
const section = async (name: string) => {
  const found = (await screen.findByRole('heading', { level: 2, name })).closest('section');
  if (!found) throw new Error(`no section '${name}'`);
  return within(found);
};

let reported: ErrorContext[] = [];
let downloads: { download: string; blob: Blob | undefined }[] = [];

beforeEach(() => {
  reported = [];
  downloads = [];
  setErrorSink((_error, context) => reported.push(context));
  // jsdom has neither object URLs nor downloads: record what the page asks for instead.
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${String(blobs.size + 1)}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ download: this.download, blob: blobs.get(this.href) });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  setErrorSink((error, context) => {
    console.error(`[${context.location}]`, error, context);
  });
});

describe('ContractFilesPage', () => {
  it('lists the three PDFs of contract 2025-087, its settlement and the forest operation result', async () => {
    await openFiles();
    expect(screen.getByRole('heading', { level: 1, name: 'Kontraktsfiler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();
    expect(await screen.findByText(/^Kontrakt 2025-087/)).toBeInTheDocument();

    const documents = await section('Dokumenter');
    const items = await documents.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/\.pdf$/, { selector: 'p' }).textContent)).toEqual(
      DOCUMENTS,
    );
    for (const name of DOCUMENTS) {
      expect(documents.getByRole('button', { name: `Vis ${name}` })).toBeInTheDocument();
      expect(documents.getByRole('button', { name: `Last ned ${name}` })).toBeInTheDocument();
    }
    expect(items[0]).toHaveTextContent(/Opprettet \d{2}\.\d{2}\.\d{4}/);

    const settlements = await section('Tømmeroppgjør');
    const settlement = await settlements.findByText('Tømmeroppgjør S-2025-0871.pdf', { selector: 'p' });
    const settlementItem = settlement.closest('li');
    expect(settlementItem).toHaveTextContent(/Oppgjør S-2025-0871 · \d{2}\.\d{2}\.\d{4}/);
    expect(settlementItem).toHaveTextContent(/148\s230,00\skr/);
    expect(within(settlementItem!).queryByText('Kreditnota')).not.toBeInTheDocument();

    expect(
      await settlements.findByRole('heading', { level: 3, name: 'Resultat skogsdrift' }),
    ).toBeInTheDocument();
    expect(
      settlements.getByRole('button', { name: 'Last ned Resultat skogsdrift 2025-087.pdf' }),
    ).toBeInTheDocument();
  });

  it('marks a credit note', async () => {
    sandboxStore()
      .timberSettlements.get('contract-2025-087')
      ?.push({
        id: 'ts-2',
        contractId: 'contract-2025-087',
        settlementNumber: 'K-2025-0872',
        date: '2025-09-01',
        amount: -1200,
        isCreditNote: true,
        volume: -2,
        lines: [{ assortmentName: 'Sagtømmer gran', volume: -2, amount: -1200, vatAmount: -300 }],
      });
    await openFiles();
    const credit = await (
      await section('Tømmeroppgjør')
    ).findByText('Kreditnota K-2025-0872.pdf', { selector: 'p' });
    expect(within(credit.closest('li')!).getByText('Kreditnota')).toBeInTheDocument();
    expect(credit.closest('li')).toHaveTextContent(/−1\s200,00\skr/);
  });

  it("says 'Ingen dokumenter' for a contract without files, and shows no result report (404)", async () => {
    const resultAsked = vi.fn();
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (request.url.includes('/resultat-skogsdrift/')) resultAsked(response.status);
    };
    sandboxServer.events.on('response:mocked', listener);
    onTestFinished(() => {
      sandboxServer.events.removeListener('response:mocked', listener);
    });
    await openFiles('contract-2026-110');
    expect(await screen.findByText('Ingen dokumenter')).toBeInTheDocument();
    expect(await screen.findByText('Ingen tømmeroppgjør ennå.')).toBeInTheDocument();
    await waitFor(() => {
      expect(resultAsked).toHaveBeenCalledWith(404);
    });
    expect(screen.queryByRole('heading', { name: 'Resultat skogsdrift' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
  });

  it('downloads a contract document from the sandbox as a PDF file', async () => {
    const user = userEvent.setup();
    await openFiles();
    await user.click(await screen.findByRole('button', { name: 'Last ned Tømmerkontrakt 2025-087.pdf' }));
    await waitFor(() => {
      expect(downloads).toHaveLength(1);
    });
    expect(downloads[0]?.download).toBe('Tømmerkontrakt 2025-087.pdf');
    expect(downloads[0]?.blob?.type).toBe('application/pdf');
    const bytes = new Uint8Array(await downloads[0]!.blob!.arrayBuffer());
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(reported).toEqual([]);
  });

  it('downloads the settlement report', async () => {
    const user = userEvent.setup();
    await openFiles();
    await user.click(await screen.findByRole('button', { name: 'Last ned Tømmeroppgjør S-2025-0871.pdf' }));
    await waitFor(() => {
      expect(downloads.map((item) => item.download)).toEqual(['Tømmeroppgjør S-2025-0871.pdf']);
    });
  });

  it('opens a preview; in jsdom pdf.js cannot draw, so it says so and offers the download', async () => {
    const user = userEvent.setup();
    await openFiles();
    await user.click(await screen.findByRole('button', { name: 'Vis Målebrev 2025-087.pdf' }));
    const preview = await screen.findByRole('region', { name: 'Forhåndsvisning av Målebrev 2025-087.pdf' });
    expect(await within(preview).findByText(/Forhåndsvisningen kunne ikke vises/)).toBeInTheDocument();
    expect(within(preview).getByRole('link', { name: 'Last ned Målebrev 2025-087.pdf' })).toHaveAttribute(
      'download',
      'Målebrev 2025-087.pdf',
    );
    await user.click(within(preview).getByRole('button', { name: 'Lukk forhåndsvisning' }));
    expect(screen.queryByRole('region', { name: /Forhåndsvisning/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vis Målebrev 2025-087.pdf' })).toHaveFocus();
  });

  it('says inline that a document could not be fetched, and reports it with the contract', async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get('*/api/contracts/document-content/:id/fileName/:name', () =>
        HttpResponse.json({ message: 'feil' }, { status: 500 }),
      ),
    );
    await openFiles();
    await user.click(await screen.findByRole('button', { name: 'Last ned Sluttoppgjør 2025-087.pdf' }));
    const item = screen.getByText('Sluttoppgjør 2025-087.pdf', { selector: 'p' }).closest('li')!;
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'Vi klarte ikke å hente dokumentet. Prøv igjen.',
    );
    expect(reported).toEqual([
      {
        location: 'Dokumentliste: nedlasting',
        fileName: 'Sluttoppgjør 2025-087.pdf',
        contractId: 'contract-2025-087',
        contractNumber: '2025-087',
        accountId: 'acc-kari',
      },
    ]);
    expect(downloads).toEqual([]);
  });

  it("shows 'Prøv igjen' when the document list fails, and trying again loads it", async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get(
        '*/api/contracts/documents/:id',
        () => HttpResponse.json({ message: 'feil' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await openFiles();
    const documents = await section('Dokumenter');
    await user.click(await documents.findByRole('button', { name: 'Prøv igjen' }));
    expect(await documents.findAllByRole('listitem')).toHaveLength(3);
    expect(documents.queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
  });

  it('goes back to the contract list without a chosen contract', async () => {
    await openFiles(null);
    expect(await screen.findByText('Du er på /timberContract')).toBeInTheDocument();
  });

  it("goes back to the contract list when the chosen contract is not the account's", async () => {
    await openFiles('contract-2026-201');
    expect(await screen.findByText('Du er på /timberContract')).toBeInTheDocument();
  });
});
