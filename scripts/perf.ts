import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startSandbox } from './sandbox.ts';

/** Lighthouse (mobile) on the built sign-in page, served with its production headers by the sandbox. */
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
} finally {
  chrome.kill();
  await sandbox.stop();
}
