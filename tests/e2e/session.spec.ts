import type { Page } from '@playwright/test';
import { test, expect, expectDialogAccessible } from './fixtures';
import {
  chooseAccount,
  onceOnTheDesktop,
  openMenuLink,
  sessionStorageLength,
  signInAs,
  signOutThroughMenu,
} from './helpers';
import { LAST_ACTIVITY_KEY } from '../../src/auth/signInState';

onceOnTheDesktop('the sign-in’s lifetime is the same at every width');

// `npm start`'s configuration, changed where a test needs it: short access tokens renewed 5 s before they
// expire, and a check with the eID every 5 s. The eID session's default lifetime (8 h) with a warning 5 minutes
// before it ends is `npm start`'s.
const ACCESS_TOKEN_TTL_SECONDS = 15;
const ACCESS_TOKEN_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;
const RENEW_BEFORE_EXPIRY_SECONDS = 5;
const SESSION_CHECK_SECONDS = 5;
const SESSION_CHECK_MS = SESSION_CHECK_SECONDS * 1000;
const SESSION_LIFETIME_MS = 8 * 60 * 60 * 1000;
const WARNING_MS = 5 * 60 * 1000;
const IDLE_MS = 30 * 60 * 1000;

/** Signs Kari in and chooses her own account: she lands on the front page. */
async function signInAsKari(page: Page): Promise<void> {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
}

test.describe('Innloggingen gjennom en arbeidsøkt', () => {
  test.describe('med korte tilgangsnøkler', () => {
    test.use({
      accessTokenTtlSeconds: ACCESS_TOKEN_TTL_SECONDS,
      configChange: { oidc: { renewBeforeExpirySeconds: RENEW_BEFORE_EXPIRY_SECONDS } },
    });

    test('Kari forblir innlogget forbi tre levetider for tilgangsnøkkelen mens hun jobber', async ({
      page,
    }) => {
      test.setTimeout(4 * ACCESS_TOKEN_TTL_MS + 60_000);
      const failed: string[] = [];
      const tokens = new Set<string>();
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() >= 400) {
          failed.push(`${String(response.status())} ${response.url()}`);
        }
      });
      page.on('request', (request) => {
        const authorization = request.headers().authorization;
        if (request.url().includes('/api/') && authorization) tokens.add(authorization);
      });
      page.on('requestfailed', (request) => {
        // A reload or leaving a page cancels what it was still fetching (React Query aborts): not a failure.
        if (request.url().includes('/api/') && request.failure()?.errorText !== 'net::ERR_ABORTED') {
          failed.push(`failed ${request.url()}`);
        }
      });

      await signInAsKari(page);
      const start = Date.now();
      let rounds = 0;
      while (Date.now() - start < 3 * ACCESS_TOKEN_TTL_MS + 5_000) {
        await openMenuLink(page, 'Tømmerkontrakter');
        await expect(page).toHaveURL(/\/timberContract$/);
        // React Query keeps what it fetched for an hour: a reload makes the page ask the API again, with
        // whatever token the tab holds by now.
        await page.reload();
        // The count in the heading comes with the contracts: the data loaded.
        await expect(
          page.getByRole('heading', { level: 1, name: /^Tømmerkontrakter \(\d+\)$/ }),
        ).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await page.waitForTimeout(ACCESS_TOKEN_TTL_MS / 3);
        await openMenuLink(page, 'Bestillinger');
        await expect(page).toHaveURL(/\/orders$/);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible();
        await expect(page.getByRole('article').first()).toBeVisible();
        await page.waitForTimeout(ACCESS_TOKEN_TTL_MS / 3);
        rounds += 1;
      }
      // And a reload in the middle of it: the tab's tokens still do.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Bestillinger' })).toBeVisible();

      expect(rounds).toBeGreaterThanOrEqual(2);
      expect(page.url()).not.toContain('/login/');
      expect(failed).toEqual([]);
      // The calls went out with renewed tokens, not one long-lived token.
      expect(tokens.size).toBeGreaterThanOrEqual(3);
    });
  });

  test.describe('med sjekk hvert 5. sekund', () => {
    test.use({
      configChange: { oidc: { sessionCheckSeconds: SESSION_CHECK_SECONDS } },
    });

    test('utlogging i en annen fane sender denne fanen til innloggingen innen ett intervall', async ({
      page,
      context,
    }) => {
      await signInAsKari(page);
      expect(await sessionStorageLength(page)).toBeGreaterThan(0);

      const other = await context.newPage();
      await signInAsKari(other);
      await signOutThroughMenu(other);
      await expect(other).toHaveURL(/\/login\/bankId$/);

      // Within one check interval (and the time the check itself takes), the first tab follows.
      await expect(page).toHaveURL(/\/login\/bankId$/, { timeout: SESSION_CHECK_MS + 5_000 });
      await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
      expect(await sessionStorageLength(page)).toBe(0);
      await other.close();
    });
  });

  test.describe('når de åtte timene går ut', () => {
    // Eight hours pass on the page's clock with nobody using it: the idle limit must not come first.
    test.use({ configChange: { oidc: { idleSignOutSeconds: 9 * 60 * 60 } } });

    test('skjemaet tas vare på når innloggingen går ut, og kan lagres etter ny innlogging', async ({
      page,
    }) => {
      await page.clock.install();
      await signInAsKari(page);
      await page.goto('/profile/contact');
      await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
      const city = page.getByRole('textbox', { name: 'Poststed' });
      const phone = page.getByRole('textbox', { name: 'Telefonnummer' });
      await city.fill('Moelv');
      await phone.fill('98765432');

      // A few minutes before the eID session ends, the warning.
      await page.clock.fastForward(SESSION_LIFETIME_MS - WARNING_MS + 30_000);
      const warning = page.getByRole('dialog', { name: 'Du blir snart logget ut' });
      await expect(warning).toBeVisible();
      await expect(warning).toContainText('Det du har skrevet inn, tar vi vare på');
      await expect(warning.getByRole('button', { name: 'Forbli innlogget' })).toBeVisible();
      await expect(warning.getByRole('button', { name: 'Logg ut' })).toBeVisible();
      await expectDialogAccessible(page, warning);

      // Kari does nothing: the sign-in runs out, and she is asked to sign in again, back to the form.
      await page.clock.fastForward(WARNING_MS);
      await expect(page).toHaveURL(/\/login\/bankId\?returnTo=%2Fprofile%2Fcontact$/);
      const kept = await page.evaluate(() => Object.keys(window.sessionStorage));
      expect(kept).toEqual(['parkerte-skjema']);
      await expect(
        page.getByText('Innloggingen din gikk ut. Logg inn igjen for å fortsette der du var.'),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
      await page.getByRole('button', { name: /^Kari Nordmann/ }).click();
      await expect(page).toHaveURL(/\/profile\/contact$/);
      await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
      await expect(page.getByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('98765432');

      await page.getByRole('button', { name: 'Lagre endringer' }).click();
      await expect(page.getByText('Endringene er lagret')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
    });

    test('«Forbli innlogget» logger inn på nytt med en gang og kommer tilbake til skjemaet', async ({
      page,
    }) => {
      await page.clock.install();
      await signInAsKari(page);
      await page.goto('/profile/contact');
      await page.getByRole('textbox', { name: 'Poststed' }).fill('Moelv');

      await page.clock.fastForward(SESSION_LIFETIME_MS - WARNING_MS + 30_000);
      await page
        .getByRole('dialog', { name: 'Du blir snart logget ut' })
        .getByRole('button', { name: 'Forbli innlogget' })
        .click();
      await expect(page.getByRole('heading', { name: 'Test-BankID' })).toBeVisible();
      await page.getByRole('button', { name: /^Kari Nordmann/ }).click();

      await expect(page).toHaveURL(/\/profile\/contact$/);
      await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
      // A new sign-in, so a new eID session: no warning now, nor five minutes on.
      await page.clock.fastForward(WARNING_MS);
      await expect(page.getByRole('dialog', { name: 'Du blir snart logget ut' })).toBeHidden();
    });
  });

  test('ubrukt i 30 minutter: varsel først, så logges Kari ut, også hos eID-en, og skjemaet er tatt vare på', async ({
    page,
  }) => {
    await page.clock.install();
    await signInAsKari(page);
    await page.goto('/profile/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontaktinformasjon' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Poststed' }).fill('Moelv');

    // Typing was her last use: 25 minutes on, the warning, in words of its own.
    await page.clock.fastForward(IDLE_MS - WARNING_MS + 5_000);
    const warning = page.getByRole('dialog', { name: 'Du blir snart logget ut' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Du har ikke brukt portalen på en stund');
    await expect(warning).toContainText('Det du har skrevet inn, tar vi vare på');
    await expectDialogAccessible(page, warning);

    // She is not there: at 30 minutes she is signed out, at the eID too.
    const endedAtTheEid = page.waitForRequest((request) =>
      new URL(request.url()).pathname.endsWith('/session/end'),
    );
    await page.clock.fastForward(WARNING_MS);
    await endedAtTheEid;
    await expect(page).toHaveURL(/\/login\/bankId$/);
    await expect(
      page.getByText('Du ble logget ut fordi portalen ikke var i bruk på 30 minutter.', { exact: false }),
    ).toBeVisible();
    expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual(['parkerte-skjema']);

    // Kari signs in again and finds her form as she left it.
    await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
    await expect(page.getByRole('heading', { name: 'Test-BankID' })).toBeVisible();
    await page.getByRole('button', { name: /^Kari Nordmann/ }).click();
    await expect(page).toHaveURL(/\/profile\/contact$/);
    await expect(page.getByRole('textbox', { name: 'Poststed' })).toHaveValue('Moelv');
  });

  test('en tast nå og da holder Kari innlogget forbi 30 minutter', async ({ page }) => {
    await page.clock.install();
    await signInAsKari(page);
    await page.clock.fastForward(IDLE_MS - WARNING_MS - 60_000);
    await page.keyboard.press('Tab');
    // 48 minutes after the sign-in, 24 after her last use: no warning, still signed in.
    await page.clock.fastForward(IDLE_MS - WARNING_MS - 60_000);
    await expect(page.getByRole('dialog', { name: 'Du blir snart logget ut' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
    // 26 minutes after it, the warning: her use counted, from when it was.
    await page.clock.fastForward(120_000);
    await expect(page.getByRole('dialog', { name: 'Du blir snart logget ut' })).toBeVisible();
  });

  test('en fane åpnet igjen innen 30 minutter er fortsatt innlogget; en åpnet igjen etter logges ut før den viser noe', async ({
    page,
    context,
  }) => {
    await signInAsKari(page);
    await openMenuLink(page, 'Tømmerkontrakter');
    await expect(page.getByRole('heading', { level: 1, name: /^Tømmerkontrakter \(\d+\)$/ })).toBeVisible();

    // Closed, and reopened as Ctrl+Shift+T does it: the tab's session storage comes back with it.
    const storage = await page.evaluate(() =>
      Object.keys(window.sessionStorage).map((name): [string, string] => [
        name,
        window.sessionStorage.getItem(name) ?? '',
      ]),
    );
    await page.close();
    const reopen = async (lastUsedMinutesAgo: number) => {
      const tab = await context.newPage();
      const apiCalls: string[] = [];
      tab.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
      });
      await tab.addInitScript(
        ({ items, key, minutesAgo }) => {
          if (window.location.pathname !== '/timberContract' || window.sessionStorage.length > 0) return;
          for (const [name, value] of items) window.sessionStorage.setItem(name, value);
          window.sessionStorage.setItem(key, String(Date.now() - minutesAgo * 60_000));
        },
        { items: storage, key: LAST_ACTIVITY_KEY, minutesAgo: lastUsedMinutesAgo },
      );
      await tab.goto('/timberContract');
      return { tab, apiCalls };
    };

    const soon = await reopen(10);
    await expect(
      soon.tab.getByRole('heading', { level: 1, name: /^Tømmerkontrakter \(\d+\)$/ }),
    ).toBeVisible();
    await soon.tab.close();

    const late = await reopen(31);
    await expect(late.tab).toHaveURL(/\/login\/bankId$/);
    await expect(
      late.tab.getByText('Du ble logget ut fordi portalen ikke var i bruk på 30 minutter.', { exact: false }),
    ).toBeVisible();
    expect(late.apiCalls).toEqual([]);
  });
});
