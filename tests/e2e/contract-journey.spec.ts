import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { chooseAccount, onceOnThePhone, signInAs, signInOncePerFile } from './helpers';

onceOnThePhone('owners follow their contracts on the phone in the forest');

signInOncePerFile();

/** Issue #28: a contract's journey from registration to settlement, on its card and on its pages. */

const card = (page: Page, contractNumber: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`Kontrakt ${contractNumber}`) }) });

const journey = (page: Page, contractNumber: string) =>
  page.getByRole('list', { name: `Kontraktens gang, kontrakt ${contractNumber}` });

const currentStep = (page: Page, contractNumber: string) =>
  journey(page, contractNumber).locator('li[aria-current="step"]');

/** The card's one filled button: what waits for the owner, first among the card's actions. */
const nextAction = (page: Page, contractNumber: string) =>
  card(page, contractNumber)
    .getByRole('group', { name: `Handlinger for kontrakt ${contractNumber}` })
    .getByRole('button')
    .first();
const filledButtons = (page: Page, contractNumber: string) =>
  card(page, contractNumber).locator('.MuiButton-contained');

/** On a phone the card says where the contract is in a line: its status and 'Steg 3 av 6'. */
async function expectCompactJourney(page: Page, contractNumber: string, step: string): Promise<void> {
  const index = STEPS.indexOf(step);
  await expect(card(page, contractNumber).getByText(`Status: ${step}`)).toBeVisible();
  await expect(card(page, contractNumber).getByText(`Steg ${String(index + 1)} av 6`)).toBeVisible();
  // The whole list is on the contract's pages.
  await expect(journey(page, contractNumber)).toBeHidden();
}

const STEPS = ['Innmeldt', 'Kontrakt signert', 'Drift pågår', 'Henteklart', 'Målt', 'Oppgjort'];

async function openContracts(page: Page, account: string) {
  await signInAs(page, 'Kari Nordmann', '/timberContract');
  await chooseAccount(page, account);
  await page.goto('/timberContract');
  await expect(page.getByRole('heading', { level: 1, name: /^Tømmerkontrakter \(\d+\)$/ })).toBeVisible();
}

test("Kari: each contract's card shows where it is on its way, and what she must do next as its one filled button", async ({
  page,
}) => {
  await openContracts(page, 'Kari Nordmann');
  const expected: [contractNumber: string, step: string, next: string | null][] = [
    ['2026-101', 'Innmeldt', 'Les og signer avtale'],
    ['2026-110', 'Kontrakt signert', null],
    ['2026-102', 'Drift pågår', 'Meld henteklart'],
    // The spec's label, as the spec spells it.
    ['2026-103', 'Henteklart', 'Bekreft sporutberding'],
    ['2025-087', 'Oppgjort', null],
  ];
  for (const [contractNumber, step, next] of expected) {
    await expectCompactJourney(page, contractNumber, step);
    if (next === null) await expect(filledButtons(page, contractNumber)).toHaveCount(0);
    else {
      await expect(filledButtons(page, contractNumber)).toHaveText([next]);
      await expect(nextAction(page, contractNumber)).toHaveText(next);
    }
  }
  await expect(card(page, '2026-110')).toContainText('Skogeierandelslaget planlegger driften.');
  await expect(card(page, '2025-087')).toContainText('Kontrakten er gjort opp.');
  await expectAccessible(page);

  // Nothing of the cards widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );

  // A contract the default filter hides says why its journey stopped.
  await page.getByRole('switch', { name: /Vis også avsluttede og trukne kontrakter/ }).check();
  await expect(card(page, '2024-033')).toContainText('Kontrakten er stoppet (Tapt).');
  await expect(card(page, '2024-033').getByText('Status: Stoppet')).toBeVisible();
  await expect(filledButtons(page, '2024-033')).toHaveCount(0);
  await expectAccessible(page);
});

test('Kari follows the next action by keyboard, and the page it opens shows the same journey', async ({
  page,
}) => {
  await openContracts(page, 'Kari Nordmann');
  await nextAction(page, '2026-102').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/timberContract\/readyForPickup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meld henteklart' })).toBeVisible();
  await expect(currentStep(page, '2026-102')).toHaveText(/Nå: Drift pågår$/);
  // No link to the page she is on.
  await expect(page.getByRole('link', { name: 'Meld henteklart, kontrakt 2026-102' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Tilbake' }).click();
  await nextAction(page, '2026-103').click();
  await expect(page.getByRole('dialog', { name: 'Bekreft sporutbedring' })).toBeVisible();
  await page.getByRole('button', { name: 'Avbryt' }).click();

  await nextAction(page, '2026-101').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Les og signer avtale' })).toBeVisible();
  await expect(currentStep(page, '2026-101')).toHaveText(/Nå: Innmeldt$/);
});

test("Nordmann Skog AS: the transported contract is measured, and the environmental report is what's left", async ({
  page,
}) => {
  await openContracts(page, 'Nordmann Skog AS');
  await expectCompactJourney(page, '2025-202', 'Målt');
  await expect(nextAction(page, '2025-202')).toHaveText('Fyll ut miljørapport');
  await expectCompactJourney(page, '2026-201', 'Drift pågår');
  await nextAction(page, '2025-202').click();
  await expect(page).toHaveURL(/\/timberContract\/envReportAToperation$/);
  await expect(currentStep(page, '2025-202')).toHaveText(/Nå: Målt$/);
  await expectAccessible(page);
});

test('Kari: the measuring notes page sums up the settlement above the PDFs, in Norwegian numbers', async ({
  page,
}) => {
  await openContracts(page, 'Kari Nordmann');
  await card(page, '2025-087')
    .getByRole('button', { name: /^Målebrev/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Målebrev' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Oppgjøret i korte trekk' });
  await expect(summary.getByRole('listitem')).toHaveText([
    /^Sagtømmer gran: 212,4\sm³ til 520,00\skr per m³, i alt 110\s448,00\skr$/,
    /^Massevirke gran: 98,1\sm³ til 385,14\skr per m³, i alt 37\s782,00\skr$/,
  ]);
  await expect(summary).toContainText(/Til sammen 310,5\sm³ og 148\s230,00\skr/);
  await expect(currentStep(page, '2025-087')).toHaveText(/Nå: Oppgjort$/);
  await expect(page.getByRole('table', { name: 'Målebrev for kontrakt 2025-087' })).toBeVisible();
  await expectAccessible(page);

  // A contract without a settlement says so.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await card(page, '2026-102')
    .getByRole('button', { name: /^Målebrev/ })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Oppgjøret i korte trekk' })
      .getByText(
        'Ingen oppgjør ennå. Her ser du volum, pris og sum per sortiment når tømmeret er gjort opp.',
      ),
  ).toBeVisible();
  await expectAccessible(page);
});
