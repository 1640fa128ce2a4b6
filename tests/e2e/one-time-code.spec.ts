import { test, expect, expectAccessible } from './fixtures';
import { signInAs, signInOncePerFile } from './helpers';
import { SANDBOX_API } from './servers';

signInOncePerFile();

// The README's persona table gives each contractor's code; a code is spent once confirmed, and the sandbox's
// reset (POST /__sandbox/reset, or a new `npm start`) makes it usable again, so a new user can try it twice.
test('Per bekrefter engangskoden fra README-en, får beskjed om at den er brukt, og kan bruke den igjen etter en nullstilling', async ({
  page,
  request,
}) => {
  await signInAs(page, 'Per Berg');
  await expect(page).toHaveURL(/\/oneTimeCode$/);
  const code = page.getByRole('textbox', { name: 'Engangskode' });
  const confirm = page.getByRole('button', { name: 'Bekreft kode' });

  await code.fill('4821');
  await confirm.click();
  const receipt = page.getByRole('status').filter({ hasText: 'Koden er bekreftet' });
  await expect(receipt).toContainText('Kode 4821 for Berg Maskin AS, bekreftet');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Registrer en ny kode' }).click();
  await expect(code).toBeFocused();

  await code.fill('4821');
  await confirm.click();
  await expect(page.getByText('Koden er ugyldig eller allerede brukt.')).toBeVisible();
  await expect(code).toHaveValue('4821');
  await expectAccessible(page);

  expect((await request.post(`${SANDBOX_API}/__sandbox/reset`)).status()).toBe(204);
  await confirm.click();
  await expect(receipt).toBeVisible();
});
