import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseAccount, onceOnTheDesktop, signInAs, signInOncePerFile } from './helpers';

signInOncePerFile();

// The retry is the HTTP layer's and the API's, the same whatever the screen.
onceOnTheDesktop('a lost answer is the network’s');

/**
 * A save whose answer is lost on the way (the API carried it out, the connection broke before the answer
 * came back) is sent once more by the portal with the same Idempotency-Key; the API answers it with the
 * first answer. The person sees the receipt, and there is one order, with each line once.
 */
test('Kari sender en plantebestilling der svaret forsvinner på veien, får kvittering og har nøyaktig én bestilling', async ({
  page,
}) => {
  const sent: { path: string; key: string | null }[] = [];
  const answerLost = new Set<string>();
  const loseFirstAnswer = async (route: Route) => {
    const request = route.request();
    if (request.method() !== 'POST') {
      await route.fallback();
      return;
    }
    const path = new URL(request.url()).pathname;
    sent.push({ path, key: await request.headerValue('Idempotency-Key') });
    if (answerLost.has(path)) {
      await route.fallback();
      return;
    }
    answerLost.add(path);
    // The API carries it out...
    await route.fetch();
    // ...but the answer never reaches the browser.
    await route.abort('connectionreset');
  };
  await page.route('**/api/orders/orders', loseFirstAnswer);
  await page.route('**/api/orders/create-order-lines', loseFirstAnswer);

  await signInAs(page, 'Kari Nordmann');
  await chooseAccount(page, 'Kari Nordmann');
  await page.goto('/orders/selectProperty');
  await page.getByRole('button', { name: 'Velg eiendommen: Eiendom 3411/40/7 · Åsen' }).click();
  await page.getByRole('textbox', { name: 'Gran', exact: true }).fill('2000');
  await page.getByRole('textbox', { name: 'Lerk' }).fill('150');
  await page.getByRole('radio', { name: 'Høsten' }).check();
  await page.getByRole('button', { name: 'Gå videre' }).click();
  await page.getByRole('button', { name: 'Send bestilling' }).click();

  await expect(page.getByText(/Bestillingsnummer: PB-\d{4}-\d{3}/)).toBeVisible();
  await expect(page.getByText(/ikke sendt/)).toHaveCount(0);

  // Each save went twice, with the one key of its action.
  for (const path of ['/api/orders/orders', '/api/orders/create-order-lines']) {
    const tries = sent.filter((request) => request.path === path);
    expect(tries, path).toHaveLength(2);
    expect(tries[0]?.key, path).toMatch(/^[0-9a-f]{32}$/);
    expect(tries[1]?.key, path).toBe(tries[0]?.key);
  }

  await page.getByRole('link', { name: 'Til bestillingene' }).click();
  const orders = page.getByRole('article').filter({ hasText: 'Plantebestilling 3411/40/7' });
  await expect(orders).toHaveCount(1);
  await expect(orders.getByRole('row', { name: /^Gran/ })).toHaveCount(1);
  await expect(orders.getByRole('row', { name: /^Gran/ })).toContainText(/2\s000/);
  await expect(orders.getByRole('row', { name: /^Lerk/ })).toHaveCount(1);
});
