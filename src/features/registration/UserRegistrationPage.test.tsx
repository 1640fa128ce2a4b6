import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxStore } from '../../../tests/sandboxServer.ts';
import { UserRegistrationPage } from './UserRegistrationPage';
import { fillRegistration, NILS } from './registrationTestSteps';
import { connectSandboxApi, renderPage } from '../../../tests/renderPage';
import { nils } from '../../../tests/personas';

const ROUTE = '/login/userRegistration';

let token: string;
beforeEach(async () => {
  token = await signSandboxAccessToken(nils.pid);
});

const renderAt = (at: string) => {
  connectSandboxApi(token);
  return renderPage(<UserRegistrationPage />, {
    path: ROUTE,
    initialEntry: at,
    session: { personId: true },
  });
};

const send = () => screen.getByRole('button', { name: 'Send registrering' });

describe('UserRegistrationPage', () => {
  it('sends a visitor without a known person id to sign-in', async () => {
    connectSandboxApi(token);
    renderPage(<UserRegistrationPage />, { path: ROUTE, initialEntry: `${ROUTE}?rolle=entreprenor` });
    expect(await screen.findByText('Du er på /login/bankId')).toBeInTheDocument();
  });

  it('registers a contractor with the company, which is required', async () => {
    const { user } = renderAt(`${ROUTE}?rolle=entreprenor`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Registrer deg som entreprenør' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const orgnr = screen.getByRole('textbox', { name: 'Organisasjonsnummer' });
    expect(orgnr).toBeRequired();

    await fillRegistration(user, NILS);
    await user.click(send());
    expect(await screen.findByText('Skriv inn organisasjonsnummeret til selskapet.')).toBeInTheDocument();
    expect(orgnr).toHaveFocus();

    await user.type(orgnr, '934567897');
    await user.click(send());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Takk! Vi har mottatt registreringen din.' }),
    ).toBeInTheDocument();
    expect(sandboxStore().registrations).toMatchObject([
      { role: 'ENTREPRENEUR', organizationNumber: '934567897', firstName: 'Nils' },
    ]);
  });

  it('registers an accountant from rolle=regnskapsforer', async () => {
    const { user } = renderAt(`${ROUTE}?rolle=regnskapsforer`);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Registrer deg som regnskapsfører' }),
    ).toBeInTheDocument();
    await fillRegistration(user, { ...NILS, Organisasjonsnummer: '987654325' });
    await user.click(send());
    expect(
      await screen.findByRole('heading', { name: 'Takk! Vi har mottatt registreringen din.' }),
    ).toBeVisible();
    expect(sandboxStore().registrations).toMatchObject([{ role: 'ACCOUNTANT' }]);
  });

  it('lets the person choose the role when the link does not say', async () => {
    const { user } = renderAt(ROUTE);
    expect(screen.getByRole('heading', { level: 1, name: 'Registrer deg' })).toBeInTheDocument();
    const roles = screen.getByRole('radiogroup', { name: 'Jeg registrerer meg som' });
    expect(roles).toBeInTheDocument();

    await fillRegistration(user, { ...NILS, Organisasjonsnummer: '987654325' });
    await user.click(send());
    expect(await screen.findByText('Velg om du er entreprenør eller regnskapsfører.')).toBeInTheDocument();
    expect(roles).toHaveAccessibleDescription('Velg om du er entreprenør eller regnskapsfører.');
    expect(screen.getByRole('radio', { name: 'Entreprenør' })).toHaveFocus();
    expect(sandboxStore().registrations).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Regnskapsfører' }));
    await user.click(send());
    expect(
      await screen.findByRole('heading', { name: 'Takk! Vi har mottatt registreringen din.' }),
    ).toBeVisible();
    expect(sandboxStore().registrations).toMatchObject([
      { role: 'ACCOUNTANT', organizationNumber: '987654325' },
    ]);
  });
});
