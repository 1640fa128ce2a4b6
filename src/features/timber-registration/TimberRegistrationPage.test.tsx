import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { sandboxServer, sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { TimberRegistrationPage } from './TimberRegistrationPage';
import { kari, ola, eva } from '../../../tests/personas';

type User = ReturnType<typeof userEvent.setup>;

async function open(pid: string, accountId: string) {
  const userData = await signInWithToken(await signSandboxAccessToken(pid));
  return renderPage(<TimberRegistrationPage />, {
    path: '/timberRegistration',
    accountId,
    session: { userData },
  });
}

/** Types a date into the field named `label` by keyboard: focus its day section, then the digits. */
async function typeDate(user: User, label: string, digits: string) {
  const group = await screen.findByRole('group', { name: label });
  await user.click(within(group).getByRole('spinbutton', { name: 'Dag' }));
  await user.keyboard(digits);
}

/** The wizard's h2 is named 'Steg N av 4 <step>', so moving focus there says where the person is. */
const stepHeading = (name: string) =>
  screen.findByRole('heading', { level: 2, name: new RegExp(`^Steg \\d av 4 ${name}$`) });

describe('TimberRegistrationPage (Tømmerinnmelding)', () => {
  it('says what is missing on step 1 in a summary that takes focus, and links to each field', async () => {
    const { user } = await open(kari.pid, 'acc-kari');
    await stepHeading('Eiendom og hogst');
    expect(screen.getByText('Steg 1 av 4')).toBeInTheDocument();
    await screen.findByRole('radio', { name: /Eiendom 3411\/12\/3/ });

    await user.click(screen.getByRole('button', { name: 'Neste' }));
    const summary = screen.getByRole('alert');
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Velg hvilken eiendom tømmeret skal hogges på',
      'Velg hogstform',
      'Velg driftsform',
      'Skriv inn når hogsten tidligst kan starte',
      'Skriv inn når hogsten senest bør være ferdig',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Velg hogstform' }));
    expect(screen.getByRole('radio', { name: 'Foryngelseshogst' })).toHaveFocus();
    expect(screen.getAllByText('Velg hogstform')).toHaveLength(2);
  });

  it('goes through the steps, keeps every value on Tilbake, and sends the registration with its lines and answers', async () => {
    const { user } = await open(kari.pid, 'acc-kari');
    await user.click(await screen.findByRole('radio', { name: /Eiendom 3411\/12\/3/ }));
    await user.click(screen.getByRole('radio', { name: 'Tynning' }));
    await user.click(screen.getByRole('radio', { name: 'Privat drift' }));
    await typeDate(user, 'Tidligst fra', '01022027');
    await typeDate(user, 'Senest til', '30042027');
    await user.click(screen.getByRole('button', { name: 'Neste' }));

    expect(await stepHeading('Kart')).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: /beskrive stedet med tekst/ }));
    await user.type(
      screen.getByRole('textbox', { name: /Beskriv hvor hogstfeltet og velteplassen er/ }),
      'Teigen ved Sjøvegen, velteplass ved snuplassen',
    );
    await user.click(await screen.findByRole('combobox', { name: /Leveringssted/ }));
    await user.click(await screen.findByRole('option', { name: 'Hamar tømmerterminal' }));
    await user.click(screen.getByRole('button', { name: 'Neste' }));

    await stepHeading('Sortiment');
    expect(screen.getByRole('heading', { name: 'Sortimentsguide' })).toBeInTheDocument();
    // Privat drift in Ringsaker: 655 + 25 kr for spruce sawlogs.
    expect(await screen.findByText(/680,00\s?kr per m³/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Sagtømmer gran/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /^Massevirke gran/ }), '50');
    expect(screen.getByText(/^Sum: 150\s?m³$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tilbake' }));
    await stepHeading('Kart');
    expect(screen.getByRole('textbox', { name: /Beskriv hvor hogstfeltet/ })).toHaveValue(
      'Teigen ved Sjøvegen, velteplass ved snuplassen',
    );
    await user.click(screen.getByRole('button', { name: 'Neste' }));
    await stepHeading('Sortiment');
    expect(await screen.findByRole('textbox', { name: /^Sagtømmer gran/ })).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Neste' }));

    await stepHeading('Miljø og oppsummering');
    // Thinning asks five questions.
    const groups = await screen.findAllByRole('radiogroup');
    expect(groups).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Send inn' }));
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(5);
    for (const group of groups) await user.click(within(group).getByRole('radio', { name: 'Nei' }));
    await user.click(within(groups[0]!).getByRole('radio', { name: 'Ja' }));
    expect(screen.getByRole('region', { name: 'Eiendom og hogst' })).toHaveTextContent(
      '01.02.2027 – 30.04.2027',
    );
    expect(screen.getByRole('region', { name: 'Kart' })).toHaveTextContent('Hamar tømmerterminal');
    await user.click(screen.getByRole('button', { name: 'Send inn' }));

    const receipt = await screen.findByRole('heading', { name: 'Innmeldingen er sendt' });
    // Focus moves in an effect, which may run just after the heading appears.
    await waitFor(() => {
      expect(receipt).toHaveFocus();
    });
    const sent = [...sandboxStore().contracts.values()].find(
      (contract) => contract.accountId === 'acc-kari' && contract.timberRegistration === 100000000,
    );
    expect(sent).toMatchObject({
      operationType: 2,
      loggingType: 100000001,
      propertyId: 'property-kari-1',
      wishedHarvestFrom: '2027-02-01',
      wishedHarvestTo: '2027-04-30',
      supplyPointId: 'supply-point-hamar-terminal',
      placeDescription: 'Teigen ved Sjøvegen, velteplass ved snuplassen',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(`nummer ${sent?.contractNumber ?? '?'}`);
    const lines = [...sandboxStore().contractDetails.values()].filter(
      (line) => line.contractId === sent?.contractId,
    );
    expect(lines.map((line) => [line.assortmentName, line.volume])).toEqual([
      ['Sagtømmer gran', 100],
      ['Massevirke gran', 50],
    ]);
    expect(sandboxStore().considerations.get(sent?.contractId ?? '')).toMatchObject({
      privateOperation: true,
      misFigure: true,
      culturalHeritage: 961700001,
    });
    // The whole wizard, four steps there and back, typed key by key: 10–18 s on two cores shared with the other
    // test worker, over the default 20 s when the machine is busier still.
  }, 45_000);

  it('offers Ola his draft, and continues it on step 3 with the saved volume', async () => {
    const { user } = await open(ola.pid, 'acc-hansen');
    expect(
      await screen.findByRole('heading', { name: 'Du har en innmelding som ikke er sendt' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Steg 3: Sortiment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fortsett innmeldingen' }));
    await stepHeading('Sortiment');
    expect(await screen.findByRole('textbox', { name: /^Massevirke gran/ })).toHaveValue('80');
    await user.click(screen.getByRole('button', { name: 'Tilbake' }));
    await user.click(screen.getByRole('button', { name: 'Tilbake' }));
    await stepHeading('Eiendom og hogst');
    expect(await screen.findByRole('radio', { name: /Eiendom 3411\/210\/1/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tynning' })).toBeChecked();
  });

  it('saves the draft with Fullfør senere and leaves; a failed save keeps the step and the values', async () => {
    const { user } = await open(kari.pid, 'acc-kari');
    await user.click(await screen.findByRole('radio', { name: 'Foryngelseshogst' }));
    sandboxServer.use(
      http.post('*/api/contracts', () => HttpResponse.json({ message: 'Teknisk feil' }, { status: 500 }), {
        once: true,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Fullfør senere' }));
    expect(await screen.findByText(/Teknisk feil Alt du har skrevet er tatt vare på/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Foryngelseshogst' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('Du er på /');
    const draft = [...sandboxStore().contracts.values()].find(
      (contract) => contract.accountId === 'acc-kari' && contract.timberRegistration === 100000006,
    );
    expect(draft).toMatchObject({ loggingType: 100000000, registrationStep: 1 });
  });

  it('gives Eva a clear error and a way on, and keeps what she chose while the properties fail', async () => {
    const { user } = await open(eva.pid, 'acc-feil');
    expect(
      await screen.findByText(/Vi klarte ikke å hente innmeldingene du ikke har sendt/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start en ny innmelding' }));
    expect(await screen.findByText(/Vi klarte ikke å hente eiendommene dine/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tynning' }));
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText(/Vi klarte ikke å hente eiendommene dine/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Tynning' })).toBeChecked();
  });
});
