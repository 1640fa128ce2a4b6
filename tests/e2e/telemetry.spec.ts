import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { SANDBOX_API } from './servers';
import { chooseAccount, isPhone, onceOnTheDesktop, signInAs } from './helpers';
import type { TelemetryBatch, TelemetryEnvelope } from '../../sandbox/telemetry/collector';
import { kari } from '../personas';
import { LONGEST_WAIT_MS } from '../../src/whenQuiet';

onceOnTheDesktop('what reaches the statistics is the same at every width');

/**
 * Usage telemetry against the sandbox's collector (sandbox/telemetry), with `npm start`'s configuration and
 * one change: a 2 s batch interval instead of the spec's 15 s, so the batches come within a test's time.
 */
test.use({ configChange: { telemetryBatchIntervalMs: 2000 } });

async function received(request: APIRequestContext): Promise<TelemetryBatch[]> {
  const response = await request.get(`${SANDBOX_API}/__sandbox/telemetry`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TelemetryBatch[];
}

const itemsOf = (batches: readonly TelemetryBatch[]) => batches.flatMap((batch) => batch.items);
const kind = (item: TelemetryEnvelope) => item.data?.baseType;
const pageViews = (batches: readonly TelemetryBatch[]) =>
  itemsOf(batches)
    .filter((item) => kind(item) === 'PageviewData')
    .map((item) => String(item.data?.baseData?.name));

/** Kari Nordmann as the portal shows her (sandbox/api/people/seed.ts): none of it may be in any body. */
const KARI = [
  kari.pid,
  'Kari',
  'Nordmann',
  'kari@example.no',
  '91234567',
  '15031234562',
  '1503.12.34562',
  '923456783',
  '12345678903',
  'Nordmannsvegen',
  'Skogveien',
];

/** What the page would report if the browser hid it now: web-vitals sends CLS, INP and LCP then. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Informasjonskapsler' });

test('bruksstatistikk kommer fram i bunter, med sidemønstre og uten Karis personopplysninger', async ({
  page,
  request,
}) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  for (const path of ['/profile', '/profile/contact', '/profile/account', '/timberContract', '/economics']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A page left before it was quiet never loaded telemetry: wait for each page's view. The SDK waits for the
    // page to be quiet, at most LONGEST_WAIT_MS after load (src/whenQuiet.ts), then loads and sends.
    await expect
      .poll(async () => pageViews(await received(request)), { timeout: LONGEST_WAIT_MS + 15_000 })
      .toContain(path);
  }
  await expect(page.getByRole('main')).toContainText('Kari Nordmann');
  // A call made once the SDK is there: a page's own first calls come before it loads (when the browser is first
  // idle), so on a busy machine none of them may be followed. Another year's reports are asked for now.
  const threeYearsBack = String(new Date().getFullYear() - 3);
  await page.getByRole('combobox', { name: 'Regnskapsår' }).selectOption(threeYearsBack);
  await expect(page.getByRole('heading', { name: `Årsrapporter for ${threeYearsBack}` })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);

  // An error nobody catches, with everything about Kari in its message.
  await page.evaluate((details) => {
    window.setTimeout(() => {
      throw new TypeError(`Klarte ikke å vise ${details.join(', ')} for Kari Nordmann`);
    });
  }, KARI);
  await hidePage(page);

  await expect
    .poll(async () => itemsOf(await received(request)).map(kind), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(['PageviewData', 'ExceptionData', 'MetricData', 'RemoteDependencyData']));
  const batches = await received(request);

  // Batches, not one post per item.
  expect(batches.every((batch) => batch.status === 200)).toBe(true);
  expect(batches.some((batch) => batch.items.length > 1)).toBe(true);
  expect(batches.length).toBeLessThan(itemsOf(batches).length);

  // Pages by their route pattern.
  expect(pageViews(batches)).toEqual(
    expect.arrayContaining([
      '/profile',
      '/profile/contact',
      '/profile/account',
      '/timberContract',
      '/economics',
    ]),
  );
  const exception = itemsOf(batches).find((item) => kind(item) === 'ExceptionData');
  expect(exception?.data?.baseData?.properties).toMatchObject({ location: 'Ubehandlet feil' });
  const metrics = itemsOf(batches)
    .filter((item) => kind(item) === 'MetricData')
    .flatMap((item) => (item.data?.baseData?.metrics as { name: string }[] | undefined) ?? [])
    .map((metric) => metric.name);
  expect(metrics).toEqual(expect.arrayContaining(['LCP', 'CLS']));

  for (const batch of batches) {
    for (const value of KARI) expect(batch.body.toLowerCase()).not.toContain(value.toLowerCase());
    expect(batch.body).not.toContain('eyJ');
    expect(batch.body).not.toMatch(/[?&](code|state|session_state|iss)=/);
  }
});

test('en 503 fra mottakeren sendes på nytt senere', async ({ page, request }) => {
  const failed = await request.post(`${SANDBOX_API}/__sandbox/telemetry/fail`, { data: { count: 1 } });
  expect(failed.status()).toBe(204);

  await page.goto('/login/bankId');
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();

  await expect.poll(async () => (await received(request)).map((batch) => batch.status)).toContain(503);
  const rejected = (await received(request)).find((batch) => batch.status === 503);
  expect(pageViews(rejected ? [rejected] : [])).toContain('/login/bankId');

  // The SDK waits at least 10 s after a failure, then sends the same items again.
  await expect
    .poll(async () => (await received(request)).filter((batch) => batch.status === 200).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const accepted = (await received(request)).filter((batch) => batch.status === 200);
  const resent = itemsOf(accepted).map((item) => JSON.stringify(item));
  for (const item of rejected?.items ?? []) expect(resent).toContain(JSON.stringify(item));
  expect((accepted[0]?.receivedAt ?? 0) - (rejected?.receivedAt ?? 0)).toBeGreaterThanOrEqual(9_500);
});

test('ingen informasjonskapsel før samtykke; ai_user i ett år etter «Godta»', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login/bankId');
  const banner = cookieBanner(page);
  await expect(banner).toContainText('Vi vil gjerne bruke informasjonskapsler til statistikk');
  await expectAccessible(page);
  // A compact sheet at the bottom of the screen, its two answers side by side (#39): on a 360 × 780 phone at
  // most a fifth of the screen.
  const viewport = page.viewportSize();
  const sheet = await banner.boundingBox();
  const accept = await banner.getByRole('button', { name: 'Godta' }).boundingBox();
  const decline = await banner.getByRole('button', { name: 'Avslå' }).boundingBox();
  expect(sheet && viewport && Math.round(sheet.y + sheet.height)).toBe(viewport?.height);
  if (isPhone(page)) expect(sheet?.height).toBeLessThanOrEqual(780 / 5);
  expect(accept?.y).toBe(decline?.y);

  // Telemetry runs (a batch arrived), without a cookie or anything of its own in the browser's storage.
  await expect.poll(async () => (await received(request)).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  expect(await context.cookies()).toEqual([]);
  const storage = () =>
    page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
  expect(await storage()).toEqual([]);

  // The banner comes first for the keyboard.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Godta' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);

  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).toContain('ai_user');
  const userCookie = (await context.cookies()).find((cookie) => cookie.name === 'ai_user');
  const yearFromNow = Date.now() / 1000 + 365 * 24 * 60 * 60;
  expect(Math.abs((userCookie?.expires ?? 0) - yearFromNow)).toBeLessThan(24 * 60 * 60);
  expect(await page.evaluate(() => document.cookie)).toContain('ai_user=');
  expect(await page.evaluate(() => window.localStorage.getItem('skogportal.statistikk-samtykke'))).toBe(
    'godtatt',
  );

  await page.reload();
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
  await expect(cookieBanner(page)).toHaveCount(0);
});

test('«Avslå» huskes, og da settes ingen informasjonskapsel', async ({ page, context, request }) => {
  await page.goto('/login/bankId');
  await cookieBanner(page).getByRole('button', { name: 'Avslå' }).click();
  await expect(cookieBanner(page)).toHaveCount(0);

  const before = (await received(request)).length;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
  await expect(cookieBanner(page)).toHaveCount(0);
  await expect.poll(async () => (await received(request)).length).toBeGreaterThan(before);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
  // Nor anything of the SDK's in storage, also after a page was left (the SDK backs its session up then).
  expect(
    await page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]),
  ).toEqual(['skogportal.statistikk-samtykke']);
});
