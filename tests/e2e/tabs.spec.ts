import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import {
  chooseAccount,
  expectNothingOfThePersonLeft,
  signInAs,
  signOutThroughMenu,
  tracesOfTheSignedIn,
} from './helpers';
import { TAB_HANDOVER_MEASURE } from '../../src/auth/signInState';

/*
 * One sign-in for the browser's tabs (#41): tabs of one browser context, as a person's browser window.
 */

const CONTRACTS_HEADING = /^Tømmerkontrakter \(\d+\)$/;

/** A new tab of the same browser, and every address its page was on (to see that it never went to the eID). */
async function newTab(context: BrowserContext): Promise<{ tab: Page; addresses: string[] }> {
  const tab = await context.newPage();
  const addresses: string[] = [];
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame()) addresses.push(frame.url());
  });
  return { tab, addresses };
}

/** How long the tab's start-up spent asking the other tabs for a sign-in (ms). */
const handoverWait = (tab: Page): Promise<number> =>
  tab.evaluate(
    (name) =>
      performance.getEntriesByName(name).reduce((longest, entry) => Math.max(longest, entry.duration), 0),
    TAB_HANDOVER_MEASURE,
  );

test('Kari logger inn i én fane og åpner kontraktene i en ny: hun velger konto, men ser aldri BankID igjen', async ({
  page,
  context,
}) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();

  const { tab, addresses } = await newTab(context);
  await tab.goto('/timberContract');
  // Two accounts: she chooses this tab's, as after a sign-in.
  await chooseAccount(tab, 'Nordmann Skog AS');
  await expect(tab).toHaveURL(/\/timberContract$/);
  await expect(tab.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
  const portal = new URL(page.url()).origin;
  expect(addresses.filter((address) => !address.startsWith(portal))).toEqual([]);

  // Each tab acts for its own account.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
  await tab.reload();
  await expect(tab.getByRole('banner')).toContainText('Nordmann Skog AS');
});

test('Siri har to kunders økonomi oppe i hver sin fane', async ({ page, context }) => {
  await signInAs(page, 'Siri Dahl');
  await expect(page).toHaveURL(/\/accountant$/);
  const clients = page.getByRole('list', { name: 'Kunder' });
  await expect(clients.getByRole('link')).toHaveCount(2);
  const [first, second] = await clients
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', name: link.textContent })),
    );
  if (!first || !second) throw new Error('Siri skal ha to kunder');
  await page.goto(first.href);
  // The first client's page is up (and its tab holds the sign-in for the others) before she opens the next tab,
  // as a person sees one page before opening another. Opened while the first was still starting, the new tab
  // found no signed-in tab and went to the sign-in, once, in a CI run beside other work.
  await expect(page.getByRole('heading', { level: 1, name: /^Økonomi for / })).toBeVisible();

  const { tab, addresses } = await newTab(context);
  await tab.goto(second.href);
  await expect(tab.getByRole('heading', { level: 1, name: /^Økonomi for / })).toBeVisible();
  const firstHeading = await page.getByRole('heading', { level: 1, name: /^Økonomi for / }).textContent();
  const secondHeading = await tab.getByRole('heading', { level: 1, name: /^Økonomi for / }).textContent();
  expect(firstHeading).not.toEqual(secondHeading);
  expect(addresses.every((address) => address.startsWith(new URL(page.url()).origin))).toBe(true);
});

test('«Logg ut» i den nye fanen logger ut den første også, og den har ikke noe personlig igjen', async ({
  page,
  context,
}) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/timberContract');
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
  const traces = await tracesOfTheSignedIn(page, 'Kari Nordmann', []);

  const { tab } = await newTab(context);
  await tab.goto('/');
  await chooseAccount(tab, 'Kari Nordmann');
  await expect(tab.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
  await signOutThroughMenu(tab);
  await expect(tab).toHaveURL(/\/login\/bankId$/);

  await expect(page).toHaveURL(/\/login\/bankId/);
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
  await expectNothingOfThePersonLeft(page, traces);
});

test.describe('med tilgangsnøkler på 15 sekunder', () => {
  const TTL_SECONDS = 15;
  test.use({
    accessTokenTtlSeconds: TTL_SECONDS,
    configChange: { oidc: { renewBeforeExpirySeconds: 5 } },
  });

  test('to faner lever forbi fornyelsene: hver oppfriskingsnøkkel brukes én gang, og ingen logges ut', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const spent: string[] = [];
    context.on('request', (request) => {
      if (request.method() !== 'POST' || !new URL(request.url()).pathname.endsWith('/token')) return;
      const form = new URLSearchParams(request.postData() ?? '');
      if (form.get('grant_type') === 'refresh_token') spent.push(form.get('refresh_token') ?? '');
    });
    await signInAs(page, 'Kari Nordmann');
    await chooseAccount(page, 'Kari Nordmann');
    const { tab } = await newTab(context);
    await tab.goto('/timberContract');
    await chooseAccount(tab, 'Kari Nordmann');
    await expect(tab.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();

    // Two lifetimes and a bit: both tabs' tokens come up for renewal, at the same moments.
    await expect.poll(() => spent.length, { timeout: 3 * TTL_SECONDS * 1000 }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(TTL_SECONDS * 1000);
    expect(new Set(spent).size, `brukt: ${spent.join(', ')}`).toBe(spent.length);

    for (const open of [page, tab]) {
      await open.goto('/timberContract');
      await expect(open.getByRole('heading', { level: 1, name: CONTRACTS_HEADING })).toBeVisible();
    }
  });
});

test('en ny fane når ingen er innlogget, kommer til innloggingen uten å vente på de andre fanene', async ({
  page,
  context,
}) => {
  await page.goto('/login/bankId');
  await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();

  const { tab } = await newTab(context);
  await tab.goto('/timberContract');
  await expect(tab).toHaveURL(/\/login\/bankId\?returnTo=%2FtimberContract$/);
  await expect(tab.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
  // Nobody to ask is known at once (no signed-in tab holds the lock): no wait for an answer at all.
  expect(await handoverWait(tab)).toBeLessThan(500);
});
