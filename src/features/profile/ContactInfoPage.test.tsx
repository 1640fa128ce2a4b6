import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { ContactInfoPage } from './ContactInfoPage';
import { renderPage, signInWithToken, storedSession } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

async function openAs(pid: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  const view = renderPage(<ContactInfoPage />, {
    session: { userData, activeAccount: userData.accounts[0] ?? null },
    path: '/profile/contact',
  });
  return { ...view, userData };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactInfoPage', () => {
  it('shows the signed-in person’s contact information in labelled fields', async () => {
    await openAs(kari.pid);
    expect(screen.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Fornavn/ })).toHaveValue('Kari');
    expect(screen.getByRole('textbox', { name: /Etternavn/ })).toHaveValue('Nordmann');
    expect(screen.getByRole('textbox', { name: 'E-post' })).toHaveValue('kari@example.no');
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' });
    expect(phone).toHaveValue('91234567');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    const postalCode = screen.getByRole('textbox', { name: 'Postnummer' });
    expect(postalCode).toHaveValue('2380');
    expect(postalCode).toHaveAttribute('inputmode', 'numeric');
    expect(postalCode).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Brumunddal');
    expect(screen.getByRole('button', { name: 'Tilbake' })).toBeInTheDocument();
  });

  it('checks postnummer and telefonnummer on blur and keeps what was typed', async () => {
    const user = userEvent.setup();
    await openAs(kari.pid);
    const postalCode = screen.getByRole('textbox', { name: 'Postnummer' });
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' });

    await user.clear(postalCode);
    await user.type(postalCode, '238');
    await user.tab();
    expect(await screen.findByText('Postnummer må være fire siffer.')).toBeInTheDocument();
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(postalCode).toHaveAccessibleDescription('Postnummer må være fire siffer.');

    await user.clear(phone);
    await user.type(phone, '1234');
    await user.tab();
    expect(await screen.findByText('Telefonnummer må være åtte siffer.')).toBeInTheDocument();
    expect(phone).toHaveAccessibleDescription('Telefonnummer må være åtte siffer.');

    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(postalCode).toHaveValue('238');
    expect(phone).toHaveValue('1234');
    await waitFor(() => {
      expect(phone).toHaveFocus();
    });
    // Nothing was sent: the sandbox still holds the old values.
    expect(sandboxStore().people.get(kari.pid)?.contact.address.postalCode).toBe('2380');

    // The message goes away as soon as the value is right.
    await user.clear(postalCode);
    await user.type(postalCode, '2381');
    expect(screen.queryByText('Postnummer må være fire siffer.')).not.toBeInTheDocument();
  });

  it('asks for a first name', async () => {
    const user = userEvent.setup();
    await openAs(kari.pid);
    await user.clear(screen.getByRole('textbox', { name: /Fornavn/ }));
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await screen.findByText('Skriv inn fornavnet ditt.')).toBeInTheDocument();
  });

  it('saves with PUT /contacts, updates the session and says so', async () => {
    const user = userEvent.setup();
    const { userData } = await openAs(kari.pid);
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await user.clear(phone);
    await user.type(phone, '987 65 432');
    await user.clear(screen.getByRole('textbox', { name: 'Poststed' }));
    await user.type(screen.getByRole('textbox', { name: 'Poststed' }), 'Moelv');

    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    expect(await screen.findByText('Endringene er lagret')).toBeInTheDocument();
    const saved = sandboxStore().people.get(kari.pid)?.contact;
    expect(saved?.phoneNumber).toBe('98765432');
    expect(saved?.address.city).toBe('Moelv');
    await waitFor(() => {
      expect(storedSession().userData?.phoneNumber).toBe('98765432');
    });
    expect(storedSession().userData?.accounts).toEqual(userData.accounts);
    expect(storedSession().contactId).toBe(userData.contactId);
  });

  it('sends changedByContactId', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    sandboxServer.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT')
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    await openAs(kari.pid);
    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
    expect(await screen.findByText('Endringene er lagret')).toBeInTheDocument();
    sandboxServer.events.removeAllListeners();
    expect(bodies).toEqual([
      expect.objectContaining({ contactId: 'contact-kari', changedByContactId: 'contact-kari' }),
    ]);
  });

  it('keeps what was typed when the save fails, and says so', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    sandboxServer.use(http.put('*/api/contacts', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    await openAs(kari.pid);
    const phone = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await user.clear(phone);
    await user.type(phone, '98765432');

    await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));

    expect(await screen.findByText('Endringene ble ikke lagret')).toBeInTheDocument();
    expect(screen.getByText(/Vi klarte ikke å lagre endringene/)).toBeInTheDocument();
    expect(phone).toHaveValue('98765432');
    expect(storedSession().userData?.phoneNumber).toBe('91234567');
    expect(consoleError).toHaveBeenCalledWith(
      '[Profil: lagre kontaktinformasjon]',
      expect.objectContaining({ operation: 'updateContact', status: 500 }),
      { location: 'Profil: lagre kontaktinformasjon', contactId: 'contact-kari' },
    );
  });

  describe('keeps what is typed', () => {
    const MEMORY = 'skjema:kontaktinformasjon:contact-kari';

    it('through a reload of the page, and forgets it once saved', async () => {
      const user = userEvent.setup();
      const first = await openAs(kari.pid);
      const city = screen.getByRole('textbox', { name: 'Poststed' });
      await user.clear(city);
      await user.type(city, 'Moelv');
      expect(window.sessionStorage.getItem(MEMORY)).toContain('"city":"Moelv"');

      // A reload: the page is built anew from what session storage holds (no unmount ran).
      const { userData } = first;
      const stored = window.sessionStorage.getItem(MEMORY);
      first.unmount();
      window.sessionStorage.setItem(MEMORY, stored ?? '');
      renderPage(<ContactInfoPage />, {
        session: { userData, activeAccount: userData.accounts[0] ?? null },
        path: '/profile/contact',
      });
      expect(screen.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');

      await user.click(screen.getByRole('button', { name: 'Lagre endringer' }));
      expect(await screen.findByText('Endringene er lagret')).toBeInTheDocument();
      expect(sandboxStore().people.get(kari.pid)?.contact.address.city).toBe('Moelv');
      expect(window.sessionStorage.getItem(MEMORY)).toBeNull();
    });

    it('not after the person leaves the page', async () => {
      const user = userEvent.setup();
      const { router } = await openAs(kari.pid);
      await user.clear(screen.getByRole('textbox', { name: 'Poststed' }));
      await user.type(screen.getByRole('textbox', { name: 'Poststed' }), 'Moelv');
      expect(window.sessionStorage.getItem(MEMORY)).not.toBeNull();
      await router.navigate('/profile');
      // The form is gone from the page first; React runs its clean-up (which forgets) in a task after that.
      await waitFor(() => {
        expect(screen.queryByRole('textbox', { name: 'Poststed' })).not.toBeInTheDocument();
        expect(window.sessionStorage.getItem(MEMORY)).toBeNull();
      });
    });
  });
});
