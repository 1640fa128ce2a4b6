import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxStore } from '../../../tests/sandboxServer.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { ForestOwnerRegistrationPage } from './ForestOwnerRegistrationPage';
import { UserRegistrationPage } from './UserRegistrationPage';
import { connectSandboxApi, renderPage } from '../../../tests/renderPage';
import { nils } from '../../../tests/personas';

let token: string;
beforeEach(async () => {
  token = await signSandboxAccessToken(nils.pid);
  await loadTexts('registration');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const renderForestOwner = () => {
  connectSandboxApi(token);
  return renderPage(<ForestOwnerRegistrationPage />, {
    path: '/login/ForestOwnerRegistration/registrationForm',
    session: { personId: true },
  });
};

const renderUser = () => {
  connectSandboxApi(token);
  return renderPage(<UserRegistrationPage />, {
    path: '/login/userRegistration',
    session: { personId: true },
  });
};

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Submit registration' });

/** The Norwegian of the registration pages (the back button, the shared components' text, is not theirs). */
const NORWEGIAN =
  /Registrer deg|Fornavn|Etternavn|E-post|Mobilnummer|Postnummer|Poststed|Organisasjonsnummer|Kontaktinformasjon|Selskap|Send registrering|Skriv inn|Felt merket|siffer|Jeg registrerer|Entreprenør|Regnskapsfører|Kundeservice|Takk!/;

async function fillNils(user: UserEvent) {
  const values: Record<string, string> = {
    'First name': 'Nils',
    'Last name': 'Ny',
    Email: 'nils.ny@example.no',
    'Mobile number': '912 34 567',
    Address: 'Skogveien 2',
    Postcode: '2380',
    Town: 'Brumunddal',
    'Organisation number': '987654325',
  };
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

describe('The registration pages in English (#43)', () => {
  it("asks for a forest owner's details in English, and says in English what is missing", async () => {
    const { user } = renderForestOwner();
    expect(screen.getByRole('heading', { level: 1, name: 'Register as a forest owner' })).toBeInTheDocument();
    expect(screen.getByText('Fields marked with * must be filled in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contact details' })).toBeInTheDocument();
    expect(field('Mobile number')).toHaveAccessibleDescription('Eight digits.');
    expect(field('Organisation number')).toHaveAccessibleDescription(
      'Only if you own the forest through a company. Nine digits.',
    );
    await user.click(submit());
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    expect(field('Town')).toHaveAccessibleDescription('Enter the town.');
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('switches an error already shown to Norwegian and back, keeping what is typed', async () => {
    const { user } = renderForestOwner();
    await user.type(field('Last name'), 'Ny');
    await user.click(submit());
    expect(await screen.findByText('Enter your first name.')).toBeInTheDocument();
    await act(async () => {
      await activateLocale('nb', { remember: false });
    });
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: 'Fornavn' })).toHaveAccessibleDescription(
        'Skriv inn fornavnet ditt.',
      );
    });
    expect(screen.getByRole('textbox', { name: 'Etternavn' })).toHaveValue('Ny');
  });

  it('lets a contractor or an accountant choose in English, and confirms in English', async () => {
    const { user } = renderUser();
    expect(screen.getByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument();
    const roles = screen.getByRole('radiogroup', { name: 'I am registering as' });
    await fillNils(user);
    await user.click(submit());
    expect(roles).toHaveAccessibleDescription('Choose whether you are a contractor or an accountant.');
    expect(document.body).not.toHaveTextContent(NORWEGIAN);

    await user.click(screen.getByRole('radio', { name: 'Accountant' }));
    await user.click(submit());
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Thank you! We have received your registration.',
    });
    expect(heading.parentElement).toHaveTextContent(
      'If you have any questions in the meantime, call customer service on 62 00 00 00.',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
    expect(sandboxStore().registrations).toMatchObject([{ role: 'ACCOUNTANT' }]);
  });
});
