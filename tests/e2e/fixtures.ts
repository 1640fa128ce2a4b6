import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import type { RuntimeConfigJson } from '../../config/runtime-config';
import { EID, PORTAL, SANDBOX_API } from './servers';
import { SANDBOX_CONTROL_HEADERS } from '../../sandbox/api/control';
import { dialogButtonsOutside, sidewaysOverflow, smallTargets, technicalText } from './designChecks';

/** Asks for a connection of its own, closed after the answer (see the `request` fixture). */
export const NEW_CONNECTION = { connection: 'close' } as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's own build, read once per test worker and put into a page only when that page has no axe yet. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ViolationSummary {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core (WCAG 2.1 A/AA) on what the page shows now and fails on any violation. axe is put into a page
 * once, and stays there for every later check until the page loads anew, and only the violations come back
 * (in short): @axe-core/playwright sent axe's half megabyte twice per check and brought back every rule that
 * passed with its elements, which cost a third of the browser tests' CPU. The rules are the same; the check
 * runs where the page is (as @axe-core/playwright's legacy mode), and the portal has no other origins' iframes.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // What a person sees once it has come to rest: a label's colour halfway through its transition (a field
  // that just lost focus) once failed the contrast rule on a busy machine.
  await transitionsEnded(page, { afterFrames: false });
  // A string evaluated through the DevTools protocol, as @axe-core/playwright injects it: the portal's CSP
  // (no eval) does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags): Promise<ViolationSummary[]> => {
    const { axe } = window as unknown as { axe: typeof axeCore };
    // Once per state of the page: what it shows (the document, with the inline styles and class names its
    // transitions and themes set), which element has focus and which is hovered. A check of a state axe has
    // already passed (the end of a test that checked its last page; a dialog button focused again) finds
    // nothing new, and a fifth of a test's CPU was axe.
    const checked = window as unknown as { axeCheckedState?: string };
    const html = document.documentElement.outerHTML;
    let hash = 0x811c9dc5;
    for (let index = 0; index < html.length; index += 1) {
      hash = Math.imul(hash ^ html.charCodeAt(index), 0x01000193);
    }
    const path = (element: Element | null | undefined): string => {
      const steps: string[] = [];
      for (let at = element; at?.parentElement; at = at.parentElement) {
        steps.push(String([...at.parentElement.children].indexOf(at)));
      }
      return steps.join('/');
    };
    const state = [
      html.length,
      hash >>> 0,
      path(document.activeElement),
      path([...document.querySelectorAll(':hover')].at(-1)),
      window.innerWidth,
      window.scrollX,
      window.scrollY,
    ].join(' ');
    if (checked.axeCheckedState === state) return [];

    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    // A state seen halfway through a transition is not the one the page comes to rest in, though its document
    // is the same: it is checked again.
    const moving = document
      .getAnimations()
      .some((animation) => animation instanceof CSSTransition && animation.playState === 'running');
    checked.axeCheckedState = results.violations.length === 0 && !moving ? state : undefined;
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.targets.join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until every CSS transition the page has running (a dialog's fade, a card's unfolding, a button's hover
 * colour) has ended. `afterFrames` first waits two frames, for a transition a click has only just asked for;
 * not on a page whose clock the test holds (page.clock also holds the frames).
 */
export async function transitionsEnded(page: Page, { afterFrames = true } = {}): Promise<void> {
  await page.evaluate(async (waitForFrames) => {
    if (waitForFrames) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    // Transitions only: a spinner's animation runs forever. Asking for them brings styles up to date, so a
    // transition the last change started is among them.
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  }, afterFrames);
}

/**
 * Axe on an open dialog or picker as the person sees it: once its opening transition has ended (half-faded
 * colours are neither what is shown nor what axe should judge), then with each of its enabled buttons focused
 * and hovered, the states whose colours the theme changes. A picker's day cells are left out: they share one
 * style, checked with the rest of the grid.
 */
export async function expectDialogAccessible(page: Page, dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await transitionsEnded(page, { afterFrames: false });
  await expectAccessible(page);
  const buttons = dialog.locator('button:not([role="gridcell"]):not([disabled])');
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue;
    await button.focus();
    await transitionsEnded(page, { afterFrames: false });
    await expectAccessible(page);
    await button.hover();
    await transitionsEnded(page, { afterFrames: false });
    await expectAccessible(page);
  }
  await expectDialogDesigned(page, dialog);
}

/** The widths the design pass holds every dialog to (#39): the smallest phone, a common one, a desktop. */
const DIALOG_WIDTHS = [320, 360, 1280];

/**
 * Whether the running test runs in one viewport only (onceOnTheDesktop, onceOnThePhone: the `inOneViewport`
 * option), set per test by an automatic fixture; a worker runs one test at a time.
 */
let testRunsInOneViewport = false;

/**
 * The design pass's checks on an open dialog (designChecks.ts), at each of {@link DIALOG_WIDTHS} the test sees
 * (all three from a test that runs in one viewport; from one that runs in both, the phone's from the phone and
 * the desktop's from the desktop): the viewport
 * narrowed or widened with the dialog open, as a phone turned or a window resized, then put back. Its buttons
 * in view, nothing wider than the screen, no technical words, and on a phone every button and link in it at
 * least 44 × 44 px; axe at each width. A date picker is seen at its own width (and at 320 px from a phone):
 * MUI X chooses its popper or its dialog when it opens, by the width.
 */
export async function expectDialogDesigned(page: Page, dialog: Locator): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return;
  const picker = (await dialog.locator('[role="grid"], [role="listbox"]').count()) > 0;
  const phone = viewport.width < 768;
  // A test that runs in both viewports sees its dialogs at the phone's widths from the phone and at the
  // desktop's from the desktop; one that runs in one viewport sees them at all three from there.
  const otherWidths = DIALOG_WIDTHS.filter(
    (width) => width !== viewport.width && (testRunsInOneViewport || width < 768 === phone),
  );
  const widths = picker ? [viewport.width, ...(phone ? [320] : [])] : [viewport.width, ...otherWidths];
  const problems: string[] = [];
  try {
    for (const width of widths) {
      if (width !== page.viewportSize()?.width) {
        await page.setViewportSize({ width, height: viewport.height });
        await transitionsEnded(page);
      }
      await expect(dialog).toBeVisible();
      const found = [
        ...(await sidewaysOverflow(page)),
        ...(await technicalText(page)),
        ...(await dialogButtonsOutside(page)),
        ...(width < 768 ? await smallTargets(page, '[role="dialog"], [role="alertdialog"]') : []),
      ];
      problems.push(...found.map((problem) => `${String(width)} px: ${problem}`));
      await expectAccessible(page);
    }
  } finally {
    if (page.viewportSize()?.width !== viewport.width) {
      await page.setViewportSize(viewport);
      await transitionsEnded(page);
    }
  }
  expect(problems, 'det personen ser i dialogen').toEqual([]);
}

/**
 * The settings of the served config.json (what `npm start` serves) a test may change for itself, with
 * `test.use({ configChange: { ... } })`: only what is named here changes.
 */
export interface ConfigChange {
  apiTimeoutSeconds?: number;
  oidc?: Partial<RuntimeConfigJson['oidc']>;
  /** The telemetry SDK's batch interval (ms), instead of the spec's 15 s. */
  telemetryBatchIntervalMs?: number;
  /** Another deployment's service office. */
  serviceOffice?: Partial<RuntimeConfigJson['serviceOffice']>;
}

function changed(served: RuntimeConfigJson, change: ConfigChange): RuntimeConfigJson {
  const { apiTimeoutSeconds, oidc, telemetryBatchIntervalMs, serviceOffice } = change;
  const connectionString =
    typeof served.telemetry === 'string' ? served.telemetry : served.telemetry?.connectionString;
  if (telemetryBatchIntervalMs !== undefined && !connectionString) {
    throw new Error('config.json har ingen «telemetry» å endre: `npm start` skal ha det');
  }
  return {
    ...served,
    ...(apiTimeoutSeconds === undefined ? {} : { apiTimeoutSeconds }),
    oidc: { ...served.oidc, ...oidc },
    serviceOffice: { ...served.serviceOffice, ...serviceOffice },
    ...(telemetryBatchIntervalMs === undefined || !connectionString
      ? {}
      : { telemetry: { connectionString, maxBatchIntervalMs: telemetryBatchIntervalMs } }),
  };
}

interface Options {
  /** The one setting of config.json a test needs changed (a short API timeout, say); null: as served. */
  configChange: ConfigChange | null;
  /** The test eID's access token lifetime for this test's sign-ins (seconds); null: as configured (1 h). */
  accessTokenTtlSeconds: number | null;
  /** The test runs in one of the two viewports only (helpers.ts: onceOnTheDesktop, onceOnThePhone). */
  inOneViewport: boolean;
}

interface Fixtures {
  /** Content-Security-Policy violations (Trusted Types included) the browser reported during the test. */
  cspViolations: string[];
  freshSandbox: undefined;
  changedConfig: undefined;
  eidAccessTokenTtl: undefined;
  oneViewportNoted: undefined;
}

/**
 * What the browser says of a CSP violation: its own console report ('Refused to ... Content Security
 * Policy'), or, for Trusted Types, the sink's complaint ("This document requires 'TrustedHTML'
 * assignment"), which may reach the page only as an error thrown in a library's event handler.
 */
const CSP_MESSAGE = /Content Security Policy|Trusted(HTML|Script|ScriptURL)\b|TrustedTypePolicy/;

/** The binding through which the page hands the test each `securitypolicyviolation` event. */
const VIOLATION_BINDING = 'reportCspViolationToTest';

export const test = base.extend<Options & Fixtures, { servedConfig: RuntimeConfigJson }>({
  // This worker's own e2e server (tests/e2e/servers.ts).
  baseURL: async ({}, use) => {
    await use(PORTAL);
  },
  // The test's own calls to the servers (test controls, the API): each on a new connection. Playwright keeps an
  // idle connection open indefinitely, while Node's servers close theirs after 5 s, and a call that reused one
  // just as the server closed it failed with ECONNRESET (seen on the sandbox reset between fault-matrix cells).
  request: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({
      baseURL: PORTAL,
      // The sandbox's test controls refuse a call without their header (as a page on another site would make).
      extraHTTPHeaders: { ...NEW_CONNECTION, ...SANDBOX_CONTROL_HEADERS },
    });
    await use(request);
    await request.dispose();
  },
  configChange: [null, { option: true }],
  accessTokenTtlSeconds: [null, { option: true }],
  inOneViewport: [false, { option: true }],
  oneViewportNoted: [
    async ({ inOneViewport }, use) => {
      testRunsInOneViewport = inOneViewport;
      await use(undefined);
    },
    { auto: true },
  ],
  servedConfig: [
    async ({}, use) => {
      // Read once per worker from its own server, as served: a worker that replaced a failed one may find the
      // failed test's change still set.
      const reset = await fetch(`${PORTAL}/__e2e/config`, { method: 'PUT', body: 'null' });
      expect(reset.status).toBe(204);
      const response = await fetch(`${PORTAL}/config.json`);
      expect(response.ok).toBe(true);
      await use((await response.json()) as RuntimeConfigJson);
    },
    { scope: 'worker' },
  ],
  changedConfig: [
    async ({ request, configChange, servedConfig }, use) => {
      // Set for every test (null: as served), so a test that changed it and then failed never leaves it to the
      // next; this worker's server answers /config.json with it (scripts/e2e-config.ts).
      const response = await request.put(`${PORTAL}/__e2e/config`, {
        data: JSON.stringify(configChange ? changed(servedConfig, configChange) : null),
      });
      expect(response.status()).toBe(204);
      await use(undefined);
    },
    { auto: true },
  ],
  eidAccessTokenTtl: [
    async ({ request, accessTokenTtlSeconds }, use) => {
      // Set for every test, so a test that changed it and then failed never leaves it to the next.
      const response = await request.put(`${EID}/__eid/access-token-ttl`, {
        data: { seconds: accessTokenTtlSeconds },
      });
      expect(response.status()).toBe(204);
      await use(undefined);
    },
    { auto: true },
  ],
  freshSandbox: [
    async ({ request }, use) => {
      // Every test starts from the seeded personas, whatever the tests before it changed.
      const response = await request.post(`${SANDBOX_API}/__sandbox/reset`);
      expect(response.status()).toBe(204);
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const note = (text: string) => {
        if (CSP_MESSAGE.test(text)) violations.push(text);
      };
      // Every page of the test's context (a test may open a second tab), from before its first script.
      context.on('console', (message) => {
        note(message.text());
      });
      context.on('weberror', (error) => {
        note(String(error.error()));
      });
      await context.exposeBinding(VIOLATION_BINDING, (_source, violation: unknown) => {
        violations.push(`securitypolicyviolation: ${JSON.stringify(violation)}`);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (violation: object) => unknown>)[binding];
          void report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            source: `${event.sourceFile}:${String(event.lineNumber)}`,
          });
        });
      }, VIOLATION_BINDING);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await use(page);
    // Every test ends with the page it left checked by axe, and with no CSP violation.
    if (!page.isClosed() && page.url().startsWith('http')) await expectAccessible(page);
  },
});

export { expect };
