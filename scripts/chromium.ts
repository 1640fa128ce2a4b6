import { DEBIAN_CHROMIUM, findChromium } from './tools.ts';

/**
 * The Chromium the browser tests (playwright.config.ts) and `npm run perf` launch, and the flags every headless
 * run of it gets: CHROMIUM_PATH, else Debian's, else Playwright's own where it was installed (scripts/tools.ts).
 * Never downloaded by us.
 */
const found = findChromium();
export const CHROMIUM_PATH = 'path' in found ? found.path : (process.env.CHROMIUM_PATH ?? DEBIAN_CHROMIUM);

export const HEADLESS_CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
