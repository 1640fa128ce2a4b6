import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { sandboxServer } from '../../../tests/sandboxServer';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { ProfilePage } from './ProfilePage';
import { AccessesPage } from './AccessesPage';
import { ContactInfoPage } from './ContactInfoPage';
import { AccountInfoPage } from './AccountInfoPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari, per } from '../../../tests/personas';

/** The profile's own Norwegian words: none may be left on an English page. */
const NORWEGIAN =
  /Min side|Innlogget som|Du handler|Kontaktinformasjon|Kontoinformasjon|Bytt selskap|Kontakt oss|Medlem|Valgt|Fornavn|Etternavn|E-post|Telefonnummer|Postnummer|Poststed|Adresse|Kontonummer|Organisasjonsnummer|Lagre|Navn|Ikke registrert|Elleve siffer|Åtte siffer|Hentes fra|Kontakt kundeservice/;

beforeEach(async () => {
  await loadTexts('profile');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('nb', { remember: false });
});

async function openAs(pid: string, accountId: string | null, page: React.ReactElement, path: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  const activeAccount = userData.accounts.find((account) => account.id === accountId) ?? null;
  return renderPage(page, { session: { userData, activeAccount }, path });
}

describe('the profile in English (#43)', () => {
  it('Min side: who is signed in, for which company, and the way on', async () => {
    await openAs(kari.pid, 'acc-nordmann-skog', <ProfilePage />, '/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'My page' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signed in as' })).toHaveTextContent('Kari Nordmann');
    const company = screen.getByRole('region', { name: 'You are acting on behalf of' });
    expect(within(company).getByText('Org. no. 923 456 783')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'My page' });
    expect(within(menu).getByRole('link', { name: /^Contact details/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Account information/ })).toBeInTheDocument();
    expect(
      within(menu).getByRole('link', { name: /^Switch company You have access to \d+ companies$/ }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Contact us/ })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it("'Bytt selskap': the companies, the chosen one marked, and the toast on a switch", async () => {
    const user = userEvent.setup();
    await openAs(kari.pid, 'acc-kari', <AccessesPage />, '/profile/accesses');
    expect(screen.getByRole('heading', { level: 1, name: 'Switch company' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Companies you have access to' });
    expect(within(list).getByText('Selected')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
    await user.click(screen.getByRole('button', { name: /^Nordmann Skog AS/ }));
    expect(await screen.findByText('You are now acting on behalf of Nordmann Skog AS')).toBeInTheDocument();
  });

  it('the contact form: labels, help and its own checks in English, and they follow a switch back', async () => {
    const user = userEvent.setup();
    await openAs(kari.pid, 'acc-kari', <ContactInfoPage />, '/profile/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact details' })).toBeInTheDocument();
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await user.clear(firstName);
    await user.tab();
    expect(firstName).toHaveAccessibleDescription('Enter your first name.');
    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(phone).toHaveAccessibleDescription('Eight digits, for example 912 34 567.');
    await user.clear(phone);
    await user.type(phone, '1234');
    await user.tab();
    expect(phone).toHaveAccessibleDescription('The phone number must be eight digits.');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);

    await act(async () => {
      await activateLocale('nb', { remember: false });
    });
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveAccessibleDescription(
        'Telefonnummer må være åtte siffer.',
      );
    });
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('1234');
  });

  it("the account form in English, with the API's own refusal shown as the cooperative's", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(
      http.put('*/api/account', () =>
        HttpResponse.json({ message: 'Teksten er for lang: høyst 200 tegn', field: 'city' }, { status: 400 }),
      ),
    );
    await openAs(kari.pid, 'acc-kari', <AccountInfoPage />, '/profile/account');
    expect(screen.getByRole('heading', { level: 1, name: 'Account information' })).toBeInTheDocument();
    const bankAccount = await screen.findByRole('textbox', { name: 'Bank account number' });
    expect(bankAccount).toHaveAccessibleDescription(
      'Eleven digits, for example 1503.12.34562. Payments go to this account.',
    );
    await user.clear(bankAccount);
    await user.type(bankAccount, '1234.56.78900');
    await user.tab();
    expect(bankAccount).toHaveAccessibleDescription(
      'The bank account number is not valid. Check that you have typed the eleven digits correctly.',
    );
    await user.clear(bankAccount);
    const city = screen.getByRole('textbox', { name: 'Town' });
    await user.type(city, 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      expect(city).toHaveAccessibleDescription(
        'Message from the cooperative, in Norwegian: Teksten er for lang: høyst 200 tegn',
      );
    });
    expect(await screen.findByText('The changes were not saved')).toBeInTheDocument();
  });

  it('shows a contractor the account to read, in English', async () => {
    await openAs(per.pid, 'acc-berg', <AccountInfoPage />, '/profile/account');
    expect(
      await screen.findByText(
        'You can see the details of Berg Maskin AS, but not change them. Contact customer service if anything is wrong.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Name',
      'Organisation number',
      'Bank account number',
      'Address',
      'Email',
      'Phone number',
    ]);
  });
});
