import type { Page } from 'puppeteer-core';
import type { Persona } from './routes.ts';

const xpathLiteral = (text: string): string => (text.includes('"') ? `'${text}'` : `"${text}"`);

/** Signs `persona` in through the sandbox's test eID in `page`, as tests/e2e/helpers.ts signInAs does. */
export async function signIn(page: Page, portalUrl: string, persona: Persona): Promise<void> {
  await page.goto(`${portalUrl}/login/bankId`);
  await page.locator('::-p-aria([name="Logg inn med BankID"][role="button"])').click();
  await page.locator('::-p-aria([name="Test-BankID"][role="heading"])').wait();
  await page
    .locator(`::-p-xpath(//button[starts-with(normalize-space(.), ${xpathLiteral(persona.name)})])`)
    .click();
  await page.waitForFunction(
    (origin: string) =>
      window.location.origin === origin && !/^\/login\/(bankId|callback)/.test(window.location.pathname),
    { timeout: 30_000 },
    portalUrl,
  );
  if (persona.account) {
    await page
      .locator(
        `::-p-xpath(//main//*[self::button or @role="button"][starts-with(normalize-space(.), ${xpathLiteral(persona.account)})])`,
      )
      .click();
    await page.waitForFunction(() => window.location.pathname !== '/profile/accesses', { timeout: 30_000 });
  }
}
