import { expect, type Page } from '@playwright/test';

/** Signs a test person in through the portal's sign-in page and the test eID, from `start`. */
export async function signInAs(page: Page, person: string, start = '/'): Promise<void> {
  await page.goto(start);
  await page.getByRole('button', { name: 'Logg inn med BankID' }).click();
  await expect(page.getByRole('heading', { name: 'Test-BankID' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^${person}`) }).click();
  await expect(page).not.toHaveURL(/\/login\/(bankId|callback)/);
}

/** Chooses the account to act for on 'Bytt selskap'. */
export async function chooseAccount(page: Page, accountName: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Bytt selskap' })).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('button', { name: new RegExp(`^${accountName}`) })
    .click();
}

export const isPhone = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 768;

/** The main menu's entries as the person sees them (opens the phone menu first). */
export async function mainMenuLabels(page: Page): Promise<string[]> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Meny' }).click();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav).toBeVisible();
  const labels = await nav.getByRole('link').allInnerTexts();
  return labels.map((label) => label.trim());
}

export async function sessionStorageLength(page: Page): Promise<number> {
  return page.evaluate(() => window.sessionStorage.length);
}

/** Opens a page from the main menu (behind 'Meny' on a phone). */
export async function openMenuLink(page: Page, name: string): Promise<void> {
  if (isPhone(page)) await page.getByRole('button', { name: 'Meny' }).click();
  await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name }).click();
}

/** 'Logg ut' from the user menu (under 'Meny' on a phone) of Kari Nordmann. */
export async function signOutThroughMenu(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Meny' }).click();
    await page.getByRole('button', { name: 'Logg ut' }).click();
  } else {
    await page.getByRole('button', { name: /Kari Nordmann/ }).click();
    await page.getByRole('menuitem', { name: 'Logg ut' }).click();
  }
}
