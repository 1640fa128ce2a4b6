import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './fixtures';
import { isPhone } from './helpers';

/** The language switch of the page: on a phone in the menu panel, opened with 'Meny' ('Menu' in English). */
async function switchLanguageTo(page: Page, language: 'English' | 'Norsk') {
  if (isPhone(page) && (await page.getByRole('button', { name: /^(Meny|Menu)$/ }).count()) > 0) {
    await page.getByRole('button', { name: /^(Meny|Menu)$/ }).click();
  }
  await page.getByRole('button', { name: language, exact: true }).click();
}

// #43: Per, a contractor who reads English better than Norwegian, chooses English on the sign-in page; the
// portal remembers it through the sign-in, and switching back keeps the page and what he has typed.
test('Per velger engelsk på innloggingssiden, bekrefter koden sin på engelsk og bytter tilbake uten å miste det han har skrevet', async ({
  page,
}) => {
  await page.goto('/login/bankId');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await switchLanguageTo(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Norsk', exact: true })).toHaveAttribute('lang', 'nb');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign in with BankID' }).click();
  await page.getByRole('button', { name: /^Per Berg/ }).click();
  await expect(page).toHaveURL(/\/oneTimeCode$/);
  await expect(page.getByRole('heading', { level: 1, name: 'One-time code' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // On a phone the menu is in the closed panel: there, not shown.
  await expect(page.locator('nav[aria-label="Main menu"]')).toBeAttached();
  await expect(page.getByRole('contentinfo')).toContainText('Customer service');

  const code = page.getByRole('textbox', { name: 'One-time code' });
  await code.fill('4821');
  await page.getByRole('button', { name: 'Confirm code' }).click();
  const receipt = page.getByRole('status').filter({ hasText: 'The code is confirmed' });
  await expect(receipt).toContainText(
    /Code 4821 for Berg Maskin AS, confirmed \d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}\./,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Register a new code' }).click();
  await code.fill('73');
  await switchLanguageTo(page, 'Norsk');
  await expect(page.getByRole('heading', { level: 1, name: 'Engangskode' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Engangskode' })).toHaveValue('73');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page).toHaveURL(/\/oneTimeCode$/);
  await expectAccessible(page);

  // Remembered: the next visit opens in Norwegian, the language he chose last.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Engangskode' })).toBeVisible();
});

test.describe('en nettleser på svensk', () => {
  test.use({ locale: 'sv-SE' });

  test('får portalen på engelsk ved første besøk', async ({ page }) => {
    await page.goto('/login/bankId');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Sign in with BankID' })).toBeVisible();
    await expectAccessible(page);
  });
});
