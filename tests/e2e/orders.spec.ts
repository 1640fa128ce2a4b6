import { expect, expectAccessible, expectDialogAccessible, test } from './fixtures';
import { chooseAccount, onceOnTheDesktop, signInAs, signInOncePerFile } from './helpers';
import type { Locator, Page } from '@playwright/test';

onceOnTheDesktop('orders are placed at a desk');

signInOncePerFile();

async function openOrders(page: Page): Promise<void> {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  // Nothing sticks out sideways on a phone.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

const propertyCard = (page: Page, propertyNumber: string): Locator =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Eiendom ${propertyNumber}` }) });

test('Kari bestiller miljøplan under 500 daa for 7 000 kr, og bestillingen står i listen med linjer og sum', async ({
  page,
}) => {
  await openOrders(page);
  const card = propertyCard(page, '3411/14/1 · Søndre Nordmann');
  await card.getByRole('button', { name: /Bestill miljøplan/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestill miljøplan for eiendom 3411/14/1' });
  await expect(dialog.getByRole('row', { name: /Totalt/ })).toContainText(/7\s000,00/);
  await expect(dialog.getByRole('row', { name: /Medlemsrabatt/ })).toContainText(/1\s000,00/);
  await expectDialogAccessible(page, dialog);
  await dialog.getByRole('button', { name: /Bestill for/ }).click();
  // The dialog then shows the lines the cooperative made from its own price list.
  const receipt = page.getByRole('dialog', { name: 'Miljøplan er bestilt for eiendom 3411/14/1' });
  const made = receipt.getByRole('table', { name: 'Bestilt miljøplan, eks. mva' });
  await expect(made.getByRole('row', { name: /Miljøplan, fast pris/ })).toContainText(/8\s000,00/);
  await expect(made.getByRole('row', { name: /Totalt/ })).toContainText(/7\s000,00/);
  await expectDialogAccessible(page, receipt);
  await receipt.getByRole('button', { name: 'Lukk' }).click();
  await expect(receipt).toBeHidden();
  await expect(card.getByText(/^Miljøplan er bestilt \d{2}\.\d{2}\.\d{4}$/)).toBeFocused();

  const order = page.getByRole('article').filter({ hasText: 'Miljøregistrering (MiS) 3411/14/1' });
  await expect(order.getByRole('row', { name: /Totalt/ })).toContainText(/7\s000,00/);
  await expect(order.getByRole('row', { name: /Miljøplan, fast pris/ })).toContainText(/8\s000,00/);
});

test('over 500 daa viser dialogen 3 000 kr + 10 kr × produktivt areal', async ({ page }) => {
  await openOrders(page);
  await propertyCard(page, '3411/12/3 · Nordre Nordmann')
    .getByRole('button', { name: /Bestill miljøplan/ })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/820 daa produktiv skog fra arealtjenesten/)).toBeVisible();
  await expect(dialog.getByRole('row', { name: /fast pris \(over 500 daa\)/ })).toContainText(/3\s000,00/);
  await expect(dialog.getByRole('row', { name: /Areal, per daa/ })).toContainText(/8\s200,00/);
  await expectDialogAccessible(page, dialog);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();
});

test('Kari bestiller planter av to treslag og finner bestillingen under Bestillinger', async ({ page }) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/orders/selectProperty');
  await page.getByRole('button', { name: 'Velg eiendommen: Eiendom 3411/40/7 · Åsen' }).click();
  await page.getByRole('textbox', { name: 'Gran', exact: true }).fill('2000');
  await page.getByRole('textbox', { name: 'Lerk' }).fill('150');
  await page.getByRole('radio', { name: 'Høsten' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Gå videre' }).click();
  await expect(page.getByRole('heading', { name: 'Se over bestillingen' })).toBeVisible();
  await page.getByRole('button', { name: 'Send bestilling' }).click();
  await expect(page.getByText(/Bestillingsnummer: PB-\d{4}-\d{3}/)).toBeVisible();
  await page.getByRole('link', { name: 'Til bestillingene' }).click();
  const order = page.getByRole('article').filter({ hasText: 'Plantebestilling 3411/40/7' });
  await expect(order.getByRole('row', { name: /^Gran/ })).toContainText(/2\s000/);
  await expect(order.getByRole('row', { name: /^Lerk/ })).toContainText('150');
  await expect(order.getByText('Høsten')).toBeVisible();
});

test('Eva ser feil med «Prøv igjen» på Bestillinger, aldri en hvit side', async ({ page }) => {
  await signInAs(page, 'Eva Feil');
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prøv igjen' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('eiendomskartet viser sandkassens kartfliser og eiendomsmerket, med teksten ved siden av', async ({
  page,
}) => {
  await openOrders(page);
  const map = page.getByRole('region', { name: 'Kart over eiendom 3411/12/3' });
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.locator('.portal-map-pin--property')).toBeVisible();
  await expect(map.locator('path.portal-map-outline')).toBeVisible();
  await expect(map.getByText('© Kartverket')).toBeVisible();
  await expect(page.getByText(/Eiendom 3411\/12\/3: \d+,\d+° N, \d+,\d+° Ø/)).toBeVisible();
});

test('når kartflisene ikke kan lastes, står merket og «Kartet kunne ikke lastes»', async ({ page }) => {
  await page.route('**/tiles/**', (route) => route.abort());
  await openOrders(page);
  const map = page.getByRole('region', { name: 'Kart over eiendom 3411/12/3' });
  await expect(map.getByText('Kartet kunne ikke lastes')).toBeVisible();
  await expect(map.locator('.portal-map-pin--property')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible();
});
