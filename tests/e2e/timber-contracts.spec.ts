import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, expectDialogAccessible } from './fixtures';
import { chooseAccount, onceOnThePhone, signInAs, signInOncePerFile } from './helpers';

onceOnThePhone('owners follow their contracts on the phone in the forest');

signInOncePerFile();

const contractBlock = (page: Page, contractNumber: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`Kontrakt ${contractNumber}`) }) });

/** What a block's description list says for `term`. */
const detail = (block: Locator, term: string) =>
  block
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function openContractList(page: Page) {
  await signInAs(page, 'Kari Nordmann', '/timberContract');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/timberContract');
  await expect(page.getByRole('heading', { level: 1, name: /^Tømmerkontrakter \(\d+\)$/ })).toBeVisible();
}

test('Kari: listen teller blokkene, og den usignerte kontrakten kan leses og signeres', async ({ page }) => {
  await openContractList(page);
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  const count = Number(/\((\d+)\)/.exec(heading)?.[1]);
  await expect(page.getByRole('article')).toHaveCount(count);
  await expectAccessible(page);

  const unsigned = contractBlock(page, '2026-101');
  const unsignedActions = unsigned.getByRole('group', { name: 'Handlinger for kontrakt 2026-101' });
  await expect(unsignedActions.getByRole('button')).toHaveCount(1);
  await expect(unsignedActions.getByRole('button')).toHaveText('Les og signer avtale');
  await unsigned.getByRole('button', { name: /^Les og signer avtale/ }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Les og signer avtale' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Side 1 av 1 i Tømmerkontrakt 2026-101\.pdf/ })).toBeVisible();
  await expectAccessible(page);
  const sign = page.getByRole('button', { name: 'Signer avtalen' });
  await expect(sign).toBeDisabled();
  await page.getByRole('checkbox', { name: /Jeg har lest avtalen/ }).check();
  await sign.click();

  await expect(page).toHaveURL(/\/timberContract$/);
  const signed = contractBlock(page, '2026-101');
  await signed.getByText(/^Detaljer/).click();
  await expect(detail(signed, 'Signert')).toHaveText('Ja');
  await expect(signed.getByRole('button', { name: /^Les og signer avtale/ })).toHaveCount(0);
});

test('Kari ser hogstfeltet på kartet: driftens kart for 2026-103, det hun tegnet ved innmeldingen for 2026-110', async ({
  page,
}) => {
  await openContractList(page);
  const mapCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/map-elements')) mapCalls.push(request.url());
  });
  // The list fetches no map until one is asked for.
  expect(mapCalls).toEqual([]);

  const operated = contractBlock(page, '2026-103');
  const show = operated.getByRole('button', { name: 'Vis på kart, kontrakt 2026-103' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  const operationMap = page.getByRole('region', { name: 'Kart over hogstfeltet, kontrakt 2026-103' });
  await expect(operationMap).toBeVisible();
  await expect(operationMap).toHaveAccessibleDescription(/Hogstfelt .*Velteplass .*Traktorvei/);
  await expect(operated.getByRole('button', { name: 'Skjul kartet, kontrakt 2026-103' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(operationMap.locator('.leaflet-container')).toBeVisible();
  await expectAccessible(page);

  const registered = contractBlock(page, '2026-110');
  await registered.getByRole('button', { name: 'Vis på kart, kontrakt 2026-110' }).click();
  const registrationMap = page.getByRole('region', { name: 'Kart over hogstfeltet, kontrakt 2026-110' });
  await expect(registrationMap).toHaveAccessibleDescription(/Hogstfelt .*Velteplass/);
  await expect(registrationMap).not.toHaveAccessibleDescription(/Traktorvei/);

  // A contract with no map elements says so.
  const unsigned = contractBlock(page, '2026-101');
  await unsigned.getByRole('button', { name: 'Vis på kart, kontrakt 2026-101' }).click();
  await expect(unsigned.getByText('Hogstfeltet er ikke tegnet inn på kartet ennå.')).toBeVisible();
  await expectAccessible(page);

  // The contract's own pages have the map too.
  await operated.getByRole('button', { name: 'Kontraktsfiler, kontrakt 2026-103' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontraktsfiler' })).toBeVisible();
  await page.getByRole('button', { name: 'Vis på kart, kontrakt 2026-103' }).click();
  await expect(
    page.getByRole('region', { name: 'Kart over hogstfeltet, kontrakt 2026-103' }),
  ).toHaveAccessibleDescription(/Traktorvei/);
  await expectAccessible(page);
});

test('Kari: meld henteklart på kontrakten med drift pågår, med grensene for volum', async ({ page }) => {
  await openContractList(page);
  await contractBlock(page, '2026-102')
    .getByRole('button', { name: /^Meld henteklart/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meld henteklart' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Meld henteklart for Furu sagtømmer' }).click();
  const modal = page.getByRole('dialog', { name: 'Meld henteklart for sortiment: Furu sagtømmer' });
  await expect(modal).toBeVisible();
  const quantity = modal.getByRole('textbox', { name: /Antall/ });
  const send = modal.getByRole('button', { name: 'Send inn' });

  await quantity.fill('0');
  await expect(modal.getByText('Henteklart volum kan ikke være mindre enn 1')).toBeVisible();
  await expect(send).toBeDisabled();
  await quantity.fill('801');
  await expect(
    modal.getByText('Henteklart volum kan ikke være større enn 10 * kontraktsvolum'),
  ).toBeVisible();
  await expect(send).toBeDisabled();
  await expectDialogAccessible(page, modal);

  await quantity.fill('40');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('Henteklart volum er sendt inn')).toBeVisible();
  const furu = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Furu sagtømmer' }) });
  await expect(furu.getByText(/40\s*m³/)).toBeVisible();
});

test('Kari: kortet viser sporutbedringen (status, ansvarlig, frist); hun bekrefter den, og knappen forsvinner', async ({
  page,
}) => {
  await openContractList(page);
  const block = contractBlock(page, '2026-103');
  // The deadline is on the card; who repairs, and whether it is done, behind 'Detaljer'.
  await expect(detail(block, 'Frist for sporutbedring')).toHaveText(/^\d{2}\.\d{2}\.\d{4}$/);
  await expect(detail(block, 'Sporutbedring')).toBeHidden();
  await block.getByText(/^Detaljer/).click();
  await expect(detail(block, 'Sporutbedring')).toHaveText('Ikke utført');
  await expect(detail(block, 'Ansvarlig for sporutbedring')).toHaveText('Skogeier');
  await expectAccessible(page);
  await block.getByRole('button', { name: /^Bekreft sporutberding/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Bekreft sporutbedring' });
  await expectDialogAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'Ja, sporene er utbedret' }).click();
  await expect(dialog).toBeHidden();
  await expect(block.getByRole('button', { name: /^Bekreft sporutberding/ })).toHaveCount(0);
  await expect(detail(block, 'Sporutbedring')).toHaveText('Utført');
});

test('Kari: en kontraktsfil åpnes i forhåndsvisningen', async ({ page }) => {
  await openContractList(page);
  await contractBlock(page, '2025-087')
    .getByRole('button', { name: /^Kontraktsfiler/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontraktsfiler' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Vis Målebrev 2025-087\.pdf/ }).click();
  await expect(page.getByRole('img', { name: /^Side 1 av 1 i Målebrev 2025-087\.pdf/ })).toBeVisible();
  // The preview as it is seen, and with its buttons focused and hovered.
  await expectDialogAccessible(
    page,
    page.getByRole('region', { name: 'Forhåndsvisning av Målebrev 2025-087.pdf' }),
  );
});

test('Kari: målebrev og miljørapport for den avsluttede kontrakten', async ({ page }) => {
  await openContractList(page);
  await contractBlock(page, '2025-087')
    .getByRole('button', { name: /^Målebrev/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Målebrev' })).toBeVisible();
  await expect(page.getByText('Stokkmålt')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await contractBlock(page, '2025-087')
    .getByRole('button', { name: /^Miljørapport/ })
    .click();
  await expect(page.getByText('Miljørapporten er sendt inn')).toBeVisible();
  await expectAccessible(page);
});

test('Kari: miljørapport for privat drift fylles ut og sendes inn', async ({ page }) => {
  await openContractList(page);
  await contractBlock(page, '2026-102')
    .getByRole('button', { name: /^Miljørapport/ })
    .click();
  await expect(page).toHaveURL(/\/timberContract\/envReportPrivate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Miljørapport' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send inn miljørapport' }).click();
  await expect(page.getByText('Svar på alle spørsmålene før du sender inn.')).toBeVisible();
  await expectAccessible(page);
  for (const group of await page.getByRole('radiogroup').all()) {
    await group.getByRole('radio', { name: 'Nei' }).check();
  }
  await page.getByRole('button', { name: 'Send inn miljørapport' }).click();
  await expect(page.getByText('Miljørapporten er sendt inn').first()).toBeVisible();
});

test('en underside uten valgt kontrakt går tilbake til listen', async ({ page }) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/timberContract/readyForPickup');
  await expect(page).toHaveURL(/\/timberContract$/);
});

test('Eva: kontraktlisten viser en feil med «Prøv igjen», ikke en hvit side', async ({ page }) => {
  await signInAs(page, 'Eva Feil');
  await page.goto('/timberContract');
  await expect(page.getByRole('button', { name: 'Prøv igjen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tømmerkontrakter' })).toBeVisible();
  await expectAccessible(page);
});
