import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { UserData } from '../../api/generated/model';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { AccountInfoPage } from './AccountInfoPage';
import { profileKeys } from './api';
import { renderPage, signInWithToken, storedSession } from '../../../tests/renderPage';
import { kari, anne, per, eva } from '../../../tests/personas';

const accountOf = (userData: UserData, id: string) => {
  const account = userData.accounts.find((candidate) => candidate.id === id);
  if (!account) throw new Error(`${userData.firstName} har ikke tilgang til ${id}`);
  return account;
};

async function openAs(pid: string, accountId: string | null) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  const activeAccount = accountId === null ? null : accountOf(userData, accountId);
  const view = renderPage(<AccountInfoPage />, {
    session: { userData, activeAccount },
    path: '/profile/account',
  });
  return { ...view, userData };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AccountInfoPage', () => {
  it('loads the active account into the form, the name not editable', async () => {
    await openAs(kari.pid, 'acc-nordmann-skog');
    expect(screen.getByRole('heading', { level: 1, name: 'Kontoinformasjon' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Henter kontoinformasjonen...');

    const name = await screen.findByRole('textbox', { name: 'Navn' });
    expect(name).toHaveValue('Nordmann Skog AS');
    expect(name).toBeDisabled();
    const orgnr = screen.getByRole('textbox', { name: 'Organisasjonsnummer' });
    expect(orgnr).toHaveValue('923 456 783');
    expect(orgnr).toHaveAttribute('inputmode', 'numeric');
    const bankAccount = screen.getByRole('textbox', { name: 'Kontonummer' });
    expect(bankAccount).toHaveValue('1234.56.78903');
    expect(bankAccount).toBeEnabled();
    expect(bankAccount).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Postnummer' })).toHaveValue('2317');
    expect(screen.getByRole('textbox', { name: 'Postnummer' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Hamar');
  });

  it('shows the organisasjonsnummer as the cooperative has it, not editable, and says where it comes from', async () => {
    await openAs(kari.pid, 'acc-nordmann-skog');
    const orgnr = await screen.findByRole('textbox', { name: 'Organisasjonsnummer' });
    expect(orgnr).toHaveValue('923 456 783');
    expect(orgnr).toBeDisabled();
    expect(orgnr).toHaveAccessibleDescription(
      'Hentes fra Enhetsregisteret. Kontakt kundeservice om det er feil.',
    );
  });

  it('shows why the kontonummer is wrong, keeping what was typed', async () => {
    const user = userEvent.setup();
    await openAs(kari.pid, 'acc-nordmann-skog');
    const bankAccount = await screen.findByRole('textbox', { name: 'Kontonummer' });

    await user.clear(bankAccount);
    await user.type(bankAccount, '1234.56.78901');
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    const kontonummerMessage = 'Kontonummeret er ikke gyldig. Sjekk at du har skrevet elleve siffer riktig.';
    expect(await screen.findByText(kontonummerMessage)).toBeInTheDocument();
    expect(bankAccount).toHaveAccessibleDescription(kontonummerMessage);

    expect(bankAccount).toHaveValue('1234.56.78901');
    expect(sandboxStore().accounts.get('acc-nordmann-skog')?.bankAccountNumber).toBe('12345678903');
  });

  it('does not let an employee change the bank account, and says why', async () => {
    await openAs(anne.pid, 'acc-ansatt');
    const bankAccount = await screen.findByRole('textbox', { name: 'Kontonummer' });
    expect(bankAccount).toBeDisabled();
    expect(bankAccount).toHaveValue('1503.12.34562');
    expect(bankAccount).toHaveAccessibleDescription(
      /Som ansatt i andelslaget kan du ikke endre kontonummeret/,
    );
  });

  it('lets an employee save the address, sending no bank account', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    sandboxServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    await openAs(anne.pid, 'acc-ansatt');
    const city = await screen.findByRole('textbox', { name: 'Poststed' });
    await user.clear(city);
    await user.type(city, 'Moelv');
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await screen.findByText('Endringene er lagret')).toBeInTheDocument();
    sandboxServer.events.removeAllListeners();
    expect(sandboxStore().accounts.get('acc-ansatt')?.city).toBe('Moelv');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('bankAccountNumber');
  });

  it('shows a contractor the account without a form: they may read it, not change it', async () => {
    await openAs(per.pid, 'acc-berg');
    expect(
      await screen.findByText(
        'Du kan se opplysningene om Berg Maskin AS, men ikke endre dem. Kontakt kundeservice om noe er feil.',
      ),
    ).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Navn',
      'Organisasjonsnummer',
      'Kontonummer',
      'Adresse',
      'E-post',
      'Telefonnummer',
    ]);
    expect(screen.getByText('934 567 897')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lagre endringer' })).not.toBeInTheDocument();
  });

  it('lets a forest owner change the bank account', async () => {
    const user = userEvent.setup();
    await openAs(kari.pid, 'acc-kari');
    const bankAccount = await screen.findByRole('textbox', { name: 'Kontonummer' });
    expect(bankAccount).toBeEnabled();
    await user.clear(bankAccount);
    await user.type(bankAccount, '1234 56 78903');
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await screen.findByText('Endringene er lagret')).toBeInTheDocument();
    expect(sandboxStore().accounts.get('acc-kari')?.bankAccountNumber).toBe('12345678903');
  });

  it('saves with PUT /account, updates the session and the cache, and says so', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    sandboxServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    const { queryClient } = await openAs(kari.pid, 'acc-kari');
    const postalCode = await screen.findByRole('textbox', { name: 'Postnummer' });
    await user.clear(postalCode);
    await user.type(postalCode, '2390');
    await user.clear(screen.getByRole('textbox', { name: 'Poststed' }));
    await user.type(screen.getByRole('textbox', { name: 'Poststed' }), 'Moelv');

    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    expect(await screen.findByText('Endringene er lagret')).toBeInTheDocument();
    sandboxServer.events.removeAllListeners();
    const stored = sandboxStore().accounts.get('acc-kari');
    expect(stored?.postalCode).toBe('2390');
    expect(stored?.city).toBe('Moelv');
    expect(stored?.name).toBe('Kari Nordmann');
    expect(bodies).toEqual([
      expect.objectContaining({ id: 'acc-kari', postalCode: '2390', changedByContactId: 'contact-kari' }),
    ]);
    // Only what Kari may change goes in the body: never the name or the organisation number.
    expect(Object.keys(bodies[0] ?? {}).sort()).toEqual(
      [
        'id',
        'changedByContactId',
        'bankAccountNumber',
        'streetName',
        'postalCode',
        'city',
        'email',
        'phoneNumber',
        'address1Line1',
        'address1PostalCode',
        'address1City',
        'emailAddress',
      ].sort(),
    );
    await waitFor(() => {
      expect(storedSession().activeAccount?.postalCode).toBe('2390');
    });
    const session = storedSession();
    expect(session.activeAccount).toMatchObject({
      id: 'acc-kari',
      city: 'Moelv',
      accountRole: 'FOREST_OWNER',
    });
    expect(session.userData?.accounts.find((account) => account.id === 'acc-kari')?.city).toBe('Moelv');
    expect(session.userData?.accounts).toHaveLength(2);
    expect(queryClient.getQueryData(profileKeys.accountDetails('acc-kari'))).toMatchObject({ city: 'Moelv' });
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(http.put('*/api/account', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await openAs(kari.pid, 'acc-kari');
    const city = await screen.findByRole('textbox', { name: 'Poststed' });
    await user.clear(city);
    await user.type(city, 'Moelv');

    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    expect(await screen.findByText('Endringene ble ikke lagret')).toBeInTheDocument();
    expect(screen.getByText(/Vi klarte ikke å lagre endringene/)).toBeInTheDocument();
    expect(city).toHaveValue('Moelv');
    expect(sandboxStore().accounts.get('acc-kari')?.city).toBe('Brumunddal');
    expect(storedSession().activeAccount?.city).toBe('Brumunddal');
    expect(consoleError).toHaveBeenCalledWith(
      '[Profil: lagre kontoinformasjon]',
      expect.objectContaining({ operation: 'updateAccount', status: 500 }),
      { location: 'Profil: lagre kontoinformasjon', accountId: 'acc-kari', contactId: 'contact-kari' },
    );
  });

  it('puts a field the API refuses beside that field, keeping what was typed (the CRM’s names too)', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(
      http.put('*/api/account', () =>
        HttpResponse.json(
          { message: 'Teksten er for lang: høyst 200 tegn', field: 'address1City' },
          { status: 400 },
        ),
      ),
    );
    await openAs(kari.pid, 'acc-kari');
    const city = await screen.findByRole('textbox', { name: 'Poststed' });
    await user.clear(city);
    await user.type(city, 'Moelv');

    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    await waitFor(() => {
      expect(city).toHaveAccessibleDescription('Teksten er for lang: høyst 200 tegn');
    });
    expect(city).toHaveFocus();
    expect(city).toHaveValue('Moelv');
  });

  it('shows a load error with "Prøv igjen" (Eva Feil’s account answers 500)', async () => {
    await openAs(eva.pid, 'acc-feil');
    expect(await screen.findByText(/Vi klarte ikke å hente kontoinformasjonen/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prøv igjen' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Navn' })).not.toBeInTheDocument();
  });

  it('loads again on "Prøv igjen"', async () => {
    const user = userEvent.setup();
    sandboxServer.use(
      http.get('*/api/account/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 }), {
        once: true,
      }),
    );
    await openAs(kari.pid, 'acc-kari');
    await user.click(await screen.findByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('textbox', { name: 'Navn' })).toHaveValue('Kari Nordmann');
    expect(screen.queryByRole('button', { name: 'Prøv igjen' })).not.toBeInTheDocument();
  });

  it('asks to choose a company when none is chosen', async () => {
    await openAs(kari.pid, null);
    expect(screen.getByText(/Du har ikke valgt hvilket selskap du handler på vegne av/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bytt selskap' })).toHaveAttribute('href', '/profile/accesses');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
