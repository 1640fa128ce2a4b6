import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { runtimeConfigFromEnv, sandboxEnv } from '../../config/runtime-config';
import { startNginx, type RunningNginx } from '../../scripts/nginx-server';
import { writeNextRelease } from '../../scripts/next-release';
import { designProblems } from './designChecks';
import { expect, expectAccessible, test, transitionsEnded } from './fixtures';
import { chooseAccount, CONTRACTS_HEADING, onceOnTheDesktop, openMenuLink, workerReady } from './helpers';
import { OWN_PORTS } from './servers';

/**
 * A deploy as an open tab meets it (#42 item 6): the portal behind nginx (as the image serves it) runs the
 * built release (dist/); the tab is opened on it; then nginx is restarted on the same address with the next
 * release (scripts/next-release.ts: the same build with every hashed file renamed, as a release that changed
 * every chunk), with or without the previous release's /assets kept beside it (the image's PREVIOUS_IMAGE).
 * The tab then asks for a page whose code it has not loaded yet.
 *
 * Its own test eID and sandbox API, which know this nginx as the portal (the worker's e2e server's know only
 * the preview server). The service worker is blocked, as in the other page tests: the page's code comes from
 * the server, which is what a deploy changes (docs/production-server.md on the worker's part).
 */
onceOnTheDesktop('a deploy is the same on every screen; the page it leads to is checked at 360 px too');

// Clear of this worker's e2e server and of the nginx of production-server.spec.ts (+5) and observatory (+8, +9).
const PORTAL_PORT = OWN_PORTS.eid + 10;
const API_PORT = OWN_PORTS.eid + 11;
const EID_PORT = OWN_PORTS.eid + 12;
const PORTAL = `http://127.0.0.1:${String(PORTAL_PORT)}`;

const RELEASE_1 = resolve('dist');
let release2: string;
let work: string;
let stopServices: () => Promise<void> = () => Promise.resolve();
let nginx: RunningNginx | null = null;

const config = runtimeConfigFromEnv(
  sandboxEnv({
    ...process.env,
    PREVIEW_PORT: String(PORTAL_PORT),
    SANDBOX_API_PORT: String(API_PORT),
    EID_PORT: String(EID_PORT),
  }),
);

/** nginx on the portal's address, now serving `root` (and the previous release's files, when `previous`). */
async function serve(root: string, previous?: string): Promise<void> {
  await nginx?.stop();
  nginx = await startNginx({
    root,
    ...(previous ? { previousRoot: previous } : {}),
    port: PORTAL_PORT,
    config,
    apiUpstream: `http://127.0.0.1:${String(API_PORT)}`,
  });
}

test.beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'skogportal-utgaver-'));
  // Started as root (CI, a container), nginx's workers run as an unprivileged user, who must read the release.
  await chmod(work, 0o755);
  release2 = join(work, 'utgave-2');
  // In a process of its own (scripts/sandbox-services.ts), run by tsx as the e2e server is.
  const services = spawn(resolve('node_modules/.bin/tsx'), ['scripts/sandbox-services.ts'], {
    env: {
      ...process.env,
      EID_PORT: String(EID_PORT),
      SANDBOX_API_PORT: String(API_PORT),
      PORTAL_ORIGINS: PORTAL,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(services, 'exit');
  stopServices = async () => {
    if (services.exitCode === null) services.kill('SIGTERM');
    await exited;
  };
  const ready = new Promise<void>((done, fail) => {
    services.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('klar')) done();
    });
    void exited.then(() => {
      fail(new Error('scripts/sandbox-services.ts stoppet før den var klar'));
    });
  });
  await Promise.all([ready, writeNextRelease(RELEASE_1, release2)]);
});

test.afterAll(async () => {
  await nginx?.stop();
  await stopServices();
  await rm(work, { recursive: true, force: true });
});

/** The entry script the tab runs: which release it is. */
const runningEntry = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? '');

/** Kari signs in on release 1 (through the test eID, with clicks) and acts for herself. */
async function kariSignsInOnRelease1(page: Page): Promise<string> {
  await serve(RELEASE_1);
  await page.goto(`${PORTAL}/login/bankId`);
  await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
  await page.getByRole('button', { name: /^Kari Nordmann/ }).click();
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
  return runningEntry(page);
}

/** The error page's heading, which a deploy must never lead to. */
const NOE_GIKK_GALT = 'Noe gikk galt';

test('uten forrige utgaves filer: «Skogportalen er oppdatert», og det Kari skrev står der etter omlastingen', async ({
  page,
}) => {
  const release1Entry = await kariSignsInOnRelease1(page);
  await page.goto(`${PORTAL}/profile/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  const city = page.getByRole('textbox', { name: 'Poststed' });
  await city.fill('Moelv');

  // The deploy: the next release only.
  await serve(release2);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() === 404) missing.push(response.url());
  });

  // A page whose code the tab has not loaded: release 1's chunk is gone.
  await openMenuLink(page, 'Tømmerkontrakter');
  const updated = page.getByRole('heading', { level: 1, name: 'Skogportalen er oppdatert' });
  await expect(updated).toBeVisible();
  expect(missing, 'the chunk asked for is release 1s, and gone').not.toEqual([]);
  await expect(page.getByText(NOE_GIKK_GALT)).toBeHidden();
  await expect(page.getByText(/Det har kommet en ny versjon av Skogportalen/)).toBeVisible();
  // The header and menu stay; the message is the page's main content.
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('oppdatert-1280.png') });
  await page.setViewportSize({ width: 360, height: 740 });
  // The header turns into the phone's (its menu bar into the «Meny» panel) when React has re-rendered for the
  // new width: measured before that, the desktop menu bar was 9 px too wide (seen once in CI).
  await expect(page.getByRole('link', { name: 'Tømmerinnmelding' })).toBeHidden();
  await transitionsEnded(page);
  expect(await designProblems(page, { phone: true })).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('oppdatert-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // From the keyboard: the button, then Enter.
  const reload = page.getByRole('button', { name: 'Last inn på nytt' });
  await reload.focus();
  await expect(reload).toBeFocused();
  const loaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await loaded;

  // The page she asked for, now in release 2, still signed in.
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
  expect(await runningEntry(page)).not.toBe(release1Entry);
  await expect(page.getByText(NOE_GIKK_GALT)).toBeHidden();

  // Back to the form: what she typed is there.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
});

test('med forrige utgaves filer: siden åpner som før, og det Kari skriver, står der etter en omlasting', async ({
  page,
}) => {
  const release1Entry = await kariSignsInOnRelease1(page);

  // The deploy: the next release, with release 1's /assets kept beside it (the image's previous-release/).
  await serve(release2, RELEASE_1);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/') && response.status() === 404) missing.push(response.url());
  });

  // Pages whose code the tab has not loaded: 'Min side', then its contact form, from release 1's files.
  await page.getByRole('button', { name: /Kari Nordmann/ }).click();
  await page.getByRole('menuitem', { name: 'Min side' }).click();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Kontaktinformasjon/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  expect(await runningEntry(page)).toBe(release1Entry);
  await expect(page.getByText(NOE_GIKK_GALT)).toBeHidden();
  await expect(page.getByText('Skogportalen er oppdatert')).toBeHidden();
  expect(missing).toEqual([]);

  const city = page.getByRole('textbox', { name: 'Poststed' });
  await city.fill('Moelv');
  // A reload brings release 2, and the form as she left it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
  expect(await runningEntry(page)).not.toBe(release1Entry);
  await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
});

test.describe('med service worker', () => {
  // This test lets the worker run (the other page tests block it, see playwright.config.ts).
  test.use({ serviceWorkers: 'allow' });

  test('en fane styrt av utgave 1s service worker: «Last inn på nytt» lar utgave 2s worker ta over, og skjemaet står', async ({
    page,
  }) => {
    const release1Entry = await kariSignsInOnRelease1(page);
    await workerReady(page);
    // A returning visitor: release 1's worker serves the page, its precache the app shell.
    await page.goto(`${PORTAL}/profile/contact`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
    const worker = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(await worker()).not.toBeNull();
    await page.getByRole('textbox', { name: 'Poststed' }).fill('Moelv');

    await serve(release2);
    await openMenuLink(page, 'Tømmerkontrakter');
    await expect(page.getByRole('heading', { level: 1, name: 'Skogportalen er oppdatert' })).toBeVisible();
    await expect(page.getByText(NOE_GIKK_GALT)).toBeHidden();

    // A plain reload does not mend it: the old worker answers with release 1's index.html from its precache.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Skogportalen er oppdatert' })).toBeVisible();
    expect(await runningEntry(page)).toBe(release1Entry);
    // The button lets release 2's worker take over first.
    const loaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Last inn på nytt' }).click();
    await loaded;
    await expect(page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
    expect(await runningEntry(page)).not.toBe(release1Entry);
    expect(await worker()).not.toBeNull();
    await expect(page.getByText('Skogportalen er oppdatert')).toBeHidden();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
  });
});
