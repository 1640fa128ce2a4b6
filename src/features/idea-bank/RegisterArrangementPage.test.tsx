import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { SEEDED_ARRANGEMENTS } from '../../../sandbox/api/idea-bank/seed.ts';
import { sandboxStore } from '../../../tests/sandboxServer';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { expectNoAxeViolations } from '../../../tests/axe';
import { todayInOslo } from '../../domain/format';
import { RegisterArrangementPage } from './RegisterArrangementPage';
import { kari } from '../../../tests/personas';

async function open(query = '', accountId = 'acc-kari') {
  const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
  return renderPage(<RegisterArrangementPage />, {
    path: '/ideaBank/registerArrangement',
    initialEntry: `/ideaBank/registerArrangement${query}`,
    accountId,
    session: { userData },
  });
}

/** 'DDMMYYYY' of the Oslo day `days` from today. */
const day = (days: number) => dayjs(todayInOslo()).add(days, 'day').format('DDMMYYYY');

/** Types a date and time by keyboard into the field named `label`: its first section, then the digits. */
async function typeDateTime(user: UserEvent, label: string, digits: string) {
  const group = await screen.findByRole('group', { name: label }, { timeout: 15_000 });
  await user.click(within(group).getByRole('spinbutton', { name: 'Dag' }));
  await user.keyboard(digits);
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const newArrangements = () =>
  [...sandboxStore().arrangements.values()].filter(
    (item) => !(Object.values(SEEDED_ARRANGEMENTS) as string[]).includes(item.id),
  );

async function fillArrangement(user: UserEvent, startInDays = 20) {
  await user.type(textbox('Tittel'), 'Kurs i tynning');
  await typeDateTime(user, 'Starter', `${day(startInDays)}1800`);
  await user.type(textbox('Sted'), 'Moelv grendehus');
}

describe('RegisterArrangementPage (Nytt arrangement)', () => {
  it('lists what is missing at the top, linked to the fields, and moves focus there', async () => {
    const { user } = await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Nytt arrangement' })).toBeInTheDocument();
    expect(screen.getByText('Status: Kladd')).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Starter' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));
    const summary = await screen.findByRole('alert');
    await waitFor(() => {
      expect(summary).toHaveFocus();
    });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Skriv inn en tittel', 'Velg når arrangementet starter']);
    expect(textbox('Tittel')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations();
    expect(newArrangements()).toEqual([]);
  });

  it('saves a draft with an SMS notification and its default reminder, and goes back to the list', async () => {
    const { user } = await open();
    await fillArrangement(user);
    await user.click(screen.getByRole('button', { name: 'Legg til varsling' }));
    await typeDateTime(user, 'Sendes', `${day(1)}1200`);
    expect(screen.getByRole('checkbox', { name: 'SMS' })).toBeChecked();
    await user.type(textbox('Tekst i SMS-en'), 'Velkommen til kurs i tynning!');
    expect(screen.getByText('29 av 320 tegn')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Legg til påminnelse' }));
    const reminder = await screen.findByRole('group', { name: 'Påminnelse (SMS)' }, { timeout: 15_000 });
    expect(reminder.firstElementChild?.textContent).toBe(
      `${dayjs(todayInOslo()).add(19, 'day').format('DD.MM.YYYY')} 18:00`,
    );
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));
    expect(await screen.findByText('Du er på /ideaBank')).toBeInTheDocument();
    const [saved] = newArrangements();
    expect(saved).toMatchObject({ title: 'Kurs i tynning', status: 0, location: 'Moelv grendehus' });
    expect(saved?.notifications).toHaveLength(1);
    expect(saved?.notifications[0]).toMatchObject({
      sendSMS: true,
      sendMail: false,
      textSMS: 'Velkommen til kurs i tynning!',
      textMail: null,
      subjectEmail: null,
      attachment: null,
    });
    expect(dayjs(saved?.notifications[0]?.reminderNotificationDateTime).diff(saved?.startDate, 'day')).toBe(
      -1,
    );
  });

  it('refuses a send time today and a reminder after the start, in Norwegian, and keeps the values', async () => {
    const { user } = await open();
    await fillArrangement(user, 10);
    await user.click(screen.getByRole('button', { name: 'Legg til varsling' }));
    await typeDateTime(user, 'Sendes', `${day(0)}2330`);
    await user.type(textbox('Tekst i SMS-en'), 'Hei!');
    await user.click(screen.getByRole('button', { name: 'Legg til påminnelse' }));
    await typeDateTime(user, 'Påminnelse (SMS)', `${day(11)}0900`);
    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));

    const summary = within(await screen.findByRole('alert'));
    expect(
      summary.getByRole('link', {
        name: `Varslingen kan tidligst sendes i morgen, ${dayjs(todayInOslo()).add(1, 'day').format('DD.MM.YYYY')} kl. 00:00`,
      }),
    ).toBeInTheDocument();
    expect(
      summary.getByRole('link', {
        name: `Påminnelsen må sendes senest én dag før arrangementet, ${dayjs(todayInOslo()).add(9, 'day').format('DD.MM.YYYY')} kl. 18:00`,
      }),
    ).toBeInTheDocument();
    expect(textbox('Tekst i SMS-en')).toHaveValue('Hei!');
    expect(newArrangements()).toEqual([]);

    await typeDateTime(user, 'Sendes', `${day(1)}0900`);
    await typeDateTime(user, 'Påminnelse (SMS)', `${day(9)}1800`);
    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));
    expect(await screen.findByText('Du er på /ideaBank')).toBeInTheDocument();
    // The longest flow of the suite (two date-times typed twice, key by key): about 10 s on CI's two cores, 20
    // when they are shared with another job.
  }, 40_000);

  it('clears a channel’s texts when it is unticked, and marks a chosen channel without text after a save attempt', async () => {
    const { user } = await open();
    await fillArrangement(user);
    await user.click(screen.getByRole('button', { name: 'Legg til varsling' }));
    await user.type(textbox('Tekst i SMS-en'), 'Husk kurset');
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    await user.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(textbox('Tekst i SMS-en')).toHaveValue('');

    await user.click(screen.getByRole('checkbox', { name: 'E-post' }));
    await user.type(textbox('Emne'), 'Kurs');
    await user.type(textbox('Tekst i e-posten'), 'Velkommen');
    await user.click(screen.getByRole('checkbox', { name: 'E-post' }));
    await user.click(screen.getByRole('checkbox', { name: 'E-post' }));
    expect(textbox('Emne')).toHaveValue('');
    expect(textbox('Tekst i e-posten')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));
    expect(textbox('Tekst i SMS-en')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Tekst i SMS-en')).toHaveAccessibleDescription(/Skriv teksten i SMS-en/);
    expect(textbox('Emne')).toHaveAccessibleDescription('Skriv emnet i e-posten');
    expect(textbox('Tekst i e-posten')).toHaveAccessibleDescription('Skriv teksten i e-posten');
  });

  it('refuses a file over 2 MB and a type outside the list, and sends a small PDF as base64 without its prefix', async () => {
    const { user } = await open();
    await fillArrangement(user);
    await user.click(screen.getByRole('button', { name: 'Legg til varsling' }));
    // A refused file is let go of (a new, empty file chooser), so look the chooser up each time.
    const input = () => screen.getByLabelText('Vedlegg');

    await user.upload(
      input(),
      new File([new Uint8Array(3 * 1024 * 1024)], 'stor.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Filen er for stor (Maks 2 MB)')).toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Filen er for stor \(Maks 2 MB\)/);

    // The chooser offers the allowed types, but a person can still pick 'All files'.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input(), new File(['hei'], 'notat.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/^Filtypen kan ikke sendes/)).toBeInTheDocument();

    await user.upload(input(), new File(['%PDF-1.4 program'], 'program.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Vedlagt: program.pdf')).toBeInTheDocument();
    expect(screen.queryByText(/^Filtypen kan ikke sendes/)).not.toBeInTheDocument();

    await typeDateTime(user, 'Sendes', `${day(2)}1000`);
    await user.type(textbox('Tekst i SMS-en'), 'Program vedlagt');
    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));
    expect(await screen.findByText('Du er på /ideaBank')).toBeInTheDocument();
    expect(newArrangements()[0]?.notifications[0]?.attachment).toEqual({
      name: 'program.pdf',
      byteArray: btoa('%PDF-1.4 program'),
    });
  });

  it('keeps everything typed when the save fails, and says so', async () => {
    sandboxStore().faults.push({ operationId: 'createArrangement', status: 503 });
    const { user } = await open();
    await fillArrangement(user);
    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi klarte ikke å lagre arrangementet');
    expect(textbox('Tittel')).toHaveValue('Kurs i tynning');
    expect(textbox('Sted')).toHaveValue('Moelv grendehus');
  });

  it('sends an arrangement for approval', async () => {
    const { user } = await open();
    await fillArrangement(user);
    await user.click(screen.getByRole('button', { name: 'Send til godkjenning' }));
    expect(await screen.findByText('Du er på /ideaBank')).toBeInTheDocument();
    expect(newArrangements()[0]).toMatchObject({ title: 'Kurs i tynning', status: 1 });
  });
});

describe('RegisterArrangementPage (?id=: Rediger arrangement)', () => {
  it('fills in the draft and saves the change', async () => {
    const { user } = await open(`?id=${SEEDED_ARRANGEMENTS.draft}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Rediger arrangement' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Tittel' });
    expect(title).toHaveValue('Kurs i motorsagbruk');
    await user.clear(title);
    await user.type(title, 'Kurs i motorsagbruk for nybegynnere');
    await screen.findByRole('group', { name: 'Starter' }, { timeout: 15_000 });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Lagre kladd' }));
    expect(await screen.findByText('Du er på /ideaBank')).toBeInTheDocument();
    expect(sandboxStore().arrangements.get(SEEDED_ARRANGEMENTS.draft)).toMatchObject({
      title: 'Kurs i motorsagbruk for nybegynnere',
      status: 0,
    });
  });

  it('says only drafts can be changed, for one that is not a draft', async () => {
    await open(`?id=${SEEDED_ARRANGEMENTS.approvedFuture}`);
    expect(await screen.findByText(/har status Godkjent\. Bare kladder kan endres\./)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tittel' })).not.toBeInTheDocument();
  });

  it("does not offer to change another account's arrangement, even one Kari could change for that account", async () => {
    // Kari acts for Nordmann Skog AS; 'Skogdag for nye skogeiere' was made for her personal account.
    await open('?id=arrangement-skogdag', 'acc-nordmann-skog');
    expect(
      await screen.findByText(
        /«Skogdag for nye skogeiere» er laget for et annet selskap i skogeierlaget, og kan bare endres av den som handler for det\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Tittel' })).not.toBeInTheDocument();
  });

  it('says it cannot find an arrangement the list does not have', async () => {
    await open('?id=finnes-ikke');
    expect(await screen.findByText(/Vi fant ikke arrangementet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå til Idébank' })).toHaveAttribute('href', '/ideaBank');
  });
});
