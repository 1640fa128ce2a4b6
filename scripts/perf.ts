import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { startSandbox } from './sandbox.ts';

/**
 * Lighthouse (mobile) on the built sign-in page, served with its production headers by the sandbox, and
 * whether Chromium finds the portal installable. Lighthouse 12 dropped its PWA category (with the
 * installable-manifest audit); the check it ran, Chromium's own, is asked for here over the DevTools protocol.
 */
process.env.SANDBOX_API_PORT ??= '4280';
process.env.EID_PORT ??= '4290';
process.env.PREVIEW_PORT ??= '4273';

const sandbox = await startSandbox('preview');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const result = await lighthouse(`${sandbox.portalUrl}/login/bankId`, {
    port: chrome.port,
    output: 'html',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error('Lighthouse ga ikke noe resultat');
  mkdirSync('.lighthouse', { recursive: true });
  writeFileSync('.lighthouse/login.html', String(result.report));
  for (const category of Object.values(result.lhr.categories)) {
    console.log(`${category.title.padEnd(16)} ${String(Math.round((category.score ?? 0) * 100))}`);
  }
  const audits = result.lhr.audits;
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ]) {
    console.log(`${(audits[id]?.title ?? id).padEnd(28)} ${audits[id]?.displayValue ?? ''}`);
  }
  console.log('Full report: .lighthouse/login.html');

  const errors = await installabilityErrors(chrome.port, `${sandbox.portalUrl}/login/bankId`);
  if (errors.length === 0) {
    console.log(`${'Installable'.padEnd(28)} yes (Chromium's installability check: no errors)`);
  } else {
    console.log(`${'Installable'.padEnd(28)} no: ${errors.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  chrome.kill();
  await sandbox.stop();
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
