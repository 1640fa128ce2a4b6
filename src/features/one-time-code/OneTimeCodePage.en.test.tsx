import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer } from '../../../tests/sandboxServer.ts';
import type { UserData } from '../../api/generated/model';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { OneTimeCodePage } from './OneTimeCodePage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { per } from '../../../tests/personas';

let perBerg: UserData;
beforeEach(async () => {
  perBerg = await signInWithToken(await signSandboxAccessToken(per.pid));
  await loadTexts('one-time-code');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const renderCodePage = () =>
  renderPage(<OneTimeCodePage />, {
    path: '/oneTimeCode',
    session: { userData: perBerg, activeAccount: perBerg.accounts[0] ?? null },
  });

const codeField = () => screen.getByRole('textbox', { name: 'One-time code' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirm code' });

describe('OneTimeCodePage in English (#43)', () => {
  it('asks for the code in English, with its help and its validation', async () => {
    const { user } = renderCodePage();
    expect(screen.getByRole('heading', { level: 1, name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getByText(/Enter the one-time code you have been given/)).toHaveTextContent(
      'You are confirming for Berg Maskin AS.',
    );
    expect(codeField()).toHaveAccessibleDescription('4 to 8 digits.');
    await user.click(confirmButton());
    expect(await screen.findByText('Enter the code you have been given.')).toBeInTheDocument();
    await user.type(codeField(), '48a');
    await user.click(confirmButton());
    expect(await screen.findByText('The code has 4 to 8 digits.')).toBeInTheDocument();
  });

  it('confirms a code with an English receipt, the date day before month', async () => {
    const { user } = renderCodePage();
    await user.type(codeField(), '4821');
    await user.click(confirmButton());
    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('The code is confirmed');
    expect(receipt).toHaveTextContent(
      /Code 4821 for Berg Maskin AS, confirmed \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}\./,
    );
    expect(screen.getByRole('button', { name: 'Register a new code' })).toBeInTheDocument();
  });

  it("says that the cooperative's own refusal is in Norwegian, and shows it as it came", async () => {
    const { user } = renderCodePage();
    await user.type(codeField(), '1111');
    await user.click(confirmButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Message from the cooperative, in Norwegian: Koden er ugyldig/);
    expect(alert.querySelector('[lang="nb"]')).toHaveTextContent(/^Koden er ugyldig/);
  });

  it('uses its own English words when the service refuses without saying why', async () => {
    sandboxServer.use(http.post('*/api/contacts/passcode', () => HttpResponse.json({ confirmed: false })));
    const { user } = renderCodePage();
    await user.type(codeField(), '1234');
    await user.click(confirmButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code was not accepted. Check that you typed it correctly.',
    );
  });

  it('switches back to Norwegian in place, keeping what is typed', async () => {
    const { user } = renderCodePage();
    await user.type(codeField(), '48');
    await act(async () => {
      await activateLocale('nb', { remember: false });
    });
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Engangskode' })).toHaveValue('48');
    });
    expect(screen.getByRole('button', { name: 'Bekreft kode' })).toBeInTheDocument();
  });
});
