import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxStore } from '../../../tests/sandboxServer';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { ReadyForPickupPage } from './ReadyForPickupPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

const CONTRACT_ID = 'contract-2026-102';

/** A toast waits for notistack's own code, loaded on the first one: slow on a busy machine. */
const TOAST_WAIT = { timeout: 5000 };

beforeEach(async () => {
  await loadTexts('timber-contract-pages');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const openPage = async () =>
  renderPage(<ReadyForPickupPage />, {
    path: '/timberContract/readyForPickup',
    accountId: 'acc-kari',
    session: {
      userData: await signInWithToken(await signSandboxAccessToken(kari.pid)),
      contractId: CONTRACT_ID,
    },
  });

/** The page's and the modal's own Norwegian words (their catalog): none may remain on the English page. */
const NORWEGIAN =
  /Meld henteklart|Kontrakt \d|Sortimenter|Kontraktsvolum|Allerede meldt|Drift ferdig|Meld drift|Meld fra|Antall|Avbryt|Send inn|kubikkmeter|Ugyldig|Henteklart volum/;

describe('ReadyForPickupPage in English (#43)', () => {
  it('lets Kari report an assortment ready for pickup in English, with an English number', async () => {
    const user = userEvent.setup();
    await openPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Report ready for pickup' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Contract 2026-102/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Report when timber of an assortment is ready for pickup at the landing. Give the volume in cubic metres.',
      ),
    ).toBeInTheDocument();
    const assortments = await screen.findByRole('list', { name: 'Assortments' });
    expect(within(assortments).getAllByText('Contract volume')).toHaveLength(3);
    expect(within(assortments).getAllByText('Already reported ready for pickup')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Operation finished?' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);

    await user.click(screen.getByRole('button', { name: 'Report ready for pickup for Furu sagtømmer' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Report ready for pickup for assortment: Furu sagtømmer',
    });
    expect(within(dialog).getByText(/^Contract volume: 80\sm³$/)).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(field).toHaveAccessibleDescription(
      /In cubic metres \(m³\), with a decimal point\. At least 1\sm³/,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();

    // The validation in English; a Norwegian decimal comma is not an English number.
    await user.type(field, '0.5');
    expect(within(dialog).getByText('The volume ready for pickup cannot be less than 1')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12,5');
    expect(within(dialog).getByText('Invalid')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12.5');
    expect(dialog).not.toHaveTextContent(NORWEGIAN);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText('The volume ready for pickup is submitted', {}, TOAST_WAIT),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByText(/^Reported ready for pickup: 12[.,]5\s?m³ Furu sagtømmer$/)).toBeInTheDocument();
    const furu = sandboxStore()
      .assortments.get(CONTRACT_ID)
      ?.find((item) => item.name === 'Furu sagtømmer');
    expect(furu?.reportedVolume).toBe(12.5);
  });

  it('reports the operation finished in English', async () => {
    const user = userEvent.setup();
    await openPage();
    await user.click(await screen.findByRole('button', { name: 'Report the operation finished' }));
    const dialog = screen.getByRole('dialog', { name: 'Is the operation finished?' });
    expect(dialog).toHaveTextContent(
      'When you report the operation finished, the cooperative is told that the operation on contract 2026-102 has ended. You cannot undo this in the portal.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Yes, report the operation finished' }));
    expect(
      await screen.findByText('The operation is reported finished for contract 2026-102.'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });
});
