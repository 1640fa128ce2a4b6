import { existsSync, readFileSync } from 'node:fs';
import { expect, type Cookie, type Locator, type Page, type ViewportSize } from '@playwright/test';
import { fullName, personas } from '../../sandbox/personas';
import { OIDC_STORAGE_PREFIX, SIGN_IN_PATH } from '../../src/auth/signInState';
import { signInThroughCallback } from './eidSignIn';
import { PORTAL } from './servers';
import { SESSION_KEYS_ITEM } from '../../src/offline/encryptedStore';
import { OFFLINE_DATABASE } from '../../src/session/offlineCopyErase';
import { CONSENT_KEY } from '../../src/telemetry/telemetry';
import { expectDialogAccessible, test } from './fixtures';
import { FIRST_USE_CACHE, precacheUrls } from '../../config/pwa';

/**
 * Signs a test person in as if they had started on `start` (the sign-in page's 'Logg inn med BankID', or the
 * plan-order letter's), chose themselves on the test eID and come back: the eID part is done in Node
 * (tests/e2e/eidSignIn.ts), the portal's callback and all after it in the page. sign-in.spec.ts clicks the
 * whole way.
 */
export async function signInAs(page: Page, person: string, start = '/'): Promise<void> {
  const persona = personas.find((candidate) => fullName(candidate) === person);
  if (!persona) throw new Error(`Ingen testperson heter ${person}`);
  const startUrl = new URL(start, PORTAL);
  const returnTo =
    startUrl.pathname === SIGN_IN_PATH ? (startUrl.searchParams.get('returnTo') ?? '/') : start;
  const key = `${person} ${start}`;
  // Only a test's first sign-in, in a tab that has shown nothing yet: a second one in the same test (after
  // a reload, an expiry, a sign-out) is what that test is about, and goes through the callback.
  const kept =
    reuseSignIns && process.env.E2E_SIGN_IN_EVERY_TEST === undefined && page.url() === 'about:blank'
      ? keptSignIns.get(key)
      : undefined;
  if (kept) {
    await page.context().addCookies(kept.cookies);
    const restore = await page.addInitScript((items) => {
      for (const [name, value] of items) window.sessionStorage.setItem(name, value);
    }, kept.items);
    await page.goto(returnTo);
    await restore.dispose();
  } else {
    await signInThroughCallback(page, persona.pid, returnTo);
  }
  await expect(page).not.toHaveURL(/\/login\/(bankId|callback)/);
  // Only people the cooperative knows have a session to keep; the others' sign-in ends on a choice.
  if (reuseSignIns && persona.role !== null) await keepSignIn(page, key);
}

/** What a finished sign-in left in the tab (session storage) and the browser (the eID's cookies). */
interface KeptSignIn {
  items: [string, string][];
  cookies: Cookie[];
}

/** The sign-ins of this worker's spec file, by person and start (see {@link signInOncePerFile}). */
const keptSignIns = new Map<string, KeptSignIn>();
let reuseSignIns = false;

/**
 * The spec file's tests sign each person in once: the first test's sign-in goes through the eID and the
 * portal's callback; the next tests that sign the same person in from the same start begin where it ended
 * (its session storage and the eID's cookies) and open the start page, as a person opening a new visit of a
 * tab still signed in. A sign-in is no longer kept once any test of the file renews it, checks it with the
 * eID, signs it out or revokes it: its refresh token is then spent, or its session over. Not for the files
 * whose subject is the sign-in itself (sign-in, session, left-behind, offline, telemetry).
 * E2E_SIGN_IN_EVERY_TEST=1 signs in anew in every test, to tell whether a failure has to do with it.
 */
export function signInOncePerFile(): void {
  test.beforeAll(() => {
    reuseSignIns = true;
  });
  test.afterAll(() => {
    reuseSignIns = false;
    keptSignIns.clear();
  });
}

/** A request that changes the sign-in's tokens or ends its session at the eID. */
const spendsTheSignIn = (url: URL, method: string): boolean =>
  (method === 'POST' && url.pathname.endsWith('/token')) ||
  /\/(session\/end|token\/revocation|revoke)/.test(url.pathname);

async function keepSignIn(page: Page, key: string): Promise<void> {
  const context = page.context();
  context.on('request', (request) => {
    if (spendsTheSignIn(new URL(request.url()), request.method())) keptSignIns.delete(key);
  });
  if (keptSignIns.has(key)) return;
  // The session is written to storage just after the callback has sent the page on.
  await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('userData') !== null)).toBe(true);
  const items = await page.evaluate(() =>
    Object.keys(window.sessionStorage).map((name): [string, string] => [
      name,
      window.sessionStorage.getItem(name) ?? '',
    ]),
  );
  keptSignIns.set(key, {
    items: items.filter(([name]) => !TELEMETRY_BUFFERS.test(name)),
    cookies: await context.cookies(),
  });
}

/** Chooses the account to act for on 'Bytt selskap'. */
export async function chooseAccount(page: Page, accountName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Bytt selskap' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${accountName}`) })
    .click();
}

/**
 * Types a date (or a date and time) into a MUI X field by keyboard, as a person does, from its first section
 * (focused by the caller): a section's digits, then the field moves on to the next by itself. Each section's
 * digits wait until the section before has taken its own and the field has moved on: digits typed at machine
 * speed into a busy page once outran it and landed in the wrong sections («28.11.0202 tt:mm»).
 */
export async function typeIntoSections(page: Page, field: Locator, parts: readonly string[]): Promise<void> {
  const sections = field.getByRole('spinbutton');
  for (const [index, part] of parts.entries()) {
    const section = sections.nth(index);
    await expect(section).toBeFocused();
    await page.keyboard.type(part);
    await expect(section).toContainText(part);
  }
}

/** A phone's viewport: narrower than the breakpoint where the portal gets its desktop layout. */
export const isPhoneViewport = (viewport: ViewportSize | null): boolean => (viewport?.width ?? 1280) < 768;
export const isPhone = (page: Page): boolean => isPhoneViewport(page.viewportSize());

/**
 * Runs the tests of the file or describe it is called in on the desktop only, skipped on the phone before any
 * page is opened: for what no screen shows (headers, addresses, storage, what the server stored), and for the
 * journeys of people who mostly sit at a desk (the owner's economy and orders, the accountant). What a journey
 * checks is the same at every width; each of its pages is opened on the phone too, with axe and without
 * sideways scrolling, in screens.spec.ts. Journeys whose screens work differently on a phone (the date
 * pickers, the menus, the map) run in both viewports.
 */
export function onceOnTheDesktop(reason: string): void {
  test.skip(({ viewport }) => isPhoneViewport(viewport), `${reason}; once, on the desktop, is enough.`);
  test.use({ inOneViewport: true });
}

/**
 * The phone's counterpart of {@link onceOnTheDesktop}: for the journeys of people who mostly have a phone in
 * the forest (the owner following a contract, the offline copy), whose pages screens.spec.ts opens on the
 * desktop too.
 */
export function onceOnThePhone(reason: string): void {
  test.skip(({ viewport }) => !isPhoneViewport(viewport), `${reason}; once, on the phone, is enough.`);
  test.use({ inOneViewport: true });
}

/** The main menu's entries as the person sees them (opens the phone menu first). */
export async function mainMenuLabels(page: Page): Promise<string[]> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Meny' }).click();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav).toBeVisible();
  const labels = await nav.getByRole('link').allInnerTexts();
  return labels.map((label) => label.trim());
}

export async function sessionStorageLength(page: Page): Promise<number> {
  return page.evaluate(() => window.sessionStorage.length);
}

/**
 * The send buffers of the telemetry SDK (Application Insights), in session storage only once the person has
 * accepted statistics cookies: the queue of the page that is open, scrubbed of personal data before it is
 * queued (src/telemetry/scrub.ts). After a sign-out they hold the sign-in page's own items.
 */
export const TELEMETRY_BUFFERS = /^AI_(buffer|sentBuffer)_\d+$/;

/** The keys in session storage other than the telemetry SDK's buffers: what the portal itself keeps there. */
export async function portalSessionStorageKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(() => Object.keys(window.sessionStorage));
  return keys.filter((key) => !TELEMETRY_BUFFERS.test(key));
}

/** Opens a page from the main menu (behind 'Meny' on a phone). */
export async function openMenuLink(page: Page, name: string): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name }).click();
}

/** 'Logg ut' from the user menu (under 'Meny' on a phone) of Kari Nordmann. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('button', { name: 'Logg ut' }).click();
  } else {
    await page.getByRole('button', { name: /Kari Nordmann/ }).click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  }
}

/** One thing that would tell who the person is, or act as them: what it is, and its value. */
export interface Trace {
  what: string;
  value: string;
}

/** What the portal must leave nothing of once a person's session ends. */
export interface PersonTraces {
  who: string;
  traces: Trace[];
}

/**
 * What tells who the person signed in on `page` is, or lets someone act as them, read while they are signed
 * in: fødselsnummer and names of their persona (sandbox/personas.ts); their contact and the accounts they act
 * for (ids, names, organisation and bank account numbers, e-mail) from the session's `userData`; the contract
 * numbers the page showed (`contracts`, as 'Kontrakt 2026-101'); and what only this sign-in has, the tokens
 * oidc-client-ts keeps and the key of the encrypted offline copy (which would open what is left of it).
 *
 * Accounts and contracts come from the page rather than the sandbox's seeds: those import dayjs plugins by
 * bare subpath ('dayjs/plugin/utc'), which the sandbox's tsx resolves and Playwright's ESM loader does not.
 */
export async function tracesOfTheSignedIn(
  page: Page,
  name: string,
  contracts: readonly string[],
): Promise<PersonTraces> {
  const persona = personas.find((candidate) => fullName(candidate) === name);
  if (!persona) throw new Error(`No persona called ${name} in sandbox/personas.ts`);
  const held = await page.evaluate(
    ({ prefix, keyItem }) => {
      const found: [string, string][] = [];
      const add = (what: string, value: unknown) => {
        if (typeof value === 'string' && value !== '') found.push([what, value]);
      };
      const fields = (value: unknown): Record<string, unknown> =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      for (const key of Object.keys(window.sessionStorage)) {
        const value = window.sessionStorage.getItem(key) ?? '';
        if (key === keyItem) add('nøkkelen til den frakoblede kopien', value);
        if (key.startsWith(prefix)) {
          const user = fields(JSON.parse(value));
          for (const token of ['access_token', 'refresh_token', 'id_token']) add(token, user[token]);
        }
        if (key === 'userData') {
          const userData = fields(JSON.parse(value));
          add('kontakt-id', userData.contactId);
          add('e-post', userData.email);
          add('adresse', fields(userData.address).streetAddress);
          const accounts = Array.isArray(userData.accounts) ? userData.accounts : [];
          for (const account of accounts.map(fields)) {
            add('konto-id', account.id);
            add('kontonavn', account.name);
            add('organisasjonsnummer', account.organizationNumber);
            add('bankkontonummer', account.bankAccountNumber);
            add('kontoens e-post', account.email);
            add('kontoens adresse', account.streetName);
          }
        }
      }
      return found;
    },
    { prefix: OIDC_STORAGE_PREFIX, keyItem: SESSION_KEYS_ITEM },
  );
  const kinds = new Set(held.map(([what]) => what));
  // Without these the search would have nothing of this sign-in, or of the accounts, to look for. A person the
  // cooperative does not know has no account, and so no offline copy (it is kept for an account's data).
  const known = persona.role !== null;
  for (const kind of [
    'access_token',
    'refresh_token',
    'id_token',
    ...(known ? ['nøkkelen til den frakoblede kopien', 'konto-id'] : []),
  ]) {
    expect([...kinds], `what the signed-in tab holds of ${name}`).toContain(kind);
  }
  return {
    who: name,
    traces: [
      { what: 'fødselsnummer', value: persona.pid },
      { what: 'fornavn', value: persona.givenName },
      { what: 'etternavn', value: persona.familyName },
      ...held.map(([what, value]) => ({ what, value })),
      ...contracts.map((contract) => ({ what: 'kontraktnummer', value: contract.replace(/^Kontrakt /, '') })),
    ],
  };
}

/** Everything the browser keeps for the portal: each entry named by where it is, with its content as text. */
interface Kept {
  where: string;
  text: string;
}

interface BrowserStorage {
  sessionStorage: [string, string][];
  localStorage: [string, string][];
  databases: { name: string; stores: { name: string; keys: string; values: string }[] }[];
  caches: Record<string, string[]>;
}

/** Reads the origin's storage in the page: both web storages, every IndexedDB database and every cache. */
async function browserStorage(page: Page): Promise<BrowserStorage> {
  return page.evaluate(async () => {
    const asText = (value: unknown): string => {
      const latin1 = new TextDecoder('latin1');
      return JSON.stringify(value, (_key, field: unknown) => {
        if (field instanceof ArrayBuffer) return latin1.decode(field);
        if (ArrayBuffer.isView(field)) return latin1.decode(field);
        return field;
      });
    };
    const done = <T>(request: IDBRequest<T>): Promise<T> =>
      new Promise((resolve, reject) => {
        request.onsuccess = () => {
          resolve(request.result);
        };
        request.onerror = () => {
          reject(request.error ?? new Error('IndexedDB request failed'));
        };
      });
    const databases: BrowserStorage['databases'] = [];
    for (const { name } of await indexedDB.databases()) {
      if (name === undefined) continue;
      const db = await done(indexedDB.open(name));
      const stores = [];
      for (const store of Array.from(db.objectStoreNames)) {
        const transaction = db.transaction(store, 'readonly');
        const [keys, values] = await Promise.all([
          done(transaction.objectStore(store).getAllKeys()),
          done(transaction.objectStore(store).getAll()),
        ]);
        stores.push({ name: store, keys: asText(keys), values: asText(values) });
      }
      db.close();
      databases.push({ name, stores });
    }
    const cached: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      cached[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    const entries = (storage: Storage): [string, string][] =>
      Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']);
    return {
      sessionStorage: entries(window.sessionStorage),
      localStorage: entries(window.localStorage),
      databases,
      caches: cached,
    };
  });
}

/**
 * The files the built worker precaches (dist/sw.js, built before the tests run): the app shell. Read from
 * Workbox's precache manifest, so a new file in the build needs no change here.
 */
let precached: ReadonlySet<string> | undefined;
function precachedFiles(): ReadonlySet<string> {
  precached ??= new Set(precacheUrls(readFileSync('dist/sw.js', 'utf8')).map((url) => `/${url}`));
  return precached;
}

/**
 * Whether `path` names a file of the build the worker may keep in its first-use cache: under /assets/ and in
 * dist/ (built before the tests run), without a query.
 */
function isBuildAsset(path: string): boolean {
  return /^\/assets\/[^/?]+$/.test(path) && existsSync(`dist${path}`);
}

/** A cached request as the precache manifest names it: the path, without Workbox's revision parameter. */
export function precacheName(requestUrl: string): string {
  const url = new URL(requestUrl);
  url.searchParams.delete('__WB_REVISION__');
  return `${url.pathname}${url.search}`;
}

/**
 * JWTs (base64url of '{"', then a dot and the payload), the names OAuth gives tokens, and oidc-client-ts's key for
 * the signed-in user. The dot matters: the eID's random interaction ids are base64url too, and one holding «eyJ»
 * (the row /orders met one) is no token.
 */
const TOKEN_SHAPES: readonly [string, RegExp][] = [
  ['JWT', /eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['tokennavn', /access_token|refresh_token|id_token/i],
  ['oidc-client-ts-bruker', /oidc\.user:/],
];

/**
 * What the browser keeps of `person` for the portal: each finding as 'where: what'. Looks in every
 * sessionStorage and localStorage entry, every IndexedDB database (each object store's keys and values), Cache
 * Storage (every cached URL) and every cookie of the browser context (the portal's, the sandbox API's and the
 * eID's: on localhost one cookie jar serves every port). Each text is searched for the person's values and for
 * anything shaped like a token.
 *
 * Beyond that, what may be there at all is narrow:
 * - session storage (the tab's session): only the telemetry SDK's send buffers ({@link TELEMETRY_BUFFERS});
 * - local storage: only the answer to the statistics-cookie banner (CONSENT_KEY). It is a setting of this
 *   browser, asked on the sign-in page before anyone signs in, holding 'godtatt' or 'avslått' and nothing of a
 *   person; clearing it would only make the banner ask the next person again;
 * - IndexedDB: no offline copy. src/session/offlineCopyErase.ts deletes the database at every end of a session;
 *   its entries are sealed (AES-GCM), so their content cannot be searched, and that they exist is the leak;
 * - Cache Storage: only files of the build: Workbox's precache manifest (the app shell), and in the worker's
 *   first-use cache the build's content-hashed files a page has used (no API answer, no config.json).
 */
export async function tracesLeftOf(page: Page, person: PersonTraces): Promise<string[]> {
  const stored = await browserStorage(page);
  const cookies = await page.context().cookies();
  const found: string[] = [];
  const kept: Kept[] = [];

  for (const [key, value] of stored.sessionStorage) {
    if (!TELEMETRY_BUFFERS.test(key))
      found.push(`sessionStorage['${key}']: en oppføring, fanens økt skal være tom (${preview(value)})`);
    if (key.startsWith(OIDC_STORAGE_PREFIX))
      found.push(`sessionStorage['${key}']: oidc-client-ts sin nøkkel`);
    kept.push({ where: `sessionStorage['${key}']`, text: `${key}=${value}` });
  }
  for (const [key, value] of stored.localStorage) {
    if (key !== CONSENT_KEY)
      found.push(`localStorage['${key}']: en oppføring som ikke er samtykkesvaret (${preview(value)})`);
    if (key.startsWith(OIDC_STORAGE_PREFIX)) found.push(`localStorage['${key}']: oidc-client-ts sin nøkkel`);
    kept.push({ where: `localStorage['${key}']`, text: `${key}=${value}` });
  }
  for (const database of stored.databases) {
    if (database.name === OFFLINE_DATABASE) {
      const entries = database.stores.map(({ name, keys }) => `${name}: ${keys}`).join('; ');
      found.push(`IndexedDB '${OFFLINE_DATABASE}': den frakoblede kopien finnes fortsatt (${entries})`);
    }
    for (const store of database.stores) {
      kept.push({
        where: `IndexedDB '${database.name}'/'${store.name}'`,
        text: `${store.keys}\n${store.values}`,
      });
    }
    if (database.stores.length === 0)
      kept.push({ where: `IndexedDB '${database.name}'`, text: database.name });
  }
  for (const [cache, urls] of Object.entries(stored.caches)) {
    for (const url of urls) {
      const path = precacheName(url);
      const buildFile =
        new URL(url).origin === PORTAL &&
        (precachedFiles().has(path) || (cache === FIRST_USE_CACHE && isBuildAsset(path)));
      if (!buildFile) {
        found.push(
          `Cache Storage '${cache}': ${url} er ikke en fil i appskallet (precache-manifestet) eller en brukt fil av bygget`,
        );
      }
      kept.push({ where: `Cache Storage '${cache}'`, text: url });
    }
  }
  for (const cookie of cookies) {
    kept.push({
      where: `informasjonskapsel ${cookie.name} (${cookie.domain}${cookie.path})`,
      text: `${cookie.name}=${cookie.value}`,
    });
  }

  for (const { where, text } of kept) {
    // As stored, and URL-decoded; case-sensitive, so a random id of a cookie does not match a name by chance.
    const variants = [text, safelyDecoded(text)];
    for (const { what, value } of person.traces) {
      if (variants.some((variant) => holdsTrace(variant, value))) {
        found.push(`${where}: ${what} til ${person.who} (${value})`);
      }
    }
    for (const [shape, pattern] of TOKEN_SHAPES) {
      const match = pattern.exec(text);
      if (match) found.push(`${where}: ${shape} (${match[0].slice(0, 40)})`);
    }
  }
  return found;
}

/** A letter, digit, '-' or '_': what random ids, signatures and tokens (base64url) are made of. */
const TOKEN_CHARACTER = /[\p{L}\p{N}_-]/u;
const SHORT_TRACE = 3;

/**
 * Whether `text` holds `value`. A short value (Nils Ny's surname) turns up by chance inside random ids and
 * signatures (the test eID's `eid_interaction.sig` cookie once held 'Ny'), so it counts only where it stands
 * as a word of its own, as it does in JSON or text; a longer one counts anywhere.
 */
function holdsTrace(text: string, value: string): boolean {
  if (value.length > SHORT_TRACE) return text.includes(value);
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    const before = text[at - 1];
    const after = text[at + value.length];
    const alone = (char: string | undefined) => char === undefined || !TOKEN_CHARACTER.test(char);
    if (alone(before) && alone(after)) return true;
  }
  return false;
}

const preview = (text: string): string => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

const safelyDecoded = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Fails, listing what was found where, when the browser still keeps anything of `person` for the portal. */
export async function expectNothingOfThePersonLeft(page: Page, person: PersonTraces): Promise<void> {
  const found = await tracesLeftOf(page, person);
  expect(
    found,
    `Spor etter ${person.who} i nettleseren etter at økten er slutt:\n${found.join('\n')}`,
  ).toEqual([]);
}

export const CONTRACTS_HEADING = /^Tømmerkontrakter \(\d+\)$/;

/** The service worker has installed (the app shell precached) and is active for the portal. */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The build's files the page has loaded (same origin, under /assets/) that no cache of the worker holds yet. */
export async function filesOfThePageNotCached(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'));
    const missing: string[] = [];
    for (const url of new Set(loaded.map((file) => file.href))) {
      // As the worker looks files up (config/pwa.ts): a module request's Origin meets the server's `Vary: Origin`.
      if (!(await caches.match(url, { ignoreVary: true }))) missing.push(url);
    }
    return missing;
  });
}

/**
 * What the page has loaded is cached for offline use: the shell in the precache, the rest in the first-use
 * cache (on a first visit the page names it to the worker, src/offline/cacheFirstVisit.ts).
 */
export async function filesOfThePageCached(page: Page): Promise<void> {
  await expect.poll(() => filesOfThePageNotCached(page)).toEqual([]);
}

/** The entries of the portal's offline copy in IndexedDB, as stored (sealed). */
export async function offlineCopy(page: Page): Promise<string[]> {
  return page.evaluate(async (database) => {
    if (!(await indexedDB.databases()).some((db) => db.name === database)) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database);
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
  }, OFFLINE_DATABASE);
}

/** Kari signs in, chooses her own account and opens her timber contracts; returns the contracts shown. */
export async function kariOpensHerContracts(page: Page): Promise<string[]> {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
  await openMenuLink(page, 'Tømmerkontrakter');
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
  const contracts = await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(contracts.length).toBeGreaterThan(0);
  await workerReady(page);
  await filesOfThePageCached(page);
  await expect.poll(async () => (await offlineCopy(page)).length).toBeGreaterThan(0);
  return contracts;
}

/**
 * The receipt's countdown runs on Playwright's clock: installed before ordering, then paused once the dialog
 * is checked, so the test can step through the last seconds exactly instead of waiting 30 real seconds.
 */
export async function orderAndLetTheCountdownRun(page: Page): Promise<void> {
  await page.clock.install();
  await page.getByRole('button', { name: 'Bestill skogbruksplan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestillingen er mottatt' });
  await expect(dialog).toContainText(/Du blir logget ut om \d+ sekunder\./);
  // As it is seen, and with its buttons focused and hovered: the countdown runs on meanwhile.
  await expectDialogAccessible(page, dialog);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  const shown = Number(/om (\d+) sekunder/.exec((await dialog.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(1);
  await page.clock.runFor((shown - 1) * 1000);
  await expect(dialog).toContainText('Du blir logget ut om 1 sekunder.');
  expect(await portalSessionStorageKeys(page)).not.toEqual([]);
  await page.clock.runFor(1000);
  await expect(page).toHaveURL(/\/login\/bankId$/);
  expect(await portalSessionStorageKeys(page)).toEqual([]);
  // Let time flow again for what comes after (axe on the sign-in page uses timers).
  await page.clock.resume();
}
