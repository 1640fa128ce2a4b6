import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import {
  CONTRACTS_HEADING,
  filesOfThePageCached,
  kariOpensHerContracts,
  offlineCopy,
  onceOnThePhone,
} from './helpers';
import { FIRST_USE_CACHE } from '../../config/pwa';

onceOnThePhone('the offline copy is for the phone in the forest');

/**
 * The portal with its service worker, as a returning visitor on a phone in the forest meets it. These tests
 * let the worker run (the other browser tests block it, see playwright.config.ts).
 */
test.use({ serviceWorkers: 'allow' });

const OFFLINE_WRITE = 'Du er frakoblet. Endringen er ikke sendt – prøv igjen når du er på nett.';
const OFFLINE_NOTICE = /Frakoblet – viser data fra \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/;

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

/** The worker's caches as the page sees them: each cache's files by path, with the bytes of each. */
async function cachedFiles(page: Page): Promise<Record<string, { path: string; bytes: number }[]>> {
  return page.evaluate(async () => {
    const found: Record<string, { path: string; bytes: number }[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const files = [];
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        files.push({ path: new URL(request.url).pathname, bytes: (await response?.blob())?.size ?? 0 });
      }
      found[name] = files;
    }
    return found;
  });
}

/** The heavy parts, by the names Vite gives their chunks: pdf.js and its worker, leaflet and geoman, charts. */
const PDF_JS = /^\/assets\/(pdf-[\w-]+\.js|pdf\.worker\.min-[\w-]+\.mjs)$/;
const LEAFLET = /^\/assets\/leaflet-(src|geoman)-[\w-]+\.js$/;
const HEAVY = [
  PDF_JS,
  LEAFLET,
  /^\/assets\/EconomicsBarChart-/,
  /^\/assets\/NorwegianPickers-/,
  /^\/assets\/applicationInsights-/,
];
const paths = (files: { path: string }[] | undefined) => (files ?? []).map(({ path }) => path);

test('første besøk laster ned appskallet, ikke pdf.js eller kartet; det som er brukt på nett, virker uten nett', async ({
  page,
  context,
}) => {
  await kariOpensHerContracts(page);

  // A light first visit: the precache is the app shell, under 1 MB, without the heavy parts.
  const first = await cachedFiles(page);
  const precache = Object.entries(first).find(([name]) => name.startsWith('workbox-precache'))?.[1];
  expect(paths(precache)).toContain('/index.html');
  expect(precache?.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThanOrEqual(1_000_000);
  for (const path of paths(precache))
    expect(
      HEAVY.some((heavy) => heavy.test(path)),
      path,
    ).toBe(false);
  // Nor has anything else fetched them: they come when first used.
  for (const path of Object.values(first).flatMap(paths)) {
    expect(PDF_JS.test(path) || LEAFLET.test(path), path).toBe(false);
  }

  // Kari opens the contract to sign on this first visit (no worker controls the page yet): the PDF is drawn
  // with pdf.js, which the page names to the worker.
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Kontrakt 2026-101/ }) })
    .getByRole('button', { name: /^Les og signer avtale/ })
    .click();
  const pdfPage = page.getByRole('img', { name: /^Side 1 av 1 i Tømmerkontrakt 2026-101\.pdf/ });
  await expect(pdfPage).toBeVisible();
  await filesOfThePageCached(page);

  // Back on the list, now as a page the worker serves, she looks at a contract's map: leaflet comes through
  // the worker, which keeps it.
  await page.goto('/timberContract');
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const operated = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Kontrakt 2026-103/ }) });
  await operated.getByRole('button', { name: 'Vis på kart, kontrakt 2026-103' }).click();
  const map = page.getByRole('region', { name: 'Kart over hogstfeltet, kontrakt 2026-103' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await filesOfThePageCached(page);

  const used = paths((await cachedFiles(page))[FIRST_USE_CACHE]);
  expect(used).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/assets\/pdf-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/),
      // The contract's map shows; geoman (drawing) is not needed for it.
      expect.stringMatching(/^\/assets\/leaflet-src-[\w-]+\.js$/),
    ]),
  );

  // In the forest: the same document and the same map, without network.
  await context.setOffline(true);
  await page.goto('/timberContract/signContract');
  await expect(page.getByRole('heading', { level: 1, name: 'Les og signer avtale' })).toBeVisible();
  await expect(pdfPage).toBeVisible();
  await expectAccessible(page);

  await page.goto('/timberContract');
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
  await operated.getByRole('button', { name: 'Vis på kart, kontrakt 2026-103' }).click();
  await expect(map).toHaveAccessibleDescription(/Hogstfelt .*Velteplass .*Traktorvei/);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expectAccessible(page);
});

test('en ny fane uten nett sier at Skogportalen trenger nett for å logge inn, ikke nettleserens feilside', async ({
  page,
  context,
}) => {
  await kariOpensHerContracts(page);
  await context.setOffline(true);

  // A new tab takes the sign-in of a signed-in tab only on the network (it must look the person up), and
  // signing in needs the network.
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
  // Kari has had the form open on the net before: a page's code is cached when first used.
  await page.goto('/profile/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  await filesOfThePageCached(page);
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
  // The new worker installs first, fetching the next release's precache in the background: on a busy machine
  // more than the 10 s a click's answer gets (failed in CI with other tests beside it).
  await expect(prompt).toBeVisible({ timeout: 30_000 });
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
