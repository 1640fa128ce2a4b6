import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, expectDialogAccessible, test, transitionsEnded } from './fixtures';
import { SANDBOX_API } from './servers';
import { chooseAccount, isPhone, signInAs, signInOncePerFile, typeIntoSections } from './helpers';

signInOncePerFile();

/**
 * The Oslo day (YYYY-MM-DD) a page's test started on, read from the page once: a test that runs across
 * midnight in Oslo (23:00 UTC) compares the dates it typed with dates counted from the same day (a CI run at
 * 23:59 expected the reminder one day late: its start date was counted before midnight, the reminder after).
 */
const testDays = new WeakMap<Page, string>();

/** DD.MM.YYYY of the Oslo day `days` from the test's first day (the browser runs in Europe/Oslo, see playwright.config). */
async function osloDay(page: Page, days: number): Promise<string> {
  let today = testDays.get(page);
  if (today === undefined) {
    today = await page.evaluate(() =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(new Date()),
    );
    testDays.set(page, today);
  }
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

const dateTimeField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/** Types 'DD.MM.YYYY HH:mm' by keyboard: from the field's first section ('Dag'), digits only. */
async function typeDateTime(page: Page, label: string, date: string, time: string): Promise<void> {
  const field = dateTimeField(page, label);
  await field.getByRole('spinbutton', { name: 'Dag' }).click();
  await typeIntoSections(page, field, [...date.split('.'), ...time.split(':')]);
  await expect(field).toContainText(`${date} ${time}`);
}

async function openIdeaBank(page: Page): Promise<void> {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
  await page.getByRole('region', { name: 'Tjenester' }).getByRole('link', { name: 'Idébank' }).click();
  await expect(page).toHaveURL(/\/ideaBank$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Idébank' })).toBeVisible();
}

/** A card's heading button, named by its status and title ('Kladd Kurs i motorsagbruk'). */
const card = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: 'Arrangementer' })
    .getByRole('heading', { level: 3, name: new RegExp(`${title}$`) })
    .getByRole('button');

/**
 * Opens a card and waits for its unfolding to end: a click on a button that is still moving can go down on
 * it and come up beside it, and then no click happens.
 */
const expand = async (page: Page, title: string): Promise<void> => {
  const heading = card(page, title);
  await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  await transitionsEnded(page);
};

/** 'Slett' on an opened card, then 'Slett arrangementet' in the question. */
async function deleteAfterQuestion(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Slett ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Slette arrangementet?' })
    .getByRole('button', { name: 'Slett arrangementet' })
    .click();
}

test('Kari lager en kladd med SMS-varsling, påminnelse og vedlegg: i dag og en påminnelse etter start avvises, i morgen godtas; så sletter hun kladden', async ({
  page,
}) => {
  // The longest walk of the suite (two pickers, three dates typed twice, an attachment): 45–70 s beside a CPU
  // hog, and a traced retry there took 93 s of steps, none of them stuck. The bound is for a hang.
  test.setTimeout(180_000);
  await openIdeaBank(page);
  await expand(page, 'Skogdag for nye skogeiere');
  await expect(page.getByRole('table', { name: 'Varslinger for Skogdag for nye skogeiere' })).toBeVisible();
  // The notification table scrolls in its own region; the page itself never scrolls sideways on a phone.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Nytt arrangement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nytt arrangement' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Tittel' }).fill('Kurs i tynning');
  const start = await osloDay(page, 20);
  await typeDateTime(page, 'Starter', start, '18:00');
  await page.getByRole('textbox', { name: 'Sted' }).fill('Moelv grendehus');
  await page.getByRole('textbox', { name: 'Lenke til kurs' }).fill('https://skog.example/kurs/tynning');

  await page.getByRole('button', { name: 'Legg til varsling' }).click();
  await typeDateTime(page, 'Sendes', await osloDay(page, 0), '23:30');
  await page
    .getByRole('textbox', { name: 'Tekst i SMS-en' })
    .fill('Velkommen til kurs i tynning! Meld deg på.');
  await expect(page.getByText('42 av 320 tegn')).toBeVisible();
  await page.getByRole('button', { name: 'Legg til påminnelse' }).click();
  await expect(dateTimeField(page, 'Påminnelse (SMS)')).toContainText(`${await osloDay(page, 19)} 18:00`);
  await typeDateTime(page, 'Påminnelse (SMS)', await osloDay(page, 21), '09:00');

  const attachment = page.getByLabel('Vedlegg', { exact: true });
  await attachment.setInputFiles({
    name: 'stort-program.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(3 * 1024 * 1024, 1),
  });
  await expect(page.getByText('Filen er for stor (Maks 2 MB)')).toBeVisible();
  await expectAccessible(page);
  await attachment.setInputFiles({
    name: 'program.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% Program for kurs i tynning\n'),
  });
  await expect(page.getByText('Vedlagt: program.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Lagre kladd' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Rett opp dette' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText(
    `Varslingen kan tidligst sendes i morgen, ${await osloDay(page, 1)} kl. 00:00`,
  );
  await expect(summary).toContainText(
    `Påminnelsen må sendes senest én dag før arrangementet, ${await osloDay(page, 19)} kl. 18:00`,
  );
  await expect(page.getByRole('textbox', { name: 'Tekst i SMS-en' })).toHaveValue(
    'Velkommen til kurs i tynning! Meld deg på.',
  );
  await expectAccessible(page);

  await typeDateTime(page, 'Sendes', await osloDay(page, 1), '12:00');
  await typeDateTime(page, 'Påminnelse (SMS)', await osloDay(page, 19), '18:00');
  await page.getByRole('button', { name: 'Lagre kladd' }).click();

  await expect(page).toHaveURL(/\/ideaBank$/);
  await expect(page.getByText('«Kurs i tynning» er lagret som kladd')).toBeVisible();
  await expand(page, 'Kurs i tynning');
  const notifications = page.getByRole('table', { name: 'Varslinger for Kurs i tynning' });
  await expect(notifications.getByRole('row')).toHaveCount(2);
  await expect(notifications.getByRole('row').nth(1)).toContainText(
    `${await osloDay(page, 1)} kl. 12:00SMS${await osloDay(page, 19)} kl. 18:00Planlagt`,
  );
  await expectAccessible(page);

  // The draft she made can be deleted again, after a question.
  await deleteAfterQuestion(page, 'Kurs i tynning');
  await expect(page.getByText('«Kurs i tynning» er slettet')).toBeVisible();
  await expect(card(page, 'Kurs i tynning')).toHaveCount(0);
});

/**
 * Opens the picker of a date-and-time field with the keyboard and picks the earliest day it offers, then an
 * hour and minutes, and closes it with 'Lukk': on a desktop a popper, on a phone a dialog with 'Neste'.
 */
async function pickEarliestByKeyboard(page: Page, label: string): Promise<void> {
  const field = dateTimeField(page, label);
  await field.getByRole('spinbutton', { name: 'Minutter' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Velg dato og tid/);
  await page.keyboard.press('Enter');
  const picker = isPhone(page) ? page.getByRole('dialog') : page.getByRole('dialog', { name: label });
  await expect(picker).toBeVisible();
  await expect(picker).toContainText('Velg tid');
  await expect(picker.getByRole('grid')).toHaveCSS('width', /^(3[01]\d|320)px$/);
  // Once it has faded in; the keyboard steps below then check its states as they go.
  await transitionsEnded(page, { afterFrames: false });
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  if (isPhone(page)) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Neste');
    await page.keyboard.press('Enter');
  }
  // Hours: two steps down from where the list starts, then the first of the half hours.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await picker.getByRole('button', { name: 'Lukk' }).focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
}

test('datoen og tiden kan velges med tastaturet, og kalenderen er 320 px bred', async ({ page }) => {
  // The picker is walked twice, by keyboard and then with axe on each of its buttons focused and hovered: on
  // CI's two busy cores that takes longer than the minute the other tests get.
  test.slow();
  await openIdeaBank(page);
  await page.getByRole('link', { name: 'Nytt arrangement' }).click();
  await page.getByRole('textbox', { name: 'Tittel' }).fill('Skogkveld');
  await typeDateTime(page, 'Starter', await osloDay(page, 14), '19:00');
  await page.getByRole('button', { name: 'Legg til varsling' }).click();

  await pickEarliestByKeyboard(page, 'Sendes');
  await expect(dateTimeField(page, 'Sendes')).toContainText(
    new RegExp(`${(await osloDay(page, 1)).replace(/\./g, '\\.')} \\d{2}:(00|30)`),
  );
  // Opened again with the mouse: the picker as it is seen, and with each of its buttons focused and hovered.
  await dateTimeField(page, 'Sendes')
    .getByRole('button', { name: /^Velg dato og tid/ })
    .click();
  const picker = isPhone(page) ? page.getByRole('dialog') : page.getByRole('dialog', { name: 'Sendes' });
  await expectDialogAccessible(page, picker);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await page.getByRole('textbox', { name: 'Tekst i SMS-en' }).fill('Skogkveld om to uker!');
  await page.getByRole('button', { name: 'Lagre kladd' }).click();
  await expect(page).toHaveURL(/\/ideaBank$/);
  await expect(card(page, 'Skogkveld')).toBeVisible();
});

test('Kari ser at hogstkurset ikke ble godkjent: på kortet, uten «Rediger» og «Slett», og på skjemaet med lenke tilbake', async ({
  page,
}) => {
  await openIdeaBank(page);
  await expect(card(page, 'Hogstkurs for ungdom')).toHaveAccessibleName('Ikke godkjent Hogstkurs for ungdom');
  await expand(page, 'Hogstkurs for ungdom');
  const details = page.getByRole('region', { name: 'Hogstkurs for ungdom' });
  await expect(details).toContainText('Ikke godkjent');
  await expect(details.getByRole('link', { name: /Rediger/ })).toHaveCount(0);
  await expect(details.getByRole('button', { name: /Slett/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/ideaBank/registerArrangement?id=arrangement-hogstkurs');
  await expect(
    page.getByText('«Hogstkurs for ungdom» har status Ikke godkjent. Bare kladder kan endres.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Gå til Idébank' }).click();
  await expect(page).toHaveURL(/\/ideaBank$/);
});

test("Kari rapporterer befaringen: tomme felt gir 'Påkrevd felt', og kortet viser Fullført med en gang", async ({
  page,
}) => {
  await openIdeaBank(page);
  await expand(page, 'Befaring i ungskogpleie');
  await page.getByRole('button', { name: 'Rapporter arrangement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rapporter arrangement' });
  await dialog.getByRole('button', { name: 'Send rapport' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Alle feltene er obligatorisk');
  await expect(dialog.getByText('Påkrevd felt')).toHaveCount(2);
  await expectDialogAccessible(page, dialog);

  await dialog.getByRole('textbox', { name: 'Antall deltakere' }).fill('23');
  await dialog
    .getByRole('textbox', { name: 'Beskrivelse' })
    .fill('Fin kveld med mye læring om ungskogpleie.');
  await dialog.getByRole('button', { name: 'Send rapport' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Befaring i ungskogpleie')).toHaveAccessibleName(
    'Fullført Befaring i ungskogpleie',
  );
  await expect(page.getByRole('button', { name: 'Rapporter arrangement' })).toHaveCount(0);
  await page.reload();
  await expand(page, 'Befaring i ungskogpleie');
  await expect(page.getByText('Fin kveld med mye læring om ungskogpleie.')).toBeVisible();
});

test('Kari sletter kladden: når tjeneren nekter, kommer kortet tilbake med en melding; ellers er det borte', async ({
  page,
  request,
}) => {
  const refused = await request.post(`${SANDBOX_API}/__sandbox/faults`, {
    data: { operationId: 'deleteArrangement', status: 500 },
  });
  expect(refused.status()).toBe(204);
  await openIdeaBank(page);
  await expand(page, 'Kurs i motorsagbruk');
  await page.getByRole('button', { name: 'Slett Kurs i motorsagbruk' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slette arrangementet?' });
  await expect(dialog).toContainText('«Kurs i motorsagbruk» blir slettet');
  await expectDialogAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'Slett arrangementet' }).click();
  await expect(
    page.getByText('Vi klarte ikke å slette «Kurs i motorsagbruk». Arrangementet er lagt tilbake i listen.'),
  ).toBeVisible();
  const titles = page.getByRole('region', { name: 'Arrangementer' }).getByRole('heading', { level: 3 });
  await expect(titles.nth(1)).toHaveText('KladdKurs i motorsagbruk');

  // The fault is gone with a reset of the sandbox; then the delete goes through.
  expect((await request.post(`${SANDBOX_API}/__sandbox/reset`)).status()).toBe(204);
  await page.reload();
  await expand(page, 'Kurs i motorsagbruk');
  await deleteAfterQuestion(page, 'Kurs i motorsagbruk');
  await expect(page.getByText('«Kurs i motorsagbruk» er slettet')).toBeVisible();
  await expect(card(page, 'Kurs i motorsagbruk')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Arrangementer' })).toBeFocused();
  await page.reload();
  await expect(card(page, 'Kurs i planting')).toBeVisible();
  await expect(card(page, 'Kurs i motorsagbruk')).toHaveCount(0);
});
