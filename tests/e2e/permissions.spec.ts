import { expect, test } from './fixtures';
import { chooseAccount, mainMenuLabels, onceOnTheDesktop, signInAs, signInOncePerFile } from './helpers';

onceOnTheDesktop('what a role may reach is decided by the server and the menus’ entries');

signInOncePerFile();

/** Calls the API from the signed-in page with the session's own access token, as the portal would. */
async function apiStatus(page: import('@playwright/test').Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(window.sessionStorage).find((name) => name.startsWith('oidc.user:'));
      const user = JSON.parse(window.sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const response = await fetch(`/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${user.access_token ?? ''}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

test('Siri (regnskapsfører) ser ingen knapper for å endre, signere eller melde, og API-et sier nei', async ({
  page,
}) => {
  await signInAs(page, 'Siri Dahl');
  await expect(page).toHaveURL(/\/accountant$/);
  await page.goto('/timberContract/signContract');
  await expect(page).toHaveURL(/\/accountant$/);
  await expect(
    page.getByRole('button', { name: /Les og signer|Meld henteklart|Send inn|Lagre/ }),
  ).toHaveCount(0);

  await page.goto('/profile/account');
  await expect(
    page.getByText('Du kan se opplysningene om Dahl Regnskap AS, men ikke endre dem.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lagre endringer' })).toHaveCount(0);

  // Her own session's token cannot change Kari's bank account, sign her contract or report for it.
  expect(
    await apiStatus(page, 'PUT', '/account', {
      id: 'acc-kari',
      name: 'Kari Nordmann',
      accountRole: 'FOREST_OWNER',
      isMember: true,
      bankAccountNumber: '12345678903',
      changedByContactId: 'contact-siri',
    }),
  ).toBe(403);
  expect(
    await apiStatus(page, 'PUT', '/contracts/sign', {
      contractId: 'contract-2026-101',
      signedByContactId: 'contact-siri',
    }),
  ).toBe(403);
  expect(
    await apiStatus(page, 'PUT', '/contract-details/timberLot', {
      contractId: 'contract-2026-102',
      assortmentId: 'assortment-102-1',
      changeVolum: 10,
      portalChangedById: 'contact-siri',
    }),
  ).toBe(403);
});

test('Per (entreprenør) ser kontoinformasjonen, men kan ikke endre den', async ({ page }) => {
  await signInAs(page, 'Per Berg');
  await page.goto('/profile/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Kontoinformasjon' })).toBeVisible();
  await expect(page.getByText('934 567 897')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Lagre endringer' })).toHaveCount(0);
});

test('Kari (skogeier) får «Ingen tilgang» på engangskoder, med meny og topplinje på plass', async ({
  page,
}) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/oneTimeCode');
  await expect(page.getByRole('heading', { level: 1, name: 'Ingen tilgang' })).toBeVisible();
  await expect(
    page.getByText(/Som skogeier for Kari Nordmann har du ikke tilgang til denne siden/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Engangskode' })).toHaveCount(0);
  expect(await mainMenuLabels(page)).toContain('Tømmerkontrakter');
});
