import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../../tests/sandboxServer.ts';
import type { UserData } from '../../api/generated/model';
import { OneTimeCodePage } from './OneTimeCodePage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { per } from '../../../tests/personas';

let perBerg: UserData;
beforeEach(async () => {
  perBerg = await signInWithToken(await signSandboxAccessToken(per.pid));
});

const renderCodePage = () =>
  renderPage(<OneTimeCodePage />, {
    path: '/oneTimeCode',
    session: { userData: perBerg, activeAccount: perBerg.accounts[0] ?? null },
  });

const codeField = () => screen.getByRole('textbox', { name: 'Engangskode' });
const confirmButton = () => screen.getByRole('button', { name: 'Bekreft kode' });

describe('OneTimeCodePage (Engangskode)', () => {
  it('is made for a phone keyboard and one-time-code autofill', () => {
    renderCodePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Engangskode' })).toBeInTheDocument();
    expect(screen.getByText(/Skriv inn engangskoden du har fått/)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('pattern', '[0-9]*');
  });

  it('asks for the code when the field is empty', async () => {
    const { user } = renderCodePage();
    await user.click(confirmButton());
    expect(await screen.findByText('Skriv inn koden du har fått.')).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription('Skriv inn koden du har fått.');
    // Focus moves in an effect after the answer is shown.
    await waitFor(() => {
      expect(codeField()).toHaveFocus();
    });
  });

  it('explains the format of a malformed code and keeps it', async () => {
    const { user } = renderCodePage();
    await user.type(codeField(), '48a');
    await user.click(confirmButton());
    expect(await screen.findByText('Koden består av 4 til 8 siffer.')).toBeInTheDocument();
    expect(codeField()).toHaveValue('48a');
    expect(codeField()).toBeInvalid();
  });

  it('drops the spaces of a pasted code', async () => {
    const { user } = renderCodePage();
    await user.click(codeField());
    await user.paste('48 21');
    expect(codeField()).toHaveValue('4821');
  });

  it('confirms a valid code with a receipt, offers an empty field for the next one, and refuses the same code again', async () => {
    const { user } = renderCodePage();
    await user.type(codeField(), '4821');
    await user.click(confirmButton());

    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('Koden er bekreftet');
    expect(receipt).toHaveTextContent(
      /Kode 4821 for Berg Maskin AS, bekreftet \d{2}\.\d{2}\.\d{4} kl\. \d{2}:\d{2}\./,
    );
    expect(screen.queryByRole('textbox', { name: 'Engangskode' })).not.toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Registrer en ny kode' });
    // Focus moves in an effect after the receipt is shown: Enter goes on to the next code.
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    await waitFor(() => {
      expect(codeField()).toHaveFocus();
    });

    await user.type(codeField(), '4821');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Koden er ugyldig eller allerede brukt.');
    expect(screen.queryByText('Koden er bekreftet')).not.toBeInTheDocument();
    expect(codeField()).toHaveValue('4821');
    // Focus moves in an effect after the answer is shown.
    await waitFor(() => {
      expect(codeField()).toHaveFocus();
    });
    expect(codeField()).toBeInvalid();
    expect(codeField()).toHaveAccessibleDescription(/Koden er ugyldig eller allerede brukt\./);
  });

  it('uses its own words when the service rejects a code without saying why', async () => {
    sandboxServer.use(http.post('*/api/contacts/passcode', () => HttpResponse.json({ confirmed: false })));
    const { user } = renderCodePage();
    await user.type(codeField(), '1234');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Koden ble ikke godkjent. Sjekk at du har skrevet den riktig.',
    );
    expect(codeField()).toHaveValue('1234');
  });

  it('says the service could not be reached on a 500, and keeps the code', async () => {
    sandboxServer.use(
      http.post('*/api/contacts/passcode', () => HttpResponse.json({ message: 'feil' }, { status: 500 })),
    );
    const { user } = renderCodePage();
    await user.type(codeField(), '4821');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Vi fikk ikke kontakt med tjenesten. Prøv igjen.',
    );
    expect(codeField()).toHaveValue('4821');
    // Focus moves in an effect after the answer is shown.
    await waitFor(() => {
      expect(codeField()).toHaveFocus();
    });
    expect(confirmButton()).toBeEnabled();
  });

  it('after five wrong codes says the check is locked for 15 minutes, and keeps refusing even a good code', async () => {
    const { user } = renderCodePage();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await user.clear(codeField());
      await user.type(codeField(), '1111');
      await user.click(confirmButton());
      await waitFor(() => {
        expect(confirmButton()).toBeEnabled();
      });
    }
    expect(screen.getByRole('alert')).toHaveTextContent(/fem ganger.*15 minutter/);
    await user.clear(codeField());
    await user.type(codeField(), '4821');
    await user.click(confirmButton());
    expect(await screen.findByText('For mange feil koder. Prøv igjen om 15 minutter.')).toBeInTheDocument();
    expect(codeField()).toHaveValue('4821');
    expect(screen.queryByText('Koden er bekreftet')).not.toBeInTheDocument();
  });

  it('asks for a company first when none is chosen', () => {
    renderPage(<OneTimeCodePage />, {
      path: '/oneTimeCode',
      session: { userData: perBerg, activeAccount: null },
    });
    expect(
      screen.getByText('Velg hvilket selskap du handler for før du bekrefter en kode.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bytt selskap' })).toHaveAttribute('href', '/profile/accesses');
    expect(screen.queryByRole('textbox', { name: 'Engangskode' })).not.toBeInTheDocument();
  });
});
