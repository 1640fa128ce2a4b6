import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { chromium } from '@playwright/test';
import { startSandbox } from './sandbox.ts';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from './chromium.ts';
import { prepareBase, type BaseBuild } from './perf/base.ts';
import { measureContentReady } from './perf/contentReady.ts';
import { figuresOf, runLighthouse, type LighthouseFigures } from './perf/lighthouse.ts';
import { printTables, runLine, type RouteRuns } from './perf/report.ts';
import { ROUTES, type PerfRoute, type RunFigures } from './perf/routes.ts';
import { signIn } from './perf/signIn.ts';

/**
 * The built portal, served with its production headers by the sandbox, on three routes: the sign-in page, and
 * two signed-in pages opened in a tab where a test person signed in through the sandbox's test eID. Each run
 * of a route gives Lighthouse's figures (mobile, simulated throttling) and "content ready": when the page's
 * primary content is visible, under DevTools throttling, on a first visit (cold) and a return visit with the
 * service worker (warm); see scripts/perf/contentReady.ts. Each route runs PERF_RUNS times (5): on a shared
 * 2-core machine single runs differ a lot, so the tables show medians.
 *
 * `npm run perf -- --base <commit>` (or PERF_BASE) also builds that commit in a worktree of its own and serves
 * it with its own sandbox on other ports; the runs then alternate base, current, base, current... so what
 * else the machine does hits both alike. Only the current build's figures are held to the targets.
 *
 * Last, whether Chromium finds the portal installable: Lighthouse 12 dropped its PWA category (with the
 * installable-manifest audit); the check it ran, Chromium's own, is asked for here over the DevTools protocol.
 */
const launchEnv = { ...process.env };
process.env.SANDBOX_API_PORT ??= '4280';
process.env.EID_PORT ??= '4290';
process.env.PREVIEW_PORT ??= '4273';

const RUNS = Number(process.env.PERF_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(`PERF_RUNS må være et helt tall fra 1, ikke ${String(process.env.PERF_RUNS)}`);
}
const ONLY = process.env.PERF_ROUTES?.split(',');
/** A Lighthouse run can fail outright on a busy machine (NO_FCP: the page did not paint within its wait). */
const LIGHTHOUSE_ATTEMPTS = 3;

const argumentsGiven = (() => {
  try {
    return parseArgs({ options: { base: { type: 'string' } } }).values;
  } catch (error) {
    throw new Error(`${String(error)}\nBruk: npm run perf [-- --base <commit>]`, { cause: error });
  }
})();
const baseCommit = argumentsGiven.base ?? process.env.PERF_BASE;
const routes = ROUTES.filter((route) => !ONLY || ONLY.includes(route.path));
if (routes.length === 0) {
  throw new Error(`PERF_ROUTES nevner ingen av sidene ${ROUTES.map((route) => route.path).join(', ')}`);
}

interface Build {
  /** 'current', or 'base <sha>'. */
  name: string;
  portalUrl: string;
  /** Prefix of its Lighthouse reports in .lighthouse/. */
  reports: string;
}

async function lighthouseFigures(page: Page, url: string, port: number, report: string) {
  for (let attempt = 1; attempt <= LIGHTHOUSE_ATTEMPTS; attempt++) {
    const { lhr, html } = await runLighthouse(page, url, port);
    if (lhr.runtimeError) {
      console.log(`${url}: Lighthouse failed (${lhr.runtimeError.code}), running again`);
      continue;
    }
    writeFileSync(report, html);
    return figuresOf(lhr);
  }
  throw new Error(`Lighthouse feilet ${String(LIGHTHOUSE_ATTEMPTS)} ganger på rad for ${url}`);
}

/** One run of `route` on `build` in `page`: Lighthouse, then content ready cold and warm. */
async function measureRun(
  browser: Browser,
  port: number,
  build: Build,
  page: Page,
  route: PerfRoute,
  run: number,
): Promise<RunFigures> {
  const url = `${build.portalUrl}${route.path}`;
  const report = `.lighthouse/${build.reports}${route.report}-${String(run)}.html`;
  // Two tabs are open when a base is measured: the one measured is in front, where it is painted.
  await page.bringToFront();
  const lighthouse: LighthouseFigures = await lighthouseFigures(page, url, port, report);
  const ready = await measureContentReady(browser, page, url, route.ready);
  const figures: RunFigures = { ...lighthouse, readyColdMs: ready.coldMs, readyWarmMs: ready.warmMs };
  console.log(`${route.path} run ${String(run)} ${build.name}: ${runLine(figures)}`);
  return figures;
}

/** A tab for `route` on `build`, signed in when the route needs it (the sign-in lives in the tab). */
async function tabFor(browser: Browser, build: Build, route: PerfRoute): Promise<Page> {
  const page = await browser.newPage();
  if (route.persona) await signIn(page, build.portalUrl, route.persona);
  return page;
}

async function measureRoute(browser: Browser, port: number, builds: Build[], route: PerfRoute) {
  const tabs = new Map<Build, Page>();
  const runs = new Map<Build, RunFigures[]>(builds.map((build) => [build, []]));
  try {
    for (const build of builds) tabs.set(build, await tabFor(browser, build, route));
    for (let run = 1; run <= RUNS; run++) {
      for (const build of builds) {
        const page = tabs.get(build);
        if (!page) throw new Error(`Ingen fane for ${build.name}`);
        runs.get(build)?.push(await measureRun(browser, port, build, page, route, run));
      }
    }
  } finally {
    await Promise.allSettled([...tabs.values()].map((page) => page.close()));
  }
  return runs;
}

/** What keeps Chromium from offering to install the page (Page.getInstallabilityErrors); none when installable. */
async function installabilityErrors(port: number, url: string): Promise<string[]> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // The manifest and the service worker, as a visitor's browser has them after the first visit.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const session = await context.newCDPSession(page);
    const { installabilityErrors: found } = await session.send('Page.getInstallabilityErrors');
    return found.map(({ errorId, errorArguments }) =>
      [errorId, ...errorArguments.map(({ name, value }) => `${name}=${value}`)].join(' '),
    );
  } finally {
    await browser.close();
  }
}

mkdirSync('.lighthouse', { recursive: true });
// Built before anything else runs, so the build does not compete with a measurement.
const base: BaseBuild | undefined = baseCommit ? prepareBase(baseCommit) : undefined;
const stops: (() => Promise<void>)[] = [];
try {
  const builds: Build[] = [];
  if (base) {
    // The environment the script was started with: not this process's, which now names the current
    // sandbox's ports and telemetry collector.
    const served = await base.serve(launchEnv);
    stops.push(served.stop);
    builds.push({ name: `base ${base.label}`, portalUrl: served.portalUrl, reports: `base-${base.label}-` });
  }
  const sandbox = await startSandbox('preview');
  stops.push(sandbox.stop);
  const current: Build = { name: 'current', portalUrl: sandbox.portalUrl, reports: '' };
  builds.push(current);

  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // The portal as most of its people meet it, in Norwegian (#43: the first visit follows the browser's
    // language, and the ready checks in scripts/perf/routes.ts look for Norwegian texts), for base and change alike.
    chromeFlags: [...HEADLESS_CHROMIUM_FLAGS, '--lang=nb-NO', '--accept-lang=nb-NO,nb'],
  });
  stops.push(() => {
    chrome.kill();
    return Promise.resolve();
  });

  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${String(chrome.port)}` });
  const results: RouteRuns[] = [];
  try {
    for (const route of routes) {
      const runs = await measureRoute(browser, chrome.port, builds, route);
      const baseBuild = builds.find((build) => build !== current);
      results.push({
        route,
        current: runs.get(current) ?? [],
        ...(baseBuild ? { base: runs.get(baseBuild) ?? [] } : {}),
      });
    }
  } finally {
    await browser.disconnect();
  }

  console.log(
    `\nMedians of ${String(RUNS)} runs per route${base ? `, base ${base.label} and current build alternating` : ''}. ` +
      'Lighthouse: mobile, simulated throttling. Content ready: DevTools throttling (4× CPU, 150 ms, ' +
      '1.6 Mbit/s down, 750 kbit/s up), 412×823 phone screen; cold = first visit, warm = return visit ' +
      'with the service worker.',
  );
  if (!printTables(results, base?.label)) process.exitCode = 1;
  console.log(
    `Reports: .lighthouse/<route>-<run>.html${base ? `, .lighthouse/base-${base.label}-<route>-<run>.html` : ''}`,
  );

  const errors = await installabilityErrors(chrome.port, `${sandbox.portalUrl}/login/bankId`);
  if (errors.length === 0) {
    console.log(`${'Installable'.padEnd(28)} yes (Chromium's installability check: no errors)`);
  } else {
    console.log(`${'Installable'.padEnd(28)} no: ${errors.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => undefined);
  base?.remove();
}
