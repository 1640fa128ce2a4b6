import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer.ts';
import { ForestOwnerRegistrationPage } from './ForestOwnerRegistrationPage';
import { fillRegistration, NILS } from './registrationTestSteps';
import { connectSandboxApi, renderPage } from '../../../tests/renderPage';
import { nils } from '../../../tests/personas';

const ROUTE = '/login/ForestOwnerRegistration/registrationForm';

let token: string;
beforeEach(async () => {
  token = await signSandboxAccessToken(nils.pid);
});

const renderForm = () => {
  connectSandboxApi(token);
  return renderPage(<ForestOwnerRegistrationPage />, { path: ROUTE, session: { personId: true } });
};

const field = (name: string) => screen.getByRole('textbox', { name });
const send = () => screen.getByRole('button', { name: 'Send registrering' });

describe('ForestOwnerRegistrationPage', () => {
  it('sends a visitor without a known person id to sign-in', async () => {
    connectSandboxApi(token);
    renderPage(<ForestOwnerRegistrationPage />, { path: ROUTE });
    expect(await screen.findByText('Du er på /login/bankId')).toBeInTheDocument();
  });

  it('marks the required fields and says what is missing', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Registrer deg som skogeier' })).toBeInTheDocument();
    for (const name of [
      'Fornavn',
      'Etternavn',
      'E-post',
      'Mobilnummer',
      'Adresse',
      'Postnummer',
      'Poststed',
    ]) {
      expect(field(name)).toBeRequired();
    }
    expect(field('Organisasjonsnummer')).not.toBeRequired();

    await user.click(send());
    expect(await screen.findByText('Skriv inn fornavnet ditt.')).toBeInTheDocument();
    expect(screen.getByText('Skriv inn etternavnet ditt.')).toBeInTheDocument();
    expect(screen.getByText('Skriv inn e-postadressen din.')).toBeInTheDocument();
    expect(screen.getByText('Skriv inn telefonnummeret ditt.')).toBeInTheDocument();
    expect(field('Fornavn')).toHaveFocus();
    expect(field('Fornavn')).toHaveAccessibleDescription('Skriv inn fornavnet ditt.');
    expect(sandboxStore().registrations).toHaveLength(0);
  });

  it('explains bad postnummer, phone, e-mail and orgnr, tied to the fields, and keeps what was typed', async () => {
    const { user } = renderForm();
    await fillRegistration(user, {
      ...NILS,
      'E-post': 'nils.ny@example',
      Mobilnummer: '1234',
      Postnummer: '23A0',
      Organisasjonsnummer: '123456789',
    });
    await user.click(send());

    expect(await screen.findByText('Postnummer må være fire siffer.')).toBeInTheDocument();
    expect(field('Mobilnummer')).toHaveAccessibleDescription('Telefonnummer må være åtte siffer.');
    expect(field('Mobilnummer')).toBeInvalid();
    expect(field('Postnummer')).toHaveAccessibleDescription('Postnummer må være fire siffer.');
    expect(field('Organisasjonsnummer')).toHaveAccessibleDescription(
      'Organisasjonsnummeret er ikke gyldig. Sjekk at du har skrevet ni siffer riktig.',
    );
    expect(field('E-post')).toHaveAccessibleDescription(
      'Skriv inn en gyldig e-postadresse, for eksempel navn@eksempel.no.',
    );
    expect(field('Mobilnummer')).toHaveValue('1234');
    expect(field('Postnummer')).toHaveValue('23A0');
    expect(field('Organisasjonsnummer')).toHaveValue('123456789');
    expect(field('Fornavn')).toHaveValue('Nils');
    expect(sandboxStore().registrations).toHaveLength(0);
  });

  it('sends the registration as a forest owner and confirms it with what happens next', async () => {
    const { user } = renderForm();
    await fillRegistration(user, { ...NILS, Organisasjonsnummer: '923 456 783' });
    await user.click(send());

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Takk! Vi har mottatt registreringen din.',
    });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(screen.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
    expect(screen.getByRole('button', { name: 'Logg ut' })).toBeInTheDocument();
    expect(sandboxStore().registrations).toEqual([
      {
        firstName: 'Nils',
        lastName: 'Ny',
        email: 'nils.ny@example.no',
        phoneNumber: '91234567',
        address: { streetAddress: 'Skogveien 2', postalCode: '2380', city: 'Brumunddal' },
        role: 'FOREST_OWNER',
        organizationNumber: '923456783',
      },
    ]);
  });

  it('shows an error and keeps every value when the registration cannot be sent', async () => {
    sandboxServer.use(
      http.post('*/api/contacts/newUser', () => HttpResponse.json({ message: 'feil' }, { status: 500 })),
    );
    const { user } = renderForm();
    await fillRegistration(user, NILS);
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke sende registreringen.');
    expect(field('Fornavn')).toHaveValue('Nils');
    expect(field('Mobilnummer')).toHaveValue('912 34 567');
    expect(field('Poststed')).toHaveValue('Brumunddal');
    expect(send()).toBeEnabled();
  });
});
