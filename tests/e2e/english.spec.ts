import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, expectDialogAccessible } from './fixtures';
import {
  filesOfThePageCached,
  isPhone,
  offlineCopy,
  signInAs,
  signInOncePerFile,
  workerReady,
} from './helpers';

/**
 * #43: the portal in English, as a person whose browser speaks English meets it (the first visit follows the
 * browser's language), at 360 and 1280 px with axe on each: Kari reads her contracts, signs one and reports one
 * ready for pickup; Siri downloads a client's year; the error page and the offline pages. Per's one-time code
 * in English, and switching language on a half-filled form, are in language.spec.ts.
 */
test.use({ locale: 'en-GB' });

signInOncePerFile();

const CONTRACTS = /^Timber contracts \(\d+\)$/;

const contractCard = (page: Page, contractNumber: string): Locator =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`Contract ${contractNumber}`) }) });

/** What a card's description list says for `term`. */
const detail = (card: Locator, term: string): Locator =>
  card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Opens a page from the main menu (behind 'Menu' on a phone). */
async function openMenuLink(page: Page, name: string): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
}

/** Kari signs in (the browser speaks English), acts for her own account and sees the front page. */
async function kariSignsIn(page: Page): Promise<void> {
  await signInAs(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { name: 'Switch company' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Kari Nordmann/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Kari Nordmann' })).toBeVisible();
}

test('Kari reads her contracts in English, signs one and reports one ready for pickup', async ({ page }) => {
  await kariSignsIn(page);
  await openMenuLink(page, 'Timber contracts');
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS })).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  await expect(page.getByRole('article')).toHaveCount(Number(/\((\d+)\)/.exec(heading)?.[1]));
  await expectAccessible(page);

  // Signing 2026-101.
  const unsigned = contractCard(page, '2026-101');
  const actions = unsigned.getByRole('group', { name: 'Actions for contract 2026-101' });
  await expect(actions.getByRole('button')).toHaveText(['Read and sign the contract']);
  await actions.getByRole('button', { name: 'Read and sign the contract' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Read and sign the contract' })).toBeVisible();
  await expectAccessible(page);
  const sign = page.getByRole('button', { name: 'Sign the contract' });
  await expect(sign).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have read the contract and accept its terms' }).check();
  await sign.click();
  await expect(page).toHaveURL(/\/timberContract$/);
  const signed = contractCard(page, '2026-101');
  await signed.getByText(/^Details/).click();
  await expect(detail(signed, 'Signed')).toHaveText('Yes');
  await expect(signed.getByRole('button', { name: 'Read and sign the contract' })).toHaveCount(0);

  // Ready for pickup on 2026-102, with the volume's limits in English and an English decimal.
  await contractCard(page, '2026-102')
    .getByRole('button', { name: /^Report ready for pickup/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Report ready for pickup' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Report ready for pickup for Furu sagtømmer' }).click();
  const modal = page.getByRole('dialog', { name: 'Report ready for pickup for assortment: Furu sagtømmer' });
  const quantity = modal.getByRole('textbox', { name: /Quantity/ });
  const submit = modal.getByRole('button', { name: 'Submit' });
  await quantity.fill('0');
  await expect(modal.getByText('The volume ready for pickup cannot be less than 1')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectDialogAccessible(page, modal);
  await quantity.fill('40.5');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(modal).toBeHidden();
  await expect(page.getByText('The volume ready for pickup is submitted')).toBeVisible();
  const furu = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Furu sagtømmer' }) });
  await expect(furu.getByText(/40\.5\s*m³/)).toBeVisible();
  await expectAccessible(page);
});

test("Siri downloads a client's year from an English page, and the file keeps its Norwegian columns", async ({
  page,
}) => {
  const lastYear = String(new Date().getFullYear() - 1);
  await signInAs(page, 'Siri Dahl');
  await expect(page).toHaveURL(/\/accountant$/);
  await page
    .getByRole('list', { name: 'Clients' })
    .getByRole('link', { name: /^Kari Nordmann/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finances for Kari Nordmann' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Financial year' }).selectOption(lastYear);
  // Amounts in English: NOK, a comma between thousands and a point before the øre.
  await expect(page.getByText(new RegExp(`^Total ${lastYear}: `))).toContainText(/NOK\s?[\d,]+\.\d{2}/);
  await expectAccessible(page);

  const downloads = page.getByRole('group', { name: `Download the timber settlements for ${lastYear}` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  // The file is the same whoever downloads it: an accountant's system reads its Norwegian columns.
  expect(download.suggestedFilename()).toBe(`Tømmeroppgjør ${lastYear} Kari Nordmann.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.slice(1).split('\r\n')[0]?.split(';').slice(0, 3)).toEqual(['Dato', 'Kontrakt', 'Sortiment']);
  await expectAccessible(page);
});

test('a page that fails shows «Something went wrong» in English inside the frame, and «Try again» brings it', async ({
  page,
}) => {
  await kariSignsIn(page);
  const chunk = /\/assets\/ContractListPage-[\w-]+\.js$/;
  await page.route(chunk, (route) => route.abort('connectionfailed'));
  await openMenuLink(page, 'Timber contracts');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(main.getByText(/Contact customer service if the problem continues/)).toBeVisible();
  await expect(main.getByText(/give the reference [2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}\./)).toBeVisible();
  await expect(main.getByText('Technical details')).toBeVisible();
  await expectAccessible(page);

  await page.unroute(chunk);
  await main.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CONTRACTS })).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the contracts Kari has seen show offline with an English notice, and a new tab says it needs the network', async ({
    page,
    context,
  }) => {
    await kariSignsIn(page);
    await openMenuLink(page, 'Timber contracts');
    await expect(page.getByRole('heading', { level: 1, name: CONTRACTS })).toBeVisible();
    await workerReady(page);
    await filesOfThePageCached(page);
    await expect.poll(async () => (await offlineCopy(page)).length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: CONTRACTS })).toBeVisible();
    // The date day first, as in Norwegian (docs/i18n.md): 28/11/2026 14:05.
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      /^Offline – showing data from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
    );
    await expectAccessible(page);

    const newTab = await context.newPage();
    await newTab.goto('/timberContract');
    await expect(newTab.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(
      newTab.getByText(/^Skogportalen needs a network connection to start and to sign in\./),
    ).toBeVisible();
    await expect(newTab.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(newTab.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(newTab);
    await newTab.close();
  });
});
