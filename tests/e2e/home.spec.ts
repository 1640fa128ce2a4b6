import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { chooseAccount, isPhone, signInAs, signInOncePerFile } from './helpers';

signInOncePerFile();

const BANNER = 'Det er nå mulig å bestille skogbruksplan på din eiendom';

async function openKarisMeny(page: Page): Promise<void> {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
}

const awaiting = (page: Page) => page.getByRole('region', { name: 'Dette venter på deg' });

test('Kari: «Dette venter på deg» lister den usignerte 2026-101 og sporutbedringen, og «Les og signer avtale» åpner signeringen', async ({
  page,
}) => {
  await openKarisMeny(page);
  const items = awaiting(page).getByRole('listitem');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText('Kontrakt 2026-101');
  await expect(items.nth(1)).toContainText('Kontrakt 2026-103');
  await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
  // Nothing sticks out sideways on a phone.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expectAccessible(page);

  await awaiting(page).getByRole('link', { name: 'Les og signer avtale, kontrakt 2026-101' }).click();
  await expect(page).toHaveURL(/\/timberContract\/signContract$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Les og signer avtale' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Side 1 av 1 i Tømmerkontrakt 2026-101\.pdf/ })).toBeVisible();
});

test('Kari: «Bekreft sporutbedring» åpner bekreftelsen for 2026-103 i kontraktlisten', async ({ page }) => {
  await openKarisMeny(page);
  await awaiting(page).getByRole('link', { name: 'Bekreft sporutbedring, kontrakt 2026-103' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bekreft sporutbedring' });
  await expect(dialog).toContainText('kontrakt 2026-103');
  await expect(page).toHaveURL(/\/timberContract\?sporutbedring=contract-2026-103$/);
  await dialog.getByRole('button', { name: 'Ja, sporene er utbedret' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/timberContract$/);
  await expect(page.getByText('Sporutbedringen er bekreftet')).toBeVisible();

  // The start page reads the same contract list: the repair no longer waits.
  await page.getByRole('link', { name: 'Til forsiden' }).click();
  await expect(awaiting(page).getByRole('link', { name: /^Les og signer avtale/ })).toBeVisible();
  await expect(awaiting(page).getByRole('link', { name: /^Bekreft sporutbedring/ })).toHaveCount(0);
});

test('Kari: «Meld henteklart» åpner henteklart for 2026-102', async ({ page }) => {
  await openKarisMeny(page);
  await awaiting(page).getByRole('link', { name: 'Meld henteklart, kontrakt 2026-102' }).click();
  await expect(page).toHaveURL(/\/timberContract\/readyForPickup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meld henteklart' })).toBeVisible();
  await expect(page.getByText('Kontrakt 2026-102')).toBeVisible();
});

test('Kari: «Signer bestillingen» viser MiS-bestillingen på Bestillinger, med fokus på overskriften', async ({
  page,
}) => {
  await openKarisMeny(page);
  await awaiting(page)
    .getByRole('link', { name: 'Signer bestillingen: Miljøregistrering (MiS) 3411/40/7' })
    .click();
  await expect(page).toHaveURL(/\/orders#ordre-order-kari-mis$/);
  const heading = page.getByRole('heading', { level: 3, name: 'Miljøregistrering (MiS) 3411/40/7' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Signer bestilling: Miljøregistrering/ })).toBeVisible();
});

test('Kari: banneret for skogbruksplan står på egen konto og ikke for Nordmann Skog AS', async ({ page }) => {
  await openKarisMeny(page);
  const banner = page.getByRole('region', { name: BANNER });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Gå til bestilling' }).click();
  await expect(page).toHaveURL(/\/planDataOrder\/ChooseMunicipality$/);
  await page.goBack();
  await expect(banner).toBeVisible();

  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('link', { name: 'Min side' }).click();
    await page.getByRole('link', { name: 'Bytt selskap' }).click();
  } else {
    await page.getByRole('button', { name: /Kari Nordmann/ }).click();
    await page.getByRole('menuitem', { name: 'Bytt selskap' }).click();
  }
  const lookup = page.waitForResponse(/\/properties\/planData\/acc-nordmann-skog$/);
  await chooseAccount(page, 'Nordmann Skog AS');
  await expect(page.getByText('Du handler på vegne av Nordmann Skog AS.')).toBeVisible();
  expect((await lookup).ok()).toBe(true);
  await expect(
    awaiting(page).getByRole('link', { name: 'Meld henteklart, kontrakt 2026-201' }),
  ).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expectAccessible(page);
});

test('tjenestene står i én kolonne på telefon og i flere på store skjermer, og hele flisen er lenken', async ({
  page,
}) => {
  await openKarisMeny(page);
  const tiles = page.getByRole('region', { name: 'Tjenester' }).getByRole('listitem');
  await expect(tiles).toHaveCount(9);
  // What comes above the tiles after the heading (the waiting list, the plan-order banner) pushes them down: the
  // page comes to rest first, and both tiles are measured in one layout (on a busy machine the list arrived
  // between two reads, and the second tile seemed to sit lower than the first on the desktop).
  await expect(awaiting(page).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: BANNER })).toBeVisible();
  const [first, second] = await tiles.evaluateAll((elements) =>
    elements.slice(0, 2).map((element) => {
      const { y, height } = element.getBoundingClientRect();
      return { y, height };
    }),
  );
  if (!first || !second) throw new Error('the tiles have no boxes');
  if (isPhone(page)) expect(second.y).toBeGreaterThan(first.y + first.height - 1);
  else expect(second.y).toBe(first.y);

  // A click on the tile's lower edge, away from its heading, follows the link.
  const tile = tiles.filter({ hasText: 'Priskalkulator' });
  const box = await tile.boundingBox();
  if (!box) throw new Error('the tile has no box');
  await tile.click({ position: { x: box.width / 2, y: box.height - 6 } });
  await expect(page).toHaveURL(/\/priceCalculator$/);
});

test('Eva: «Dette venter på deg» viser feil med «Prøv igjen», og tjenestene står likevel', async ({
  page,
}) => {
  await signInAs(page, 'Eva Feil');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Eva Feil' })).toBeVisible();
  await expect(awaiting(page).getByRole('button', { name: 'Prøv igjen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Tjenester' }).getByRole('link')).toHaveCount(9);
  await expect(page.getByRole('region', { name: BANNER })).toHaveCount(0);
});
