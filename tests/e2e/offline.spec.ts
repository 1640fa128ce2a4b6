import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { chooseAccount, openMenuLink, signInAs, signOutThroughMenu } from './helpers';

/**
 * The portal with its service worker, as a returning visitor on a phone in the forest meets it. These tests
 * let the worker run (the other browser tests block it, see playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_WRITE = 'Du er frakoblet. Endringen er ikke sendt – prøv igjen når du er på nett.';
const OFFLINE_NOTICE = /Frakoblet – viser data fra \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;
const CONTRACTS_HEADING = /^Tømmerkontrakter \(\d+\)$/;

/** The files the built worker precaches (dist/sw.js, built before the tests run): the app shell. */
const PRECACHED = new Set(
  [...readFileSync('dist/sw.js', 'utf8').matchAll(/\{url:"([^"]+)",revision:/g)].map(
    ([, url]) => `/${url ?? ''}`,
  ),
);

/** The service worker has installed (the whole app precached) and is active for the portal. */
async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The entries of the portal's offline copy in IndexedDB, as stored (sealed). */
async function offlineCopy(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'skogportal-frakoblet')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('skogportal-frakoblet');
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(new Error('could not open the offline copy'));
      };
    });
    const values = await new Promise<unknown[]>((resolve, reject) => {
      const request = db.transaction('sporringer').objectStore('sporringer').getAll();
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(new Error('could not read the offline copy'));
      };
    });
    db.close();
    const decoder = new TextDecoder('latin1');
    return values.map((value) =>
      JSON.stringify(value, (_key, field: unknown) =>
        field instanceof ArrayBuffer || ArrayBuffer.isView(field)
          ? decoder.decode(field instanceof ArrayBuffer ? field : field.buffer)
          : field,
      ),
    );
  });
}

/** Kari signs in, chooses her own account and opens her timber contracts; returns the contracts shown. */
async function kariOpensHerContracts(page: Page): Promise<string[]> {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
  await openMenuLink(page, 'Tømmerkontrakter');
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
  const contracts = await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(contracts.length).toBeGreaterThan(0);
  await workerReady(page);
  await expect.poll(async () => (await offlineCopy(page)).length).toBeGreaterThan(0);
  return contracts;
}

/** What the browser keeps for the portal's origin beyond the precached app shell. */
async function storedForTheOrigin(page: Page) {
  return page.evaluate(async () => {
    const cached: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached[name] = (await cache.keys()).map((request) => {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        return `${url.pathname}${url.search}`;
      });
    }
    return {
      databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
      cached,
      sessionStorage: Object.keys(sessionStorage),
      localStorage: Object.keys(localStorage),
    };
  });
}

test('etter ett besøk på nett viser portalen kontraktene Kari har sett, også uten nett etter omlasting', async ({
  page,
  context,
}) => {
  const contracts = await kariOpensHerContracts(page);

  // The offline copy holds nothing readable: no name, no contract number.
  const sealed = (await offlineCopy(page)).join('\n');
  expect(sealed).not.toContain('Kari');
  for (const contract of contracts) expect(sealed).not.toContain(contract.replace('Kontrakt ', ''));

  await context.setOffline(true);
  await page.reload();

  // The portal, not the browser's error page: header, menu, the contracts seen, and the notice.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(OFFLINE_NOTICE);
  expect(await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(
    contracts,
  );
  expect(new URL(page.url()).pathname).toBe('/timberContract');
  await page.screenshot({ path: test.info().outputPath('frakoblet.png'), fullPage: true });
  await expectAccessible(page);

  // The network comes back: the notice goes.
  await context.setOffline(false);
  await expect(page.getByRole('main').getByRole('status')).toBeHidden();
});

test('en ny fane uten nett sier at Skogportalen trenger nett for å logge inn, ikke nettleserens feilside', async ({
  page,
  context,
}) => {
  await kariOpensHerContracts(page);
  await context.setOffline(true);

  // The sign-in lives in each tab: a new tab has none, and signing in needs the network.
  const newTab = await context.newPage();
  await newTab.goto('/timberContract');
  await expect(newTab.getByRole('heading', { level: 1, name: 'Du er frakoblet' })).toBeVisible();
  await expect(newTab.getByText('Skogportalen trenger nett for å starte og for å logge inn.')).toBeVisible();
  await expect(newTab.getByRole('button', { name: 'Last inn på nytt' })).toBeVisible();
  await expectAccessible(newTab);
  await newTab.close();
});

test('en endring uten nett blir avvist med en tydelig melding, og sendes ikke senere', async ({
  page,
  context,
}) => {
  await kariOpensHerContracts(page);
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && request.method() !== 'GET') {
      writes.push(`${request.method()} ${request.url()}`);
    }
  });
  await context.setOffline(true);
  await page.goto('/profile/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Du er frakoblet');

  const city = page.getByRole('textbox', { name: 'Poststed' });
  await city.fill('Moelv');
  await page.getByRole('button', { name: 'Lagre endringer' }).click();
  await expect(page.getByText(OFFLINE_WRITE)).toBeVisible();
  await expect(city).toHaveValue('Moelv');
  await expectAccessible(page);

  // Back online nothing goes out by itself: the change waits for Kari to save it again.
  await context.setOffline(false);
  await page.waitForTimeout(2_000);
  expect(writes).toEqual([]);
  await expect(page.getByText('Endringene er lagret')).toBeHidden();
});

test('utlogging etterlater ingen portaldata i IndexedDB, Cache Storage, session storage eller local storage', async ({
  page,
}) => {
  await kariOpensHerContracts(page);
  await signOutThroughMenu(page);
  await expect(page).toHaveURL(/\/login\/bankId$/);
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();

  const stored = await storedForTheOrigin(page);
  expect(stored.databases).toEqual([]);
  expect(stored.sessionStorage).toEqual([]);
  expect(stored.localStorage).toEqual([]);
  // Cache Storage holds the precached app shell and nothing else: no API answer, no configuration.
  expect(Object.keys(stored.cached)).toHaveLength(1);
  for (const urls of Object.values(stored.cached)) {
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(PRECACHED, url).toContain(url);
  }
});

test('en ny versjon venter på «Oppdater», og et halvt utfylt skjema blir stående til da', async ({
  page,
  request,
}) => {
  await kariOpensHerContracts(page);
  // A returning visitor: the page is served by the worker of this release.
  await page.goto('/profile/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const city = page.getByRole('textbox', { name: 'Poststed' });
  await city.fill('Moelv');
  // Marks this page: a reload would lose the mark.
  await page.evaluate(() => {
    document.body.dataset.e2eSammeSide = 'ja';
  });

  // A deploy: the server now has the next release's worker (scripts/e2e-release.ts).
  const release = await (await request.post('/__e2e/release')).text();
  // The browser's own check for a new /sw.js (it also runs on navigation and every hour).
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });

  const prompt = page.getByRole('status').filter({ hasText: 'Ny versjon er klar' });
  await expect(prompt).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('ny-versjon.png') });
  await expectAccessible(page);
  // Nothing happens by itself: the same page, what was typed still there.
  await page.waitForTimeout(3_000);
  expect(await page.evaluate(() => document.body.dataset.e2eSammeSide)).toBe('ja');
  await expect(city).toHaveValue('Moelv');

  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Oppdater' }).click();
  await reloaded;
  expect(await page.evaluate(() => document.body.dataset.e2eSammeSide)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  // The new release runs the page now: its precache is the one in use.
  const indexRevisions = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname === '/index.html') found.push(request.url);
      }
    }
    return found;
  });
  expect(indexRevisions).toEqual([expect.stringContaining(`__WB_REVISION__=${release}`)]);
  // The form the tab remembers is back after the reload (src/session/formMemory.ts).
  await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
  await expect(page.getByRole('status').filter({ hasText: 'Ny versjon er klar' })).toBeHidden();
});
