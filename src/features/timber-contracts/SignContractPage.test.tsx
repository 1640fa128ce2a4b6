import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatDate } from '../../domain/format';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { SignContractPage } from './SignContractPage';
import { kari } from '../../../tests/personas';

const UNSIGNED_CONTRACT = 'contract-2026-101';

const openPage = async () =>
  renderPage(<SignContractPage />, {
    path: '/timberContract/signContract',
    accountId: 'acc-kari',
    session: {
      userData: await signInWithToken(await signSandboxAccessToken(kari.pid)),
      contractId: UNSIGNED_CONTRACT,
    },
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SignContractPage', () => {
  it("says what she agrees to above 'Signer avtalen': the assortment's volume and price, and the harvest period", async () => {
    await openPage();
    const terms = await screen.findByRole('region', { name: 'Avtalen i korte trekk' });
    expect(
      await within(terms).findByText(/^Gran sagtømmer: 150\sm³ til 520,00\skr per m³$/),
    ).toBeInTheDocument();
    const stored = sandboxStore().contracts.get(UNSIGNED_CONTRACT);
    expect(terms).toHaveTextContent(
      `Ønsket hogstperiode${formatDate(stored?.wishedHarvestFrom)}–${formatDate(stored?.wishedHarvestTo)}`,
    );
    // Read before the button: the terms come first in the page.
    const sign = screen.getByRole('button', { name: 'Signer avtalen' });
    expect(terms.compareDocumentPosition(sign) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps the page's heading and back link, with 'Prøv igjen', when the contract cannot be fetched", async () => {
    sandboxStore().faults.push({ operationId: 'getContractsForAccount', status: 500 });
    await openPage();
    expect(await screen.findByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Les og signer avtale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();
  });

  it('decodes the contract document once, not again when the page re-renders', async () => {
    const [document] = sandboxStore().contractDocuments.get(UNSIGNED_CONTRACT) ?? [];
    if (!document?.fileContent) throw new Error('The seed has no contract document for 2026-101');
    const content = document.fileContent;
    const atob = vi.spyOn(globalThis, 'atob');
    // Other code (token handling) uses atob too: count only the decodes of this document.
    const documentDecodes = () =>
      atob.mock.calls.filter(([text]) => content.startsWith(text.slice(0, 64))).length;
    const { user } = await openPage();
    expect(await screen.findByRole('link', { name: /Last ned/ })).toBeInTheDocument();
    expect(documentDecodes()).toBe(1);

    await user.click(screen.getByRole('checkbox', { name: /Jeg har lest avtalen/ }));
    expect(screen.getByRole('button', { name: 'Signer avtalen' })).toBeEnabled();
    expect(documentDecodes()).toBe(1);
  });

  it('says the document is damaged, instead of crashing, when its content is not base64', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(
      http.get('*/api/contracts/document-content/:id/fileName/:name', ({ params }) =>
        HttpResponse.json({ name: String(params.name), fileContent: 'dette er ikke base64!' }),
      ),
    );
    await openPage();
    expect(
      await screen.findByText(
        'Avtaledokumentet er skadet og kan ikke vises. Kontakt kundeservice på 62 00 00 00.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Les og signer avtale' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Last ned/ })).not.toBeInTheDocument();
  });
});
