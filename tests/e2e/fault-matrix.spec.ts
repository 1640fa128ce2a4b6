import type { APIRequestContext, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { FAULT_MATRIX_ROW, type FaultMatrixRow } from './reporters/fault-matrix-table';
import { SANDBOX_API } from './servers';
import { followPage, followedIn, quiet, settled } from './pageActivity';
import { NOT_VISITED, ROUTE_VISITS, gotoWithSession, type RouteVisit } from './routes';
import { FORM_MEMORY_PREFIX } from '../../src/session/formMemory';
import { ROUTE_TABLE } from '../../src/app/routeTable';
import { PATHS, type AppPath } from '../../src/paths';
import {
  chooseAccount,
  expectNothingOfThePersonLeft,
  signInAs,
  tracesOfTheSignedIn,
  type PersonTraces,
} from './helpers';

/**
 * The fault matrix: every route of the route table, visited as a person who may use it, with each fault laid
 * on the API calls that page makes. For every cell: no white screen (the page's heading, and the main menu on
 * signed-in pages, are still there); where data is missing, a Norwegian error with 'Prøv igjen', and the retry
 * works once the fault is cleared; a 401 or 403 ends on /login/bankId with nothing of the person kept. The
 * table (routes × faults) is printed at the end of the run (tests/e2e/reporters/fault-matrix-table.ts).
 *
 * The faults come from the sandbox (POST /__sandbox/faults, cleared by the reset), except the dropped network:
 * the browser is told to cut those requests, since a proxy in between (Vite's, nginx) would turn a cut
 * upstream connection into a 500/502 answer.
 */

/** The client timeout for this test (config.json's apiTimeoutSeconds), and a slow answer well beyond it. */
const API_TIMEOUT_SECONDS = 2;
const SLOW_MS = API_TIMEOUT_SECONDS * 1000 + 1500;

type FaultName = '500' | '503' | 'treg' | 'brutt' | 'html' | 'avkuttet' | 'feil type' | '401' | '403';
const DATA_FAULTS: FaultName[] = ['500', '503', 'treg', 'brutt', 'html', 'avkuttet', 'feil type'];
/** Last, as they end the sign-in: 401 is followed by a new sign-in, 403 ends the route's row. */
const AUTH_FAULTS: FaultName[] = ['401', '403'];
const FAULTS: FaultName[] = [...DATA_FAULTS, ...AUTH_FAULTS];

/** The sandbox fault for each name; 'brutt' is done in the browser. */
const SANDBOX_FAULT: Record<Exclude<FaultName, 'brutt'>, Record<string, unknown>> = {
  '500': { kind: 'status', status: 500 },
  '503': { kind: 'status', status: 503, retryAfterSeconds: 1 },
  treg: { kind: 'slow', delayMs: SLOW_MS },
  html: { kind: 'html' },
  avkuttet: { kind: 'truncated' },
  'feil type': { kind: 'wrong-type' },
  '401': { kind: 'status', status: 401 },
  '403': { kind: 'status', status: 403 },
};

/** A form on the page that saves: what to type, the button that saves, and how to see it was kept. */
interface SavingForm {
  fill: (page: Page) => Promise<void>;
  save: string;
  expectKept: (page: Page) => Promise<void>;
}

const textForm = (values: Record<string, string>, save: string): SavingForm => ({
  fill: async (page) => {
    for (const [label, value] of Object.entries(values)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
  },
  save,
  expectKept: async (page) => {
    for (const [label, value] of Object.entries(values)) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
    }
  },
});

/** The environmental report: 'Nei' to every question, once the form is there (its heading shows before). */
const reportForm = (page: Page) => page.getByRole('form', { name: 'Miljørapport' });
const environmentalReportForm: SavingForm = {
  fill: async (page) => {
    const form = reportForm(page);
    await expect(form.getByRole('button', { name: 'Send inn miljørapport' })).toBeVisible({
      timeout: 20_000,
    });
    for (const group of await form.getByRole('radiogroup').all()) {
      await group.getByRole('radio', { name: 'Nei' }).check();
    }
  },
  save: 'Send inn miljørapport',
  expectKept: async (page) => {
    const groups = await reportForm(page).getByRole('radiogroup').all();
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) await expect(group.getByRole('radio', { name: 'Nei' })).toBeChecked();
  },
};

interface MatrixRoute extends RouteVisit {
  /** A form the page saves with: each data fault is laid on the save too, and what was typed must stay. */
  form?: SavingForm;
}

/** The forms the matrix saves, by the route that shows them. */
const FORMS: Partial<Record<AppPath, SavingForm>> = {
  [PATHS.forestOwnerRegistration]: textForm(
    {
      Fornavn: 'Nils',
      Etternavn: 'Ny',
      'E-post': 'nils.ny@example.no',
      Mobilnummer: '912 34 567',
      Adresse: 'Skogveien 2',
      Postnummer: '2380',
      Poststed: 'Brumunddal',
    },
    'Send registrering',
  ),
  [PATHS.contactInfo]: textForm({ 'E-post': 'kari.skog@eksempel.no' }, 'Lagre endringer'),
  [PATHS.accountInfo]: textForm({ 'E-post': 'post@nordmannskog.example' }, 'Lagre endringer'),
  [PATHS.oneTimeCode]: textForm({ Engangskode: '482913' }, 'Bekreft kode'),
  [PATHS.environmentalReportPrivate]: environmentalReportForm,
};

const ROUTES: MatrixRoute[] = ROUTE_VISITS.map((route) => ({ ...route, form: FORMS[route.path] }));

// The rows are independent (each signs its person in, and a failed row must not hold up the next): they share
// the workers, in one viewport, in their own project (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });
// Only this test's tab waits less for the API: the slow fault must outlast it.
test.use({ configChange: { apiTimeoutSeconds: API_TIMEOUT_SECONDS } });

test('rutetabellen og matrisen har de samme rutene', () => {
  const tablePaths = ROUTE_TABLE.map((route) => route.path);
  const covered = [...ROUTES.map((route) => route.path), ...NOT_VISITED];
  expect(tablePaths.filter((path) => !covered.includes(path))).toEqual([]);
  expect(ROUTES.map((route) => route.path).filter((path) => !tablePaths.includes(path))).toEqual([]);
});

interface ApiCall {
  method: string;
  path: string;
}

const apiCallOf = (request: Request): ApiCall | null => {
  const url = new URL(request.url());
  if (!url.pathname.startsWith('/api/')) return null;
  return { method: request.method(), path: url.pathname.slice('/api'.length) };
};

/**
 * A new visit of `path`, once no token renewal is under way, nor has been for a moment: a request reaches the
 * test a little after it leaves the page, and its answer is stored by the page a little after it arrives. (A
 * renewal the page would start while it is being left, the portal does not start: src/auth/oidc.ts.)
 */
async function openAnew(
  page: Page,
  path: string,
  options: { waitUntil?: 'commit'; session?: Record<string, string> } = {},
): Promise<void> {
  await quiet(followedIn(page).renewals, 150);
  await forgetRememberedForms(page);
  await gotoWithSession(page, path, options);
}

/**
 * Every visit starts as the first did: a form the portal remembers in session storage (the registration wizard's
 * step) would otherwise change which calls the page makes (the wizard skips its check for unsent drafts), and a
 * fault laid on a call the page no longer makes can never show.
 */
async function forgetRememberedForms(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) return;
  await page.evaluate((prefix) => {
    for (const key of Object.keys(window.sessionStorage)) {
      if (key.startsWith(prefix)) window.sessionStorage.removeItem(key);
    }
  }, FORM_MEMORY_PREFIX);
}

/** Signs the route's person in, on the page a sign-in ends on. */
async function signInFor(page: Page, route: MatrixRoute): Promise<void> {
  await signInAs(page, route.person);
  if (route.account) await chooseAccount(page, route.account);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
}

/** Opens the route as a new visit and gives back the API calls it made. */
async function visit(page: Page, route: MatrixRoute): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  const record = (request: Request) => {
    const call = apiCallOf(request);
    if (call && !calls.some((seen) => seen.method === call.method && seen.path === call.path))
      calls.push(call);
  };
  // Counted from the navigation on. Not from its 'commit': the new page's first calls can leave before the test
  // hears of the commit (a row once saw none on a busy machine, and its faults had nothing to be laid on). The
  // page before it is left for an empty one first: on a busy machine the home page it signed in on still started
  // a call of its own (the plan-order banner's GET /properties/planData) after it had seemed settled, and the
  // contact page's row, which makes no call, got that call's faults and waited for a 'Prøv igjen' it never owes.
  await quiet(followedIn(page).renewals, 150);
  await forgetRememberedForms(page);
  await page.goto('about:blank');
  page.on('request', record);
  await gotoWithSession(page, route.path, { waitUntil: 'commit', session: route.session });
  // A page that shows data asks for it, but on a loaded machine it can spend longer than settled()'s quiet
  // half second parsing its code before its first call: waited for, or the row had nothing to lay faults on.
  if (!route.makesNoCalls) {
    await expect
      .poll(() => calls.length, { message: `${route.path} skal hente det siden viser`, timeout: 30_000 })
      .toBeGreaterThan(0);
  }
  await settled(page);
  page.off('request', record);
  return calls;
}

async function addFaults(request: APIRequestContext, calls: ApiCall[], fault: Record<string, unknown>) {
  for (const call of calls) {
    const response = await request.post(`${SANDBOX_API}/__sandbox/faults`, {
      data: { path: call.path, method: call.method, ...fault },
    });
    expect(response.status(), JSON.stringify(call)).toBe(204);
  }
}

async function clearFaults(page: Page, request: APIRequestContext): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  expect((await request.post(`${SANDBOX_API}/__sandbox/reset`)).status()).toBe(204);
}

/** English or technical words an error must never show a Norwegian forest owner. */
const UNTRANSLATED =
  /Request failed|Network Error|timeout of|status code|undefined|null|SyntaxError|JSON|Error:/;

/**
 * No alert on the page now says anything technical. Read all at once: an alert is not always there for long (a
 * toast of the save before, closing on its own while the person tries again), and one looked for by its place
 * in a list read a moment earlier could be gone.
 */
async function expectNoUntranslatedAlert(page: Page): Promise<void> {
  const texts = await page.getByRole('alert').allInnerTexts();
  expect(texts.filter((text) => UNTRANSLATED.test(text))).toEqual([]);
}

/** The page is there: its heading, and on signed-in pages the main menu. */
async function expectNoWhiteScreen(page: Page, route: MatrixRoute): Promise<void> {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText('Noe gikk galt');
  if (!route.public) await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
}

async function dataFaultCell(page: Page, route: MatrixRoute, calls: ApiCall[]): Promise<void> {
  await openAnew(page, route.path, { session: route.session });
  const retry = page.getByRole('button', { name: 'Prøv igjen' });
  if (route.worksWithoutItsCalls) await settled(page);
  else await expect(retry.first()).toBeVisible({ timeout: 25_000 });
  await expectNoWhiteScreen(page, route);
  await expectNoUntranslatedAlert(page);
  expect(calls.length).toBeGreaterThan(0);
}

/**
 * The next data fault, on the refetch 'Prøv igjen' starts rather than on a new visit (the page does not start
 * again): the retry asks again, and once the page has settled, the answer's fault shows as a Norwegian error
 * with 'Prøv igjen', and no white screen.
 */
async function refetchFaultCell(page: Page, route: MatrixRoute, calls: ApiCall[]): Promise<void> {
  const retry = page.getByRole('button', { name: 'Prøv igjen' });
  await expect(retry.first()).toBeVisible();
  const askedAgain = page.waitForRequest(
    (request) => {
      const call = apiCallOf(request);
      return call !== null && calls.some((made) => made.method === call.method && made.path === call.path);
    },
    { timeout: 25_000 },
  );
  await retry.first().click();
  await askedAgain;
  await settled(page);
  await expect(retry.first()).toBeVisible({ timeout: 25_000 });
  await expectNoWhiteScreen(page, route);
  await expectNoUntranslatedAlert(page);
}

async function retryCell(page: Page, route: MatrixRoute): Promise<void> {
  const retry = page.getByRole('button', { name: 'Prøv igjen' });
  for (let round = 0; round < 10 && (await retry.count()) > 0; round += 1) {
    // A button can go between the count and the click: the page's other call, asked again by the click before
    // (or on its own), answered, and the page drew its data (/ideaBank once, beside a CPU hog: the click then
    // waited for a 'Prøv igjen' that had no reason to come back). Nothing left to click is what the loop is for.
    try {
      await retry.first().click();
    } catch (error) {
      if ((await retry.count()) > 0) throw error;
    }
    await settled(page);
  }
  await expect(retry).toHaveCount(0);
  await expectNoWhiteScreen(page, route);
}

async function authFaultCell(page: Page, person: PersonTraces): Promise<void> {
  await expect(page).toHaveURL(/\/login\/bankId$/, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
  await expectNothingOfThePersonLeft(page, person);
}

/** A save is a POST or a PUT, whatever its address. */
const WRITE_METHODS = ['POST', 'PUT'];
const isWrite = (request: Request): boolean =>
  apiCallOf(request) !== null && WRITE_METHODS.includes(request.method());

/** Writes fail: every save. */
const WRITES = WRITE_METHODS.map((method) => ({ method, path: '/**' }));

/**
 * A save that fails: the first on a new visit, with the form filled in; each next one is the person trying
 * again on the same page (the fault before left the form as it was typed, which that cell checked), as long as
 * the cell before passed.
 */
async function formFaultCell(
  page: Page,
  route: MatrixRoute,
  form: SavingForm,
  { again }: { again: boolean },
): Promise<void> {
  if (!again) {
    await openAnew(page, route.path, { session: route.session });
    await expectNoWhiteScreen(page, route);
    await form.fill(page);
  }
  // The save has ended (its answer came, or the portal or the browser gave up on it) before its error is looked
  // for: the error of the save before is still on the page when the person tries again.
  let saveEnded = false;
  const ended = (request: Request) => {
    if (isWrite(request)) saveEnded = true;
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.getByRole('button', { name: form.save }).click({ timeout: 10_000 });
    await expect
      .poll(() => saveEnded, { message: `${form.save}: lagringen skal sendes`, timeout: 15_000 })
      .toBe(true);
  } finally {
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await settled(page);
  const failed = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(failed.first()).toBeVisible({ timeout: 15_000 });
  await expectNoUntranslatedAlert(page);
  await expectNoWhiteScreen(page, route);
  await form.expectKept(page);
}

type Outcome = 'ok' | 'FEIL' | '–';

/** Hands a row of the table to the reporter that prints it, with its place: a form's row after its page's. */
async function attachRow(
  route: MatrixRoute,
  cells: Partial<Record<FaultName, Outcome>>,
  ofTheForm = false,
): Promise<void> {
  const row: FaultMatrixRow = {
    label: ofTheForm ? `${route.path} (lagring)` : route.path,
    order: ROUTES.indexOf(route) * 2 + (ofTheForm ? 1 : 0),
    faults: FAULTS,
    cells,
  };
  await test.info().attach(FAULT_MATRIX_ROW, { body: JSON.stringify(row), contentType: 'application/json' });
}

for (const route of ROUTES) {
  test(`feilmatrise ${route.path}`, async ({ page, request }) => {
    test.setTimeout(600_000);
    followPage(page);
    await signInFor(page, route);
    const calls = await visit(page, route);
    await expectNoWhiteScreen(page, route);
    // What the row tests is decided by the route, not by the machine: a page that shows data must have asked
    // for it (or its faults have nothing to be laid on, and the row would pass untested), and a page that asks
    // for nothing must not have been handed another page's call.
    const made = calls.map((call) => `${call.method} ${call.path}`);
    if (route.makesNoCalls) expect(made, `${route.path} skal ikke gjøre kall`).toEqual([]);
    else expect(made, `${route.path} skal hente det siden viser`).not.toEqual([]);

    const row: Partial<Record<FaultName, Outcome>> = {};
    const failures: string[] = [];
    const cell = async (
      label: string,
      into: Partial<Record<FaultName, Outcome>>,
      fault: FaultName,
      run: () => Promise<void>,
    ): Promise<boolean> => {
      try {
        await run();
        into[fault] = 'ok';
        return true;
      } catch (error) {
        into[fault] = 'FEIL';
        const message = error instanceof Error ? error.message : String(error);
        failures.push(`${label}: ${message.split('\n').slice(0, 40).join('\n')}`);
        return false;
      }
    };

    // The first data fault is laid on a new visit of the page; each next one on the refetch 'Prøv igjen'
    // starts, while the cell before left it on the page (a failed cell leaves the page as it may: the next
    // visits anew). Once the last fault is cleared, 'Prøv igjen' must bring the data.
    let retryOnPage = false;
    for (const fault of DATA_FAULTS) {
      if (calls.length === 0) {
        row[fault] = '–';
        continue;
      }
      const onRetry = retryOnPage;
      const last = fault === DATA_FAULTS.at(-1) || route.worksWithoutItsCalls === true;
      const passed = await cell(fault, row, fault, async () => {
        if (fault === 'brutt') {
          await page.route(
            (url) =>
              url.pathname.startsWith('/api/') && calls.some((call) => `/api${call.path}` === url.pathname),
            (intercepted) => intercepted.abort('connectionreset'),
          );
        } else {
          await addFaults(request, calls, SANDBOX_FAULT[fault]);
        }
        try {
          if (onRetry) await refetchFaultCell(page, route, calls);
          else await dataFaultCell(page, route, calls);
        } finally {
          await clearFaults(page, request);
        }
        if (last) await retryCell(page, route);
      });
      retryOnPage = passed && !last;
    }

    const { form } = route;
    const formRow: Partial<Record<FaultName, Outcome>> = {};
    if (form) {
      let savedOnPage = false;
      for (const fault of DATA_FAULTS) {
        const again = savedOnPage;
        savedOnPage = await cell(`skjema ${fault}`, formRow, fault, async () => {
          if (fault === 'brutt') {
            await page.route(
              (url) => url.pathname.startsWith('/api/'),
              (intercepted) =>
                isWrite(intercepted.request())
                  ? intercepted.abort('connectionreset')
                  : intercepted.fallback(),
            );
          } else {
            await addFaults(request, WRITES, SANDBOX_FAULT[fault]);
          }
          try {
            await formFaultCell(page, route, form, { again });
          } finally {
            // A slow save is carried out when its answer is sent, after the portal gave up on it: let it land
            // before the reset, or it would change the data the next cell starts from.
            if (fault === 'treg') await page.waitForTimeout(SLOW_MS);
            await clearFaults(page, request);
          }
        });
      }
    }

    for (const fault of AUTH_FAULTS) {
      if (calls.length === 0) {
        row[fault] = '–';
        continue;
      }
      await cell(fault, row, fault, async () => {
        if (page.url().includes(PATHS.signIn)) await signInFor(page, route);
        const person = await tracesOfTheSignedIn(page, route.person, []);
        // Leave the page first: a call it still makes (a card's documents) would meet the fault and sign out
        // while the new visit starts, and the visit would be cut off.
        await openAnew(page, 'about:blank');
        await addFaults(request, calls, SANDBOX_FAULT[fault as '401' | '403']);
        try {
          // The portal leaves for the sign-in page as soon as the first call is refused, maybe before 'load'.
          await openAnew(page, route.path, { waitUntil: 'commit', session: route.session });
          await authFaultCell(page, person);
        } finally {
          await clearFaults(page, request);
        }
      });
    }

    await attachRow(route, row);
    // A refused save (401/403) signs out like any refused call: the rows above cover it.
    if (form) await attachRow(route, { ...formRow, '401': '–', '403': '–' }, true);
    expect(
      failures,
      `${route.path} (${calls.map((call) => `${call.method} ${call.path}`).join(', ')})`,
    ).toEqual([]);
  });
}
