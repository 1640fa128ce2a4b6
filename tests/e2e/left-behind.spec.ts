import type { APIRequestContext, Page } from '@playwright/test';
import type { OperationId } from '../../src/api/operationTable';
import { OIDC_STORAGE_PREFIX } from '../../src/auth/signInState';
import { expect, test } from './fixtures';
import { SANDBOX_API } from './servers';
import {
  chooseAccount,
  expectNothingOfThePersonLeft,
  kariOpensHerContracts,
  onceOnTheDesktop,
  openMenuLink,
  orderAndLetTheCountdownRun,
  signInAs,
  signOutThroughMenu,
  tracesLeftOf,
  tracesOfTheSignedIn,
  type PersonTraces,
} from './helpers';

onceOnTheDesktop('what is left in the browser is read, not the screen');

/**
 * Issue #15 part 6, 'Nothing left behind': however Kari's session ends (she signs out, the API answers 401 or
 * 403, the order receipt's countdown runs out), the browser keeps nothing of her afterwards: not in session or
 * local storage, IndexedDB, Cache Storage or cookies. The service worker runs, so Cache Storage is the real one.
 */
test.use({ serviceWorkers: 'allow' });

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Informasjonskapsler' });

/**
 * Kari accepts statistics cookies (so the telemetry SDK uses cookies and storage too), signs in, opens her
 * contracts and waits for the offline copy to be written. Then checks that the search below does find her
 * in this browser, so a cleanup that stops working fails these tests.
 */
async function kariWithHerDataStored(page: Page): Promise<PersonTraces> {
  await page.goto('/login/bankId');
  await cookieBanner(page).getByRole('button', { name: 'Godta' }).click();
  await expect(cookieBanner(page)).toHaveCount(0);
  const contracts = await kariOpensHerContracts(page);
  expect(contracts.length, 'contracts the page showed').toBeGreaterThan(0);
  const kari = await tracesOfTheSignedIn(page, 'Kari Nordmann', contracts);
  const whileSignedIn = await tracesLeftOf(page, kari);
  expect(whileSignedIn).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^sessionStorage\['oidc\.user:.*refresh_token/),
      expect.stringMatching(/^IndexedDB 'skogportal-frakoblet': den frakoblede kopien finnes fortsatt/),
    ]),
  );
  return kari;
}

async function addFault(request: APIRequestContext, operationId: OperationId, status: number) {
  const response = await request.post(`${SANDBOX_API}/__sandbox/faults`, { data: { operationId, status } });
  expect(response.status()).toBe(204);
}

async function onTheSignInPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/login\/bankId$/);
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
}

test('etter «Logg ut» er ingenting av Kari igjen i nettleseren', async ({ page }) => {
  const kari = await kariWithHerDataStored(page);
  await signOutThroughMenu(page);
  await onTheSignInPage(page);
  await expectNothingOfThePersonLeft(page, kari);
});

/** What may never be in an address: who the person is, and what lets someone act as them (#40). */
const NEVER_IN_AN_ADDRESS = [
  'fødselsnummer',
  'fornavn',
  'etternavn',
  'access_token',
  'refresh_token',
  'id_token',
];

/** An address as a log or the history shows it, and as it was sent. */
const readableForms = (address: string): string[] => {
  try {
    return [address, decodeURIComponent(address.replace(/\+/g, ' '))];
  } catch {
    return [address];
  }
};

test('«Logg ut» setter verken fødselsnummer, navn eller token i en adresse eller i historikken', async ({
  page,
}) => {
  const requested: string[] = [];
  page.context().on('request', (request) => {
    requested.push(request.url());
  });
  const kari = await kariWithHerDataStored(page);
  await signOutThroughMenu(page);
  await onTheSignInPage(page);

  const cdp = await page.context().newCDPSession(page);
  const { entries } = await cdp.send('Page.getNavigationHistory');
  expect(entries.map((entry) => new URL(entry.url).pathname)).toContain('/login/bankId');
  // The sign-out reached the eID, by a request read here.
  expect(requested.some((address) => new URL(address).pathname.endsWith('/session/end'))).toBe(true);
  const secrets = kari.traces.filter((trace) => NEVER_IN_AN_ADDRESS.includes(trace.what));
  expect(secrets.map((secret) => secret.what)).toEqual(expect.arrayContaining(NEVER_IN_AN_ADDRESS));
  const found = [...requested, ...entries.map((entry) => entry.url)].flatMap((address) =>
    secrets
      .filter((secret) => readableForms(address).some((form) => form.includes(secret.value)))
      .map((secret) => `${secret.what} i ${address.slice(0, 120)}`),
  );
  expect(found).toEqual([]);
});

/**
 * Issue #40 item 4: someone who copied Kari's access token (from session storage, a log, a shared screen) can
 * no longer use it once she has signed out. The portal revokes the refresh token at the eID, which revokes the
 * sign-in, and the API refuses every access token of it: 401 at once, not when the token expires.
 */
test('et kopiert tilgangstoken virker ikke lenger etter «Logg ut»', async ({ page, request }) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
  const copied = await page.evaluate((prefix) => {
    for (const key of Object.keys(window.sessionStorage)) {
      if (!key.startsWith(`${prefix}user:`)) continue;
      const user = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { access_token?: unknown };
      if (typeof user.access_token === 'string') return user.access_token;
    }
    return null;
  }, OIDC_STORAGE_PREFIX);
  expect(copied, 'the access token in session storage').toEqual(expect.any(String));
  // Straight to the sandbox API (its operations under /api), as someone with the copy would, past the portal.
  const karisContracts = () =>
    request.get(`${SANDBOX_API}/api/contracts/acc-kari`, {
      headers: { Authorization: `Bearer ${copied ?? ''}` },
    });
  expect((await karisContracts()).status()).toBe(200);

  await signOutThroughMenu(page);
  await onTheSignInPage(page);

  expect((await karisContracts()).status()).toBe(401);
});

test.describe('etter et avvist kall', () => {
  for (const status of [401, 403]) {
    test(`etter ${String(status)} fra API-et er ingenting av Kari igjen i nettleseren`, async ({
      page,
      request,
    }) => {
      const kari = await kariWithHerDataStored(page);
      await addFault(request, 'getTimberSettlementsForAccount', status);
      const refused = page.waitForResponse(
        (response) => response.url().includes('/api/') && response.status() === status,
      );
      await openMenuLink(page, 'Økonomi');
      await refused;
      await onTheSignInPage(page);
      await expectNothingOfThePersonLeft(page, kari);
    });
  }
});

test('etter nedtellingen på kvitteringen for planbestillingen er ingenting av Kari igjen i nettleseren', async ({
  page,
}) => {
  const kari = await kariWithHerDataStored(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Gå til bestilling' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestill skogbruksplan' })).toBeVisible();
  await page.getByRole('checkbox', { name: /Jeg har lest og godtar vilkårene/ }).check();
  await orderAndLetTheCountdownRun(page);
  await onTheSignInPage(page);
  await expectNothingOfThePersonLeft(page, kari);
});
