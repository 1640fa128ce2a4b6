import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { chooseAccount, onceOnTheDesktop, signOutThroughMenu } from './helpers';

/** Anne signs in from the sign-in page with `returnTo` (as written in the address) and lands on the portal's home. */
async function expectSignInEndsAtHome(page: Page, returnTo: string): Promise<void> {
  await page.goto(`/login/bankId?returnTo=${returnTo}`);
  await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
  await page.getByRole('button', { name: /^Anne Ansatt/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Anne Ansatt' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin);
  expect(new URL(page.url()).pathname).toBe('/');
}

test.describe('Innlogging med test-BankID', () => {
  test('Kari logger inn fra forsiden, ser navnet sitt og logger ut', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\/bankId$/);
    await expect(page.getByRole('heading', { name: 'Logg inn' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
    await expect(page.getByRole('heading', { name: 'Test-BankID' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: /^Kari Nordmann/ }).click();
    // Kari acts for two accounts, so she picks one first.
    await chooseAccount(page, 'Kari Nordmann');
    await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    await expectAccessible(page);

    const tokens = await page.evaluate(() => ({
      session: Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.')).length,
      local: Object.keys(localStorage).length,
    }));
    expect(tokens.session).toBeGreaterThan(0);
    expect(tokens.local).toBe(0);

    await signOutThroughMenu(page);
    await expect(page).toHaveURL(/\/login\/bankId$/);
    await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    // Signed out means signed out: the portal asks for sign-in again.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\/bankId$/);
  });

  test('en dyp lenke leder tilbake dit personen skulle etter innlogging', async ({ page }) => {
    await page.goto('/profile?fane=1');
    await expect(page).toHaveURL(/\/login\/bankId\?returnTo=%2Fprofile%3Ffane%3D1$/);
    await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
    await page.getByRole('button', { name: /^Per Berg/ }).click();
    await expect(page).toHaveURL(/\/profile\?fane=1$/);
  });

  test('en returadresse til et annet nettsted blir ikke fulgt', async ({ page }) => {
    await expectSignInEndsAtHome(page, '//evil.example/steal');
  });

  test.describe('returadresser som blir noe annet når de tolkes', () => {
    onceOnTheDesktop('The address is read, not the screen');
    // Each of these reads as a path here but becomes `//evil.example` (another site) or a sign-in route once
    // the URL is parsed: dot segments, percent-encoded dots and a backslash.
    for (const returnTo of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/./\\evil.example',
      '/./login/callback',
    ]) {
      test(`returadressen ${returnTo} leder til forsiden, ikke videre`, async ({ page }) => {
        await expectSignInEndsAtHome(page, encodeURIComponent(returnTo));
      });
    }
  });
});

test.describe('den bygde portalen', () => {
  onceOnTheDesktop('Headers and files are read, not the screen');
  test('den bygde portalen sendes med sikkerhetshodene og bryter ikke innholdspolicyen', async ({ page }) => {
    const response = await page.goto('/login/bankId');
    const headers = response?.headers() ?? {};
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("frame-src 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
    // The cspViolations fixture fails the test if the browser reported any violation while loading.
  });

  test('index.html hentes på nytt hver gang, og kildekart publiseres ikke', async ({ page, request }) => {
    // The SPA fallback (a route), the root and the file itself.
    for (const path of ['/login/bankId', '/timberContract', '/', '/index.html']) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }

    // The scripts the page loads name no source map, and there is none to fetch.
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/login/bankId');
    await expect(page.getByRole('button', { name: 'Logg inn med BankID' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await request.get(script);
      expect(response.headers()['cache-control'] ?? '', script).not.toBe('no-store');
      expect(await response.text(), script).not.toContain('sourceMappingURL');
      // A missing file gets the SPA's index.html (or a 404), never a map.
      const map = await request.get(`${script}.map`);
      expect(map.headers()['content-type'] ?? '', `${script}.map`).not.toMatch(/json/);
      expect(await map.text(), `${script}.map`).not.toContain('"mappings"');
    }
  });
});
