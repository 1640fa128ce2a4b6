import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, PORTAL, e2ePortsOf, e2eServerEnv } from './tests/e2e/servers';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM_FLAGS } from './scripts/chromium';

/**
 * Chromium keeps only the last `--disable-features` it is given, so ours carries Playwright's own list
 * (playwright-core's chromiumSwitches.ts) with what we add; tests/e2e/browser.spec.ts reads the browser's command
 * line and fails when Playwright's list has something ours lacks.
 */
const PLAYWRIGHTS_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/**
 * Every new browser context opens a window, and this Chromium draws the window's address-bar suggestions as web
 * pages (chrome://omnibox-popup.top-chrome/, two of them) in a renderer of their own, which no test sees: 1.3 s
 * of CPU per test, an eighth of the fault matrix's renderer time. Without these two features the address bar
 * uses its native popup, which a headless window never opens.
 */
const TOP_CHROME_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];
const DISABLED_FEATURES = [...PLAYWRIGHTS_DISABLED_FEATURES, ...TOP_CHROME_WEBUI];
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: './tests/e2e',
  // A spec file's tests run in order in one worker. Four workers: the fault matrix, whose cells mostly wait on the
  // portal's retries and slow answers, runs its rows in two of them (its project's `workers`), and the phone's and
  // the desktop's files take whichever worker is free, the matrix's two as well once it is done. (With a worker
  // each, the phone's ended four minutes before the desktop's, and one core stood idle; when all four shared
  // everything, the matrix's rows filled them and the cores waited with the rows.)
  fullyParallel: false,
  workers: E2E_WORKERS,
  forbidOnly: CI,
  // In CI a failed test gets one more try, and the tests that passed only then are listed at the end
  // (tests/e2e/reporters/flaky.ts): each is a bug the suite found, in the portal or in the test.
  retries: CI ? 1 : 0,
  // A test's minute and a half is a bound for one that hangs, not a speed check: CI runs four workers on two
  // cores, sometimes beside other work, and a walk of 25 s on an idle machine took 52 s there with a CPU hog
  // beside it. Tests that walk far (a picker twice, tokens outliving three lifetimes) set longer ones.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./tests/e2e/reporters/durations.ts'],
    ['./tests/e2e/reporters/fault-matrix-table.ts'],
    ['./tests/e2e/reporters/flaky.ts'],
    // Last in the log: each test that failed on every try, its first error line and where its trace is.
    ['./tests/e2e/reporters/failures.ts'],
    ...(CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    // Each worker's own server (tests/e2e/fixtures.ts gives a worker its own); this is the first's.
    baseURL: PORTAL,
    // Playwright's own default for navigations and actions is no limit, so a page that never loads held a test
    // until its own timeout (a fault-matrix row waited ten minutes once): they fail within half a minute,
    // saying where.
    navigationTimeout: 30_000,
    actionTimeout: 30_000,
    // The portal's service worker precaches the app shell (about 0.75 MB) in every new browser context, and a
    // worker that controls the page answers from its own caches. Tests of pages need neither; the offline
    // tests (tests/e2e/offline.spec.ts, left-behind.spec.ts) allow it. E2E_SERVICE_WORKERS=allow runs the whole suite with it.
    serviceWorkers: process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block',
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // Recording a trace costs about a third of the browser tests' CPU, and CI's two cores are what limits the
    // run: in CI the retry of a failed test is traced (the failed attempt keeps its screenshot and the page's
    // outline in error-context.md); locally every failure keeps its trace.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...HEADLESS_CHROMIUM_FLAGS, `--disable-features=${DISABLED_FEATURES.join(',')}`],
    },
  },
  projects: [
    // The fault matrix, in one viewport (its cells test the portal's handling of faults, not its layout), two rows
    // at a time, beside the phone's and the desktop's: a row mostly waits (slow answers, the portal's retries), and
    // with one worker the matrix alone took as long as either of the others, 20 min. First in the list, so that
    // its rows start at once and are not what the run waits for at the end.
    {
      name: 'feilmatrise',
      testMatch: 'fault-matrix.spec.ts',
      workers: 2,
      // As a person who asked for less motion: the matrix mostly waits on spinners (slow answers, the
      // portal's retries), and a turning spinner is repainted every frame, a sixth of the matrix's CPU.
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        contextOptions: { reducedMotion: 'reduce' },
      },
    },
    // The journeys on both, as a person who asked for less motion (the operating system's setting): a turning
    // spinner is repainted every frame, and the desktop's tests spent a tenth less CPU without. Every screen is
    // also seen with full motion, on both, in screens.spec.ts.
    {
      name: 'phone',
      testIgnore: 'fault-matrix.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: false,
        hasTouch: true,
        contextOptions: { reducedMotion: 'reduce' },
      },
    },
    {
      name: 'desktop',
      testIgnore: 'fault-matrix.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        contextOptions: { reducedMotion: 'reduce' },
      },
    },
  ],
  // One e2e server per worker, each with its own sandbox API and eID (tests/e2e/servers.ts), all serving
  // the one build in dist/ with `npm start`'s configuration.
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const ports = e2ePortsOf(index);
    return {
      command: 'tsx scripts/e2e-server.ts',
      env: e2eServerEnv(ports),
      url: `http://localhost:${String(ports.portal)}/config.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      // What the servers print (a line per telemetry batch) is not the run's story; their errors are.
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    };
  }),
});
