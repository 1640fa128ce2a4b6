import { test, expect, expectAccessible, expectDialogAccessible } from './fixtures';
import {
  chooseAccount,
  isPhone,
  mainMenuLabels,
  sessionStorageLength,
  signInAs,
  signInOncePerFile,
} from './helpers';
import { SANDBOX_API } from './servers';

signInOncePerFile();

const WIDE_FOREST_OWNER_MENU = [
  'Meny',
  'Tømmerinnmelding',
  'Bestillinger',
  'Økonomi',
  'Tømmerkontrakter',
  'Min skog',
  'Plantebestilling',
  'Priskalkulator',
  'Kontakt oss',
];
const MOBILE_FOREST_OWNER_MENU = [
  'Meny',
  'Tømmerinnmelding',
  'Tømmerkontrakter',
  'Min skog',
  'Plantebestilling',
  'Bestillinger',
  'Økonomi',
];

test('Kari velger konto, ser skogeiermenyen og bytter til Nordmann Skog AS', async ({ page }) => {
  await signInAs(page, 'Kari Nordmann');
  await expect(page).toHaveURL(/\/profile\/accesses$/);
  await expectAccessible(page);
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: /Kari Nordmann/ })).toBeVisible();

  const menu = await mainMenuLabels(page);
  if (isPhone(page)) {
    // The phone menu panel: the forest owner's mobile list, with name, company and 'Logg ut'.
    expect(menu.slice(0, MOBILE_FOREST_OWNER_MENU.length)).toEqual(MOBILE_FOREST_OWNER_MENU);
    await expect(page.getByRole('button', { name: 'Lukk' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Min side' }).click();
    await page.getByRole('link', { name: 'Bytt selskap' }).click();
  } else {
    expect(menu).toEqual(WIDE_FOREST_OWNER_MENU);
    await expectAccessible(page);
    await page.getByRole('button', { name: /Kari Nordmann/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logg ut' })).toBeVisible();
    // 'Min side' is reachable on a desktop too, not only from the phone panel.
    await expect(page.getByRole('menuitem', { name: 'Min side' })).toHaveAttribute('href', '/profile');
    await page.getByRole('menuitem', { name: 'Bytt selskap' }).click();
  }
  await chooseAccount(page, 'Nordmann Skog AS');
  await expect(page.getByText('Du handler nå på vegne av Nordmann Skog AS')).toBeVisible();
  await expect(page.getByText('Du handler på vegne av Nordmann Skog AS.')).toBeVisible();
});

test('Ola får vilkårsdialogen og kan ikke lagre før han har krysset av', async ({ page }) => {
  await signInAs(page, 'Ola Hansen');
  const dialog = page.getByRole('dialog', { name: /Vilkår/ });
  await expectDialogAccessible(page, dialog);
  const save = dialog.getByRole('button', { name: 'Godta og lagre' });
  // The terms can be read before they are agreed to: a page of their own, in a new tab.
  const terms = dialog.getByRole('link', { name: 'Les vilkårene (åpnes i en ny fane)' });
  await expect(terms).toHaveAttribute('target', '_blank');
  const [termsTab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
  await expect(
    termsTab.getByRole('heading', { level: 1, name: 'Vilkår for bruk av Skogportalen' }),
  ).toBeVisible();
  await termsTab.close();
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: /Skogeierandelslaget kan bruke/ })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: /Eksterne/ })).not.toBeChecked();
  // The 'update-user-info' part: Ola confirms how we reach him in the same dialog.
  await expect(dialog.getByRole('textbox', { name: 'E-post' })).toHaveValue('ola@example.no');
  await dialog.getByRole('checkbox', { name: 'Jeg har lest og godtar vilkårene' }).check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
});

test('Anne (ansatt) får ingen vilkårsdialog og kan ikke endre kontonummeret', async ({ page }) => {
  await signInAs(page, 'Anne Ansatt');
  await expect(page.getByRole('heading', { level: 1, name: /Anne Ansatt/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/profile/account');
  await expect(page.getByRole('textbox', { name: /Kontonummer/ })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /Postnummer/ })).toBeEnabled();
  await expectAccessible(page);
});

for (const person of ['Per Berg', 'Tone Lie', 'Lars Moen']) {
  test(`${person} lander på Engangskode og sendes tilbake dit fra Tømmerkontrakter`, async ({ page }) => {
    await signInAs(page, person);
    await expect(page).toHaveURL(/\/oneTimeCode$/);
    await expect(page.getByRole('heading', { name: 'Engangskode' })).toBeVisible();
    await expectAccessible(page);
    expect(await mainMenuLabels(page)).toEqual(['Engangskode', 'Kontakt oss']);
    await page.goto('/timberContract');
    await expect(page).toHaveURL(/\/oneTimeCode$/);
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt oss' })).toBeVisible();
  });
}

test('Siri (regnskapsfører) lander på /accountant', async ({ page }) => {
  await signInAs(page, 'Siri Dahl');
  await expect(page).toHaveURL(/\/accountant$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeVisible();
  await page.goto('/economics');
  await expect(page).toHaveURL(/\/accountant$/);
});

test('Nils (ukjent) møter «Jeg er...»', async ({ page }) => {
  await signInAs(page, 'Nils Ny');
  await expect(page).toHaveURL(/\/login\/roleSelection$/);
  await expect(page.getByRole('heading', { name: 'Jeg er...' })).toBeVisible();
  await expectAccessible(page);
});

test('Eva ser en feilmelding med «Prøv igjen» når kallene feiler, aldri en hvit side', async ({ page }) => {
  await signInAs(page, 'Eva Feil');
  await page.goto('/profile/account');
  await expect(page.getByRole('button', { name: 'Prøv igjen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expectAccessible(page);
});

test('den som har bedt om mindre bevegelse, får et lastehjul som står stille', async ({ page, request }) => {
  const slow = await request.post(`${SANDBOX_API}/__sandbox/faults`, {
    data: { operationId: 'getContractsForAccount', kind: 'slow', delayMs: 20_000 },
  });
  expect(slow.status()).toBe(204);
  // Full motion first, whatever the project's setting (the desktop runs with less motion).
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/timberContract');
  const loading = page.getByRole('status').filter({ hasText: 'Laster' }).first();
  await expect(loading).toBeVisible();
  const turning = () =>
    // The spinner turns (its svg's box) and its arc grows and shrinks (the circle).
    loading.locator('svg').evaluate((svg) => {
      const animationOf = (element: Element | null) =>
        element ? getComputedStyle(element).animationName : '';
      return [animationOf(svg.parentElement), animationOf(svg.querySelector('circle'))];
    });
  expect((await turning()).every((name) => name !== 'none')).toBe(true);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await turning()).toEqual(['none', 'none']);
  await expect(loading).toContainText('Laster');
  await expectAccessible(page);
});

test('utlogging ender på /login/bankId med tom session storage', async ({ page }) => {
  await signInAs(page, 'Per Berg');
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('button', { name: 'Logg ut' }).click();
  } else {
    await page.getByRole('button', { name: /Per Berg/ }).click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  }
  await expect(page).toHaveURL(/\/login\/bankId$/);
  expect(await sessionStorageLength(page)).toBe(0);
});

test('et avvist token (401) logger ut og ender på /login/bankId med tom session storage', async ({
  page,
}) => {
  await signInAs(page, 'Per Berg');
  await expect(page).toHaveURL(/\/oneTimeCode$/);
  // Revoke the session's access token the way a server would see it: its signature no longer holds.
  await page.evaluate(() => {
    const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('no oidc user in session storage');
    const user = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { access_token: string };
    user.access_token = `${user.access_token.slice(0, -4)}AAAA`;
    window.sessionStorage.setItem(key, JSON.stringify(user));
  });
  await page.reload();
  await page.getByRole('textbox', { name: 'Engangskode' }).fill('4821');
  await page.getByRole('button', { name: 'Bekreft kode' }).click();
  await expect(page).toHaveURL(/\/login\/bankId$/);
  expect(await sessionStorageLength(page)).toBe(0);
});
