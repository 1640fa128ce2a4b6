import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { render } from '../../../tests/i18n';
import userEvent from '@testing-library/user-event';
import type { Document } from '../../api/generated/model';
import { resetErrorSink, setErrorSink, type ErrorContext } from '../../telemetry/errorTracking';
import { pdfBase64 } from '../../../sandbox/api/pdf';
import { DocumentList } from './DocumentList';

const CONTRACT_PDF = 'Tømmerkontrakt 2025-087.pdf';
const MAP_PNG = 'Kart.PNG';
const documents: Document[] = [
  { name: CONTRACT_PDF, createdDate: '2025-03-14T09:30:00Z' },
  { name: MAP_PNG, createdDate: '2025-05-17' },
];
const contents: Record<string, Document> = {
  [CONTRACT_PDF]: { name: CONTRACT_PDF, fileContent: pdfBase64('Tømmerkontrakt 2025-087', ['Selger: Kari']) },
  [MAP_PNG]: { name: MAP_PNG, fileContent: btoa('\u0089PNG\r\n') },
};
const loadFromMap = (name: string): Promise<Document> => {
  const found = contents[name];
  return found ? Promise.resolve(found) : Promise.reject(new Error(`404 ${name}`));
};

let reported: { error: unknown; context: ErrorContext }[] = [];
let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;
let clickedLinks: { href: string; download: string }[] = [];

beforeEach(() => {
  reported = [];
  clickedLinks = [];
  setErrorSink((error, context) => reported.push({ error, context }));
  // jsdom has no object URLs and cannot download: stand-ins that record what the list asked for.
  let counter = 0;
  createObjectURL = vi.fn((_blob: Blob) => `blob:test/${String((counter += 1))}`);
  revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clickedLinks.push({ href: this.href, download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  resetErrorSink();
});

describe('DocumentList', () => {
  it('shows a loading state before the list has come', () => {
    render(<DocumentList documents={undefined} loadContent={loadFromMap} context={{}} />);
    expect(screen.getByRole('status')).toHaveTextContent('Laster dokumenter...');
  });

  it("says 'Ingen dokumenter' for an empty list", () => {
    render(<DocumentList documents={[]} loadContent={loadFromMap} context={{}} />);
    expect(screen.getByText('Ingen dokumenter')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the documents with their dates; only a PDF can be shown in the page', () => {
    render(<DocumentList documents={documents} loadContent={loadFromMap} context={{}} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [contract, map] = items;
    expect(within(contract!).getByText(CONTRACT_PDF, { selector: 'p' })).toBeInTheDocument();
    expect(within(contract!).getByText('Opprettet 14.03.2025')).toBeInTheDocument();
    expect(within(contract!).getByRole('button', { name: `Vis ${CONTRACT_PDF}` })).toBeInTheDocument();
    expect(within(contract!).getByRole('button', { name: `Last ned ${CONTRACT_PDF}` })).toBeInTheDocument();
    expect(within(map!).getByText('Opprettet 17.05.2025')).toBeInTheDocument();
    expect(within(map!).queryByRole('button', { name: /^Vis/ })).not.toBeInTheDocument();
    expect(within(map!).getByRole('button', { name: `Last ned ${MAP_PNG}` })).toBeInTheDocument();
  });

  it('downloads: fetches the content, makes a file of the right type and saves it under its name', async () => {
    const user = userEvent.setup();
    const loadContent = vi.fn(loadFromMap);
    render(<DocumentList documents={documents} loadContent={loadContent} context={{ contractId: 'k-1' }} />);

    await user.click(screen.getByRole('button', { name: `Last ned ${MAP_PNG}` }));

    await waitFor(() => {
      expect(clickedLinks).toEqual([{ href: 'blob:test/1', download: MAP_PNG }]);
    });
    expect(loadContent).toHaveBeenCalledWith(MAP_PNG);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('image/png');
    expect(blob?.size).toBe(6);
    expect(screen.getByRole('button', { name: `Last ned ${MAP_PNG}` })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reported).toEqual([]);
  });

  it('shows that a file is being fetched, with its buttons disabled', async () => {
    const user = userEvent.setup();
    let finish: (document: Document) => void = () => undefined;
    const loadContent = () =>
      new Promise<Document>((resolve) => {
        finish = resolve;
      });
    render(<DocumentList documents={documents} loadContent={loadContent} context={{}} />);

    await user.click(screen.getByRole('button', { name: `Last ned ${CONTRACT_PDF}` }));

    expect(screen.getByRole('status')).toHaveTextContent(`Henter ${CONTRACT_PDF}...`);
    expect(screen.getByRole('button', { name: `Last ned ${CONTRACT_PDF}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Vis ${CONTRACT_PDF}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Last ned ${MAP_PNG}` })).toBeEnabled();

    finish(contents[CONTRACT_PDF]!);
    await waitFor(() => {
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
    expect(createObjectURL.mock.calls[0]?.[0].type).toBe('application/pdf');
  });

  it('says so inline and reports it with context when the file cannot be fetched; trying again works', async () => {
    const user = userEvent.setup();
    const failure = new Error('Request failed with status code 500');
    const loadContent = vi.fn<(name: string) => Promise<Document>>().mockRejectedValueOnce(failure);
    loadContent.mockImplementation(loadFromMap);
    render(
      <DocumentList
        documents={documents}
        loadContent={loadContent}
        context={{ contractId: 'contract-2025-087', accountId: 'acc-kari' }}
      />,
    );

    await user.click(screen.getByRole('button', { name: `Last ned ${CONTRACT_PDF}` }));

    const [contract] = screen.getAllByRole('listitem');
    expect(await within(contract!).findByRole('alert')).toHaveTextContent(
      'Vi klarte ikke å hente dokumentet. Prøv igjen.',
    );
    // Error tracking receives the reduced failure (src/telemetry), not the error object itself.
    expect(reported).toEqual([
      {
        error: { name: 'Error', message: failure.message },
        context: {
          location: 'Dokumentliste: nedlasting',
          fileName: CONTRACT_PDF,
          contractId: 'contract-2025-087',
          accountId: 'acc-kari',
        },
      },
    ]);
    expect(clickedLinks).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Last ned ${CONTRACT_PDF}` }));
    await waitFor(() => {
      expect(clickedLinks).toHaveLength(1);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts a document without content as a failure', async () => {
    const user = userEvent.setup();
    render(
      <DocumentList
        documents={documents}
        loadContent={(name) => Promise.resolve({ name, fileContent: null })}
        context={{}}
      />,
    );
    await user.click(screen.getByRole('button', { name: `Last ned ${MAP_PNG}` }));
    expect(await screen.findByText('Vi klarte ikke å hente dokumentet. Prøv igjen.')).toBeInTheDocument();
    expect(reported).toHaveLength(1);
    expect(clickedLinks).toEqual([]);
  });

  it('previews a PDF under its item; where it cannot be drawn it says so and offers the download', async () => {
    const user = userEvent.setup();
    render(<DocumentList documents={documents} loadContent={loadFromMap} context={{ contractId: 'k-1' }} />);
    const show = screen.getByRole('button', { name: `Vis ${CONTRACT_PDF}` });
    expect(show).toHaveAttribute('aria-expanded', 'false');

    await user.click(show);

    const preview = await screen.findByRole('region', { name: `Forhåndsvisning av ${CONTRACT_PDF}` });
    const [contract] = screen.getAllByRole('listitem');
    expect(contract).toContainElement(preview);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    // jsdom has no canvas: pdf.js cannot draw, so the fallback shows.
    expect(await within(preview).findByText(/Forhåndsvisningen kunne ikke vises/)).toBeInTheDocument();
    const link = within(preview).getByRole('link', { name: `Last ned ${CONTRACT_PDF}` });
    expect(link).toHaveAttribute('download', CONTRACT_PDF);
    expect(link.getAttribute('href')).toMatch(/^blob:test\//);
    await waitFor(() => {
      expect(reported.map((report) => report.context)).toEqual([
        { location: 'Dokumentliste: forhåndsvisning', fileName: CONTRACT_PDF, contractId: 'k-1' },
      ]);
    });

    await user.click(within(preview).getByRole('button', { name: 'Lukk forhåndsvisning' }));

    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(show).toHaveFocus();
    await waitFor(() => {
      expect(revokeObjectURL).toHaveBeenCalledWith(link.getAttribute('href'));
    });
  });
});
