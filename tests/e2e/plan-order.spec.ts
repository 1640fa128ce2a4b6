import { expect, expectAccessible, test } from './fixtures';
import {
  chooseAccount,
  onceOnTheDesktop,
  orderAndLetTheCountdownRun,
  signInAs,
  signInOncePerFile,
} from './helpers';
import { signInThroughCallback } from './eidSignIn';

onceOnTheDesktop('the plan is ordered at a desk from the letter’s code');

signInOncePerFile();

const PLAN_CHOICE = 'Skogeier som har fått melding om planbestilling';
/**
 * A valid fødselsnummer none of the test persons has (typed in the test eID's field): unknown to the
 * cooperative, and no plan-order letter went to it, so only a typed code tells the portal of a plan.
 */
const UNKNOWN_WITHOUT_LETTER = '01019000164';

test('Kari følger banneret, ser bestandene, bestiller og blir logget ut etter 30 sekunder', async ({
  page,
}) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByText('Det er nå mulig å bestille skogbruksplan på din eiendom')).toBeVisible();
  await page.getByRole('link', { name: 'Gå til bestilling' }).click();

  await expect(page).toHaveURL(/\/planDataOrder\/ChooseMunicipality$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestill skogbruksplan' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '3411/52/2 · Bjørkli' })).toBeChecked();
  const stands = page.getByRole('table', { name: /Bestandene på eiendom 3411\/52\/2/ });
  await expect(stands.getByRole('row')).toHaveCount(7);
  await expect(stands.getByRole('row', { name: /^6 / })).toContainText('Ikke definert');
  // The stand table scrolls inside its own region; the page itself never scrolls sideways on a phone.
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await expect(page.getByRole('button', { name: 'Bestill skogbruksplan' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: /Jeg har lest og godtar vilkårene/ }).check();
  await orderAndLetTheCountdownRun(page);
});

test('Nils Ny får tilbud om planbestilling rett etter innloggingen, med koden fra brevet sitt', async ({
  page,
}) => {
  await signInAs(page, 'Nils Ny');
  await expect(page).toHaveURL(/\/login\/roleSelection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jeg er...' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: PLAN_CHOICE }).click();
  await expect(page).toHaveURL(/\/login\/planbestilling$/);
  await expect(page.getByRole('textbox', { name: 'Bestillingskode' })).toHaveValue('SKOG2024');
  await expect(page.getByText('Koden gjelder skogbruksplan i planområdet Ringsaker.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Velg hva du vil bestille' })).toBeVisible();
  await expectAccessible(page);
});

test('en ukjent uten brev bestiller med koden: NAUST1 kan ikke bestilles, SKOG2024 kan', async ({ page }) => {
  await signInThroughCallback(page, UNKNOWN_WITHOUT_LETTER, '/login/planbestilling');
  await expect(page).toHaveURL(/\/login\/planbestilling$/);
  const code = page.getByRole('textbox', { name: 'Bestillingskode' });
  await expect(code).toBeVisible();

  // No plan data with products in the session yet: the role picker does not offer the plan order.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await expect(page.getByRole('heading', { name: 'Jeg er...' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skogeier', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: PLAN_CHOICE })).toHaveCount(0);
  await page.goBack();

  await code.fill('NAUST1');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Skogbruksplan for Naustdal kan ikke bestilles her i portalen/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bestill skogbruksplan' })).toHaveCount(0);
  await expectAccessible(page);

  await code.fill('SKOG2024');
  await expect(page.getByText('Koden gjelder skogbruksplan i planområdet Ringsaker.')).toBeVisible();
  await expect(code).not.toHaveAttribute('aria-invalid', 'true');

  // Now the session holds a plan with products, and the role picker offers the plan order.
  await page.getByRole('button', { name: 'Tilbake' }).click();
  await page.getByRole('link', { name: PLAN_CHOICE }).click();
  await expect(page).toHaveURL(/\/login\/planbestilling$/);
  await code.fill('SKOG2024');
  await expect(page.getByRole('group', { name: 'Velg hva du vil bestille' })).toBeVisible();
  await expectAccessible(page);
  await orderAndLetTheCountdownRun(page);
});

test('lenken i brevet fyller inn koden etter innloggingen', async ({ page }) => {
  await signInAs(page, 'Nils Ny', '/login/planbestilling?kode=SKOG2024');
  await expect(page).toHaveURL(/\/login\/planbestilling\?kode=SKOG2024$/);
  await expect(page.getByRole('textbox', { name: 'Bestillingskode' })).toHaveValue('SKOG2024');
  await expect(page.getByRole('checkbox', { name: /Skogbruksplan med miljøregistreringer/ })).toBeChecked();
});
