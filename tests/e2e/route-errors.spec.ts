import { test, expect, expectAccessible } from './fixtures';
import { chooseAccount, isPhone, signInAs, signInOncePerFile } from './helpers';

signInOncePerFile();

/**
 * A page that fails inside the signed-in layout. The failure is a real one the built portal meets: the
 * page's JavaScript chunk does not arrive (a dropped connection, or a new release replaced the files while
 * the tab was open). The browser is told to abort that one request; the portal itself has no test-only path.
 */
test('en side som feiler viser «Noe gikk galt» inne i rammen, med meny og «Logg ut»', async ({ page }) => {
  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await expect(page.getByRole('heading', { level: 1, name: 'Velkommen, Kari Nordmann' })).toBeVisible();

  await page.route(/\/assets\/ContractListPage-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  if (isPhone(page)) await page.getByRole('button', { name: 'Meny' }).click();
  await page
    .getByRole('navigation', { name: 'Hovedmeny' })
    .getByRole('link', { name: 'Tømmerkontrakter' })
    .click();

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Noe gikk galt' })).toBeVisible();
  await expect(main.getByText('Kontakt kundeservice om feilen fortsetter')).toBeVisible();
  await expect(main.getByRole('link', { name: '62 00 00 00' })).toHaveAttribute('href', 'tel:+4762000000');
  // Norwegian words and a reference to read out; the chunk's file name only behind 'Tekniske detaljer'.
  await expect(main.getByText(/oppgi referansen [2-9A-HJ-NP-Z]{3}-[2-9A-HJ-NP-Z]{3}\./)).toBeVisible();
  await expect(main.getByText(/ContractListPage/)).toBeHidden();
  await main.getByText('Tekniske detaljer').click();
  await expect(main.getByText(/ContractListPage/)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Prøv igjen' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Nothing sticks out sideways, not even the long technical message on a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await page.screenshot({ path: test.info().outputPath('noe-gikk-galt.png'), fullPage: true });
  await expectAccessible(page);

  // The header stays: the main menu and 'Logg ut' are where they always are.
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Meny' }).click();
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await page.getByRole('button', { name: 'Lukk' }).click();
  } else {
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
    await page.getByRole('button', { name: /Kari Nordmann/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logg ut' })).toBeVisible();
    await page.keyboard.press('Escape');
  }

  // 'Prøv igjen' reloads; with the connection back the page comes.
  await page.unroute(/\/assets\/ContractListPage-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Prøv igjen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Tømmerkontrakter \(\d+\)$/ })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/timberContract');
});
