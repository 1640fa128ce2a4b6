import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { ReadyForPickupPage } from './ReadyForPickupPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

const CONTRACT_ID = 'contract-2026-102';
const TIMBER_LOT_PATH = '*/api/contract-details/timberLot';

const openPage = async (contractId: string | null = CONTRACT_ID) =>
  renderPage(<ReadyForPickupPage />, {
    path: '/timberContract/readyForPickup',
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)), contractId },
  });

/** The list entry of an assortment, found by its name (the entry is labelled by its heading). */
const entry = (name: string) => screen.getByRole('listitem', { name });

const reportButton = (name: string) => screen.getByRole('button', { name: `Meld henteklart for ${name}` });

const quantityDialog = (name: string) =>
  screen.getByRole('dialog', { name: `Meld henteklart for sortiment: ${name}` });

const serverError = () => HttpResponse.json({ message: 'Intern feil' }, { status: 500 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ReadyForPickupPage', () => {
  it('shows the contract and its three assortments with contract and reported volume', async () => {
    await openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meld henteklart' })).toBeInTheDocument();
    expect(await screen.findByText(/Kontrakt 2026-102/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();
    const assortments = await screen.findByRole('list', { name: 'Sortimenter' });
    expect(
      within(assortments)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Gran sagtømmer', 'Furu sagtømmer', 'Gran massevirke']);
    const gran = within(entry('Gran sagtømmer'));
    expect(gran.getByText('120 m³')).toBeInTheDocument();
    expect(gran.getByText('35 m³')).toBeInTheDocument();
    const massevirke = within(entry('Gran massevirke'));
    expect(massevirke.getByText('200 m³')).toBeInTheDocument();
    expect(massevirke.getByText('60 m³')).toBeInTheDocument();
    expect(within(entry('Furu sagtømmer')).getByText('0 m³')).toBeInTheDocument();
    for (const name of ['Gran sagtømmer', 'Furu sagtømmer', 'Gran massevirke']) {
      expect(reportButton(name)).toHaveTextContent('Meld henteklart');
    }
  });

  it('shows a spinner while the assortments load', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the request, then lets it through to the sandbox's own handler.
    sandboxServer.use(
      http.get(`${TIMBER_LOT_PATH}/:id`, async () => {
        await gate;
      }),
    );
    await openPage();
    expect(await screen.findByText('Henter sortimenter...')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('button', { name: 'Meld henteklart for Furu sagtømmer' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Henter sortimenter...')).not.toBeInTheDocument();
  });

  it('reports 40 m³ of Furu sagtømmer: sends it, shows the new reported volume, the toast and the result', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Meld henteklart for Furu sagtømmer' }));
    const dialog = quantityDialog('Furu sagtømmer');
    expect(within(dialog).getByText('Kontraktsvolum: 80 m³')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Antall' });
    expect(within(dialog).getByRole('button', { name: 'Send inn' })).toBeDisabled();
    await user.type(field, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Send inn' }));

    expect(await screen.findByText('Henteklart volum er sendt inn')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(entry('Furu sagtømmer')).getByText('40 m³')).toBeInTheDocument();
    expect(screen.getByText(/^Meldt henteklart: 40\s?m³ Furu sagtømmer$/)).toBeInTheDocument();
    // Focus returns to the button that opened the dialog.
    await waitFor(() => {
      expect(reportButton('Furu sagtømmer')).toHaveFocus();
    });
    const furu = sandboxStore()
      .assortments.get(CONTRACT_ID)
      ?.find((item) => item.name === 'Furu sagtømmer');
    expect(furu?.reportedVolume).toBe(40);
    expect(furu?.changeVolum).toBe(40);
  });

  it('sends the contract, the assortment, the quantity and the signed-in contact', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    sandboxServer.use(
      http.put(TIMBER_LOT_PATH, async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Meld henteklart for Gran sagtømmer' }));
    await user.type(
      within(quantityDialog('Gran sagtømmer')).getByRole('textbox', { name: 'Antall' }),
      '12,5',
    );
    await user.click(screen.getByRole('button', { name: 'Send inn' }));
    expect(await screen.findByText('Henteklart volum er sendt inn')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        contractId: CONTRACT_ID,
        assortmentId: 'assortment-102-1',
        changeVolum: 12.5,
        portalChangedById: 'contact-kari',
      },
    ]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(entry('Gran sagtømmer')).getByText('47,5 m³')).toBeInTheDocument();
  });

  it('keeps the dialog open with the typed value and an error when sending fails, and reports the error', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(http.put(TIMBER_LOT_PATH, serverError));
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Meld henteklart for Furu sagtømmer' }));
    const dialog = quantityDialog('Furu sagtømmer');
    const field = within(dialog).getByRole('textbox', { name: 'Antall' });
    await user.type(field, '40');
    await user.click(within(dialog).getByRole('button', { name: 'Send inn' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Vi klarte ikke å sende inn. Prøv igjen.',
    );
    expect(quantityDialog('Furu sagtømmer')).toBeInTheDocument();
    expect(field).toHaveValue('40');
    expect(within(dialog).getByRole('button', { name: 'Send inn' })).toBeEnabled();
    expect(screen.queryByText('Henteklart volum er sendt inn')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[Tømmerkontrakter: meld henteklart]',
      expect.anything(),
      expect.objectContaining({ contractId: CONTRACT_ID, assortmentId: 'assortment-102-2' }),
    );
    expect(sandboxStore().assortments.get(CONTRACT_ID)?.[1]?.reportedVolume).toBe(0);

    // Once the server answers again, the same value goes through.
    sandboxServer.resetHandlers();
    await user.click(within(dialog).getByRole('button', { name: 'Send inn' }));
    expect(await screen.findByText('Henteklart volum er sendt inn')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(within(entry('Furu sagtømmer')).getByText('40 m³')).toBeInTheDocument();
  });

  it('closes the dialog with Avbryt without sending, and returns focus to the opener', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Meld henteklart for Gran massevirke' }));
    await user.type(within(quantityDialog('Gran massevirke')).getByRole('textbox', { name: 'Antall' }), '10');
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await waitFor(() => {
      expect(reportButton('Gran massevirke')).toHaveFocus();
    });
    expect(within(entry('Gran massevirke')).getByText('60 m³')).toBeInTheDocument();
    expect(sandboxStore().assortments.get(CONTRACT_ID)?.[2]?.reportedVolume).toBe(60);

    // Opened again, the field starts empty.
    await user.click(reportButton('Gran massevirke'));
    expect(within(quantityDialog('Gran massevirke')).getByRole('textbox', { name: 'Antall' })).toHaveValue(
      '',
    );
  });

  it('opens again with what was typed after a reload or a sign-in that ran out, and forgets it on Avbryt', async () => {
    const user = userEvent.setup();
    const first = await openPage();
    await user.click(await screen.findByRole('button', { name: 'Meld henteklart for Gran massevirke' }));
    await user.type(
      within(quantityDialog('Gran massevirke')).getByRole('textbox', { name: 'Antall' }),
      '12,5',
    );

    // The page is built anew from session storage, as after a reload or a restored sign-in.
    const key = `skjema:henteklart:${CONTRACT_ID}`;
    const stored = window.sessionStorage.getItem(key);
    expect(stored).toContain('"quantity":"12,5"');
    expect(Object.keys(window.sessionStorage).filter((name) => name.startsWith('skjema:'))).toEqual([key]);
    first.unmount();
    window.sessionStorage.setItem(key, stored ?? '');
    await openPage();

    const field = within(
      await screen.findByRole('dialog', { name: 'Meld henteklart for sortiment: Gran massevirke' }),
    ).getByRole('textbox', { name: 'Antall' });
    expect(field).toHaveValue('12,5');
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(window.sessionStorage.getItem(`skjema:henteklart:${CONTRACT_ID}`)).toBeNull();
  });

  it('shows Prøv igjen when the assortments cannot be fetched, and loads them on retry', async () => {
    const user = userEvent.setup();
    sandboxServer.use(http.get(`${TIMBER_LOT_PATH}/:id`, serverError));
    await openPage();
    expect(await screen.findByText(/Vi klarte ikke å hente sortimentene/)).toBeInTheDocument();
    sandboxServer.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(
      await screen.findByRole('button', { name: 'Meld henteklart for Furu sagtømmer' }),
    ).toBeInTheDocument();
  });

  it('says so when the contract has no assortments', async () => {
    sandboxStore().assortments.set(CONTRACT_ID, []);
    await openPage();
    expect(await screen.findByText('Ingen sortimenter på denne kontrakten.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Meld henteklart for/ })).not.toBeInTheDocument();
  });

  it('reports a private operation finished after confirmation', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Drift ferdig?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Meld drift ferdig' }));
    const dialog = screen.getByRole('dialog', { name: 'Er driften ferdig?' });
    expect(within(dialog).getByText(/Når du melder drift ferdig,/)).toBeInTheDocument();
    expect(sandboxStore().contracts.get(CONTRACT_ID)?.statusReason).toBe(100000001);

    await user.click(within(dialog).getByRole('button', { name: 'Ja, meld drift ferdig' }));
    expect(await screen.findByText('Drift er meldt ferdig')).toBeInTheDocument();
    expect(sandboxStore().contracts.get(CONTRACT_ID)?.statusReason).toBe(100000002);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const result = screen.getByText('Drift er meldt ferdig for kontrakt 2026-102.');
    await waitFor(() => {
      expect(result.closest('[role="alert"]')).toHaveFocus();
    });
    expect(screen.queryByRole('button', { name: 'Meld drift ferdig' })).not.toBeInTheDocument();
  });

  it('sends who reports the operation finished, for which account', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    sandboxServer.use(
      http.put('*/api/contracts/status', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Meld drift ferdig' }));
    await user.click(screen.getByRole('button', { name: 'Ja, meld drift ferdig' }));
    expect(await screen.findByText('Drift er meldt ferdig')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        contractId: CONTRACT_ID,
        portalChangedById: 'contact-kari',
        portalChangedByAccountId: 'acc-kari',
        contractStatusUpdateType: 'FinishedOperation',
      },
    ]);
  });

  it('keeps the confirmation open with an error when reporting finished fails, and Avbryt leaves it', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(http.put('*/api/contracts/status', serverError));
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Meld drift ferdig' }));
    const dialog = screen.getByRole('dialog', { name: 'Er driften ferdig?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ja, meld drift ferdig' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Vi klarte ikke å melde drift ferdig. Prøv igjen.',
    );
    expect(consoleError).toHaveBeenCalledWith(
      '[Tømmerkontrakter: meld drift ferdig]',
      expect.anything(),
      expect.objectContaining({ contractId: CONTRACT_ID }),
    );
    expect(sandboxStore().contracts.get(CONTRACT_ID)?.statusReason).toBe(100000001);
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Meld drift ferdig' })).toHaveFocus();
    });
  });

  it('does not offer Meld drift ferdig for an operation by the cooperative', async () => {
    const contract = sandboxStore().contracts.get(CONTRACT_ID)!;
    contract.operationType = 1;
    await openPage();
    await screen.findByRole('button', { name: 'Meld henteklart for Furu sagtømmer' });
    expect(screen.queryByRole('heading', { name: 'Drift ferdig?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Meld drift ferdig' })).not.toBeInTheDocument();
  });

  it('goes back to the contract list without a chosen contract', async () => {
    await openPage(null);
    expect(await screen.findByText('Du er på /timberContract')).toBeInTheDocument();
  });
});
