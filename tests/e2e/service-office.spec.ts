import { test, expect, expectAccessible } from './fixtures';
import { onceOnTheDesktop, signInAs } from './helpers';

onceOnTheDesktop('the service office’s details are the configuration’s');

// The service office comes from the deployment's config.json (the spec gives no values): a deployment with
// its own shows its own, in the footer and on 'Kontakt oss', and nowhere the sandbox's '62 00 00 00'.
const OFFICE = {
  name: 'Sørskog kundesenter',
  phone: '38 12 34 56',
  email: 'kundesenter@sorskog.example',
  address: 'Postboks 7, 4601 Kristiansand',
  openingHours: 'Hverdager 07.30–15.00',
};
test.use({ configChange: { serviceOffice: OFFICE } });

test('kundeservice er den konfigurasjonen sier, i bunnen av siden og på «Kontakt oss»', async ({ page }) => {
  await signInAs(page, 'Per Berg');
  await expect(page).toHaveURL(/\/oneTimeCode$/);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: OFFICE.phone })).toHaveAttribute('href', 'tel:+4738123456');

  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: OFFICE.phone })).toHaveAttribute('href', 'tel:+4738123456');
  await expect(main.getByRole('link', { name: OFFICE.email })).toHaveAttribute(
    'href',
    `mailto:${OFFICE.email}`,
  );
  await expect(main).toContainText(OFFICE.address);
  await expect(main).toContainText(OFFICE.openingHours);
  await expect(page.getByText('62 00 00 00')).toHaveCount(0);
  await expectAccessible(page);
});
