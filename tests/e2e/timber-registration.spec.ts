import { expect, expectAccessible, expectDialogAccessible, test } from './fixtures';
import { chooseAccount, isPhone, signInAs, signInOncePerFile, typeIntoSections } from './helpers';
import type { Locator, Page } from '@playwright/test';

signInOncePerFile();

/** Kari's property in Ringsaker with a plan in the sandbox, and the wished harvest period. */
const PROPERTY = /Eiendom 3411\/12\/3/;
const FROM = '15.01.2027';
const TO = '31.03.2027';

async function openRegistration(page: Page): Promise<void> {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/timberRegistration');
  await expect(page.getByRole('heading', { level: 1, name: 'Tømmerinnmelding' })).toBeVisible();
}

async function expectStep(page: Page, step: number, title: string): Promise<void> {
  const heading = page.getByRole('heading', { level: 2, name: `Steg ${String(step)} av 4 ${title}` });
  await expect(heading).toBeVisible();
  // Nothing sticks out sideways on a phone.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A date field: a group named by its label, with the sections 'Dag', 'Måned' and 'År'. */
const dateField = (page: Page, label: string): Locator => page.getByRole('group', { name: label });

/** Types a date the way a person does: from the day, the digits; the field moves on between its parts. */
async function typeDate(page: Page, label: string, date: string): Promise<void> {
  const field = dateField(page, label);
  await field.getByRole('spinbutton', { name: 'Dag' }).click();
  await typeIntoSections(page, field, date.split('.'));
}

async function fillStepOne(page: Page): Promise<void> {
  await expectStep(page, 1, 'Eiendom og hogst');
  await page.getByRole('radio', { name: PROPERTY }).check();
  await page.getByRole('radio', { name: 'Foryngelseshogst' }).check();
  await page.getByRole('radio', { name: 'Drift ved skogeierandelslaget' }).check();
  await typeDate(page, 'Tidligst fra', FROM);
  await typeDate(page, 'Senest til', TO);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Neste' }).click();
}

/** Draws a four-cornered harvest area in the middle of the map and places the landing point beside it. */
async function drawOnMap(page: Page): Promise<void> {
  const map = page.getByRole('region', { name: /Kart over Eiendom 3411\/12\/3/ });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  // Mouse clicks at coordinates do not scroll: the map's top at the top of the screen, so the consent banner,
  // which sticks to the bottom of the screen until it is answered, covers none of the corners clicked below.
  await map.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
  });
  const box = await map.boundingBox();
  if (!box) throw new Error('Kartet har ingen størrelse');
  const at = (dx: number, dy: number) => ({ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy });

  await map.getByRole('button', { name: 'Tegn hogstfelt' }).click();
  const corners = [at(-60, -50), at(60, -50), at(60, 40), at(-60, 40)];
  for (const corner of corners) await page.mouse.click(corner.x, corner.y);
  const first = corners[0];
  if (first) await page.mouse.click(first.x, first.y);
  await expect(page.getByText(/Hogstfeltet er \d+(,\d)?\s?daa\./)).toBeVisible();

  await map.getByRole('button', { name: 'Plasser velteplass', exact: true }).click();
  const landing = at(-80, 70);
  await page.mouse.click(landing.x, landing.y);
  await expect(page.getByText(/Velteplassen er plassert på \d+,\d+° N/)).toBeVisible();
}

async function fillVolumes(page: Page): Promise<void> {
  await expectStep(page, 3, 'Sortiment');
  await expect(page.getByRole('heading', { name: 'Sortimentsguide' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Sagtømmer gran/ }).fill('180');
  await page.getByRole('textbox', { name: /^Massevirke gran/ }).fill('60');
  await expect(page.getByText(/^Sum: 240\s?m³$/)).toBeVisible();
}

async function answerQuestions(page: Page): Promise<void> {
  const groups = page.getByRole('radiogroup');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) await group.getByRole('radio', { name: 'Nei' }).check();
}

test('Kari melder inn tømmer i fire steg, tegner hogstfeltet i kartet og finner innmeldingen under Tømmerkontrakter', async ({
  page,
}) => {
  await openRegistration(page);
  await fillStepOne(page);

  await expectStep(page, 2, 'Kart');
  await expect(page.getByRole('heading', { level: 2, name: 'Steg 2 av 4 Kart' })).toBeFocused();
  await drawOnMap(page);
  await page.getByRole('combobox', { name: /Leveringssted/ }).click();
  await page.getByRole('option', { name: /Brumunddal/ }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Neste' }).click();

  await fillVolumes(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Neste' }).click();

  await expectStep(page, 4, 'Miljø og oppsummering');
  await answerQuestions(page);
  await page
    .getByRole('textbox', { name: /Kommentar til andelslaget/ })
    .fill('Brøytet vei fram til velteplassen.');
  const summary = page.getByRole('region', { name: 'Sortiment' });
  await expect(summary).toContainText(/Sagtømmer gran\s*180\s?m³/);
  await expect(page.getByRole('region', { name: 'Kart' })).toContainText(/Tegnet i kartet, \d+(,\d)?\s?daa/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send inn' }).click();

  await expect(page.getByRole('heading', { name: 'Innmeldingen er sendt' })).toBeVisible();
  const receipt = await page.getByRole('alert').filter({ hasText: 'Takk!' }).innerText();
  const number = /TI-\d{4}-\d{3}/.exec(receipt)?.[0];
  expect(number).toBeDefined();
  await page.getByRole('link', { name: 'Gå til Tømmerkontrakter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Tømmerkontrakter/ })).toBeVisible();
  const block = page.getByRole('article').filter({ hasText: number ?? 'ingen' });
  await block.getByText(/^Detaljer/).click();
  await expect(block.getByRole('term').filter({ hasText: 'Tømmerinnmelding' })).toBeVisible();
  await expect(block).toContainText(/Tømmerinnmelding\s*Innmeldt/);
  await expect(block).toContainText(/Driftsstatus\s*Ikke startet/);
});

test('Fullfør senere på steg 3: etter omlasting og ny innlogging fortsetter Kari med alt hun skrev', async ({
  page,
}) => {
  await openRegistration(page);
  await fillStepOne(page);
  await expectStep(page, 2, 'Kart');
  await page.getByRole('checkbox', { name: /beskrive stedet med tekst/ }).check();
  await page
    .getByRole('textbox', { name: /Beskriv hvor hogstfeltet og velteplassen er/ })
    .fill('Teigen nord for Sjøvegen, velteplass ved snuplassen.');
  await page.getByRole('button', { name: 'Neste' }).click();
  await fillVolumes(page);
  await page.getByRole('button', { name: 'Fullfør senere' }).click();
  await expect(page.getByText(/Innmeldingen er lagret/)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.reload();
  if (isPhone(page)) await page.getByRole('button', { name: 'Meny' }).click();
  else
    await page
      .getByRole('button', { name: /Kari Nordmann/ })
      .first()
      .click();
  await page
    .getByRole('menuitem', { name: 'Logg ut' })
    .or(page.getByRole('button', { name: 'Logg ut' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login\/bankId/);

  await signInAs(page, 'Kari Nordmann', '/login/bankId');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/timberRegistration');
  await expect(page.getByRole('heading', { name: 'Du har en innmelding som ikke er sendt' })).toBeVisible();
  await expect(page.getByText('Steg 3: Sortiment')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Fortsett innmeldingen' }).click();

  await expectStep(page, 3, 'Sortiment');
  await expect(page.getByRole('textbox', { name: /^Sagtømmer gran/ })).toHaveValue('180');
  await expect(page.getByRole('textbox', { name: /^Massevirke gran/ })).toHaveValue('60');
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expectStep(page, 2, 'Kart');
  await expect(page.getByRole('textbox', { name: /Beskriv hvor hogstfeltet/ })).toHaveValue(
    'Teigen nord for Sjøvegen, velteplass ved snuplassen.',
  );
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expectStep(page, 1, 'Eiendom og hogst');
  await expect(page.getByRole('radio', { name: PROPERTY })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Foryngelseshogst' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Drift ved skogeierandelslaget' })).toBeChecked();
  await expect(dateField(page, 'Tidligst fra')).toContainText(FROM);
  await expect(dateField(page, 'Senest til')).toContainText(TO);
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expectStep(page, 4, 'Miljø og oppsummering');
  await expect(page.getByRole('region', { name: 'Eiendom og hogst' })).toContainText(`${FROM} – ${TO}`);
});

test('hele innmeldingen kan gjøres med tastaturet alene, med tekst i stedet for kart', async ({ page }) => {
  await openRegistration(page);
  await expectStep(page, 1, 'Eiendom og hogst');
  const keyboard = page.keyboard;

  /** Tabs forward until `target` has focus (as a keyboard user does), failing after 80 presses. */
  const tabTo = async (target: Locator) => {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await keyboard.press('Tab');
    }
    throw new Error(`Nådde ikke ${target.toString()} med Tab`);
  };

  await tabTo(page.getByRole('radio', { name: PROPERTY }));
  await keyboard.press('Space');
  await tabTo(page.getByRole('radio', { name: 'Foryngelseshogst' }));
  await keyboard.press('Space');
  await tabTo(page.getByRole('radio', { name: 'Drift ved skogeierandelslaget' }));
  await keyboard.press('Space');
  await tabTo(dateField(page, 'Tidligst fra').getByRole('spinbutton', { name: 'Dag' }));
  await typeIntoSections(page, dateField(page, 'Tidligst fra'), FROM.split('.'));
  await tabTo(page.getByRole('button', { name: 'Neste' }));
  await keyboard.press('Enter');
  // The second date is missing: the summary says so, and takes focus.
  await expect(page.getByRole('alert').filter({ hasText: 'Rett opp dette' })).toBeFocused();
  await expect(
    page.getByRole('link', { name: 'Skriv inn når hogsten senest bør være ferdig' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Skriv inn når hogsten senest bør være ferdig' }).press('Enter');
  await typeIntoSections(page, dateField(page, 'Senest til'), TO.split('.'));
  await tabTo(page.getByRole('button', { name: 'Neste' }));
  await keyboard.press('Enter');

  await expectStep(page, 2, 'Kart');
  await tabTo(page.getByRole('checkbox', { name: /beskrive stedet med tekst/ }));
  await keyboard.press('Space');
  await tabTo(page.getByRole('textbox', { name: /Beskriv hvor hogstfeltet/ }));
  await keyboard.type('Teigen nord for Sjøvegen, velteplass ved snuplassen.');
  await tabTo(page.getByRole('button', { name: 'Neste' }));
  await keyboard.press('Enter');

  await expectStep(page, 3, 'Sortiment');
  await tabTo(page.getByRole('textbox', { name: /^Sagtømmer gran/ }));
  await keyboard.type('150');
  await tabTo(page.getByRole('button', { name: 'Neste' }));
  await keyboard.press('Enter');

  await expectStep(page, 4, 'Miljø og oppsummering');
  const radios = page.getByRole('radio', { name: 'Nei' });
  await expect(radios.first()).toBeVisible();
  const count = await radios.count();
  for (let index = 0; index < count; index += 1) {
    await tabTo(radios.nth(index));
    await keyboard.press('Space');
    await expect(radios.nth(index)).toBeChecked();
  }
  await tabTo(page.getByRole('button', { name: 'Send inn' }));
  await keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Innmeldingen er sendt' })).toBeFocused();
});

test('Eva får en tydelig feil på steg 1 og mister ikke det hun har valgt', async ({ page }) => {
  // The portal's retries of the failing calls, and then the calendar walked with axe button by button: on CI's
  // two busy cores that takes longer than the minute the other tests get.
  test.slow();
  await signInAs(page, 'Eva Feil');
  await page.goto('/timberRegistration');
  await expect(page.getByRole('heading', { level: 1, name: 'Tømmerinnmelding' })).toBeVisible();
  await expect(page.getByText(/Vi klarte ikke å hente innmeldingene du ikke har sendt/)).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Start en ny innmelding' }).click();
  await expectStep(page, 1, 'Eiendom og hogst');
  await expect(page.getByText(/Vi klarte ikke å hente eiendommene dine/)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('radio', { name: 'Tynning' }).check();
  await page.getByRole('radio', { name: 'Privat drift' }).check();
  await page.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(page.getByText(/Vi klarte ikke å hente eiendommene dine/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('radio', { name: 'Tynning' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Privat drift' })).toBeChecked();
  await page.getByRole('button', { name: 'Neste' }).click();
  await expect(
    page.getByRole('link', { name: 'Velg hvilken eiendom tømmeret skal hogges på' }),
  ).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // The calendar opened from a date field that has an error: as it is seen, and with each of its buttons
  // focused and hovered. Closing it leaves the field and its message as they were.
  const from = dateField(page, 'Tidligst fra');
  await expect(from).toHaveAccessibleDescription('Skriv inn når hogsten tidligst kan starte');
  await from.getByRole('button', { name: /^Velg dato/ }).click();
  const calendar = isPhone(page)
    ? page.getByRole('dialog')
    : page.getByRole('dialog', { name: 'Tidligst fra' });
  await expectDialogAccessible(page, calendar);
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(from).toHaveAccessibleDescription('Skriv inn når hogsten tidligst kan starte');
  await expect(page.getByRole('radio', { name: 'Tynning' })).toBeChecked();
});

test('kartet og datovelgeren lastes først på Tømmerinnmelding', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/timberContract');
  await expect(page.getByRole('heading', { level: 1, name: /Tømmerkontrakter/ })).toBeVisible();
  const heavy = (name: string) => /leaflet|LeafletMap|DatePicker|DateField|x-date-pickers/i.test(name);
  expect(scripts.filter(heavy)).toEqual([]);

  await page.goto('/timberRegistration');
  await expectStep(page, 1, 'Eiendom og hogst');
  await expect.poll(() => scripts.some((name) => /DatePicker|DateField/i.test(name))).toBe(true);
  await fillStepOne(page);
  await expectStep(page, 2, 'Kart');
  await expect.poll(() => scripts.some((name) => /LeafletMap|leaflet/i.test(name))).toBe(true);
});
