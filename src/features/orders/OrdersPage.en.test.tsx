import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';
import { OrdersPage } from './OrdersPage';

beforeEach(async () => {
  await loadTexts('orders');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

async function openAsKari() {
  const userData = await signInWithToken(await signSandboxAccessToken(kari.pid));
  return renderPage(<OrdersPage />, { path: '/orders', accountId: 'acc-kari', session: { userData } });
}

const propertyCard = async (propertyNumber: string) => {
  const heading = await screen.findByRole('heading', { name: new RegExp(`^Property ${propertyNumber}`) });
  return within(heading.closest('article')!);
};

// The page's own words; the orders' names and statuses are the cooperative's data and stay as it sends them.
const NORWEGIAN =
  /Miljøplan for eiendommene|Dine bestillinger|Ny plantebestilling|Eiendom \d+\/\d+\/\d+ ·|Leverandørnummer|bonitet|Miljøfigur|Dokumenter|Ønsket levering|Kommentar|Beskrivelse|Totalt|Bestill miljøplan|Avbryt|eks\. mva/;

describe('OrdersPage in English (#43)', () => {
  it('shows the properties and the orders in English', async () => {
    await openAsKari();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Environmental plan for the properties' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New plant order' })).toBeInTheDocument();
    const card = await propertyCard('3411/12/3');
    expect(card.getByText('Supplier number')).toBeInTheDocument();
    expect(card.getByText('540 daa')).toBeInTheDocument();
    expect(card.getByText('Yes')).toBeInTheDocument();

    const orders = within(screen.getByRole('region', { name: 'Your orders' }));
    const [lines] = await orders.findAllByRole('table', { name: /^Order lines for .*, excl\. VAT$/ });
    const plant = within(lines!);
    expect(plant.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(plant.getByRole('row', { name: /Total/ })).toBeInTheDocument();
    expect(orders.getAllByRole('heading', { name: 'Documents' }).length).toBeGreaterThan(0);
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('prices the environmental plan in English, with the price list notes', async () => {
    const { user } = await openAsKari();
    const card = await propertyCard('3411/12/3');
    await user.click(
      await card.findByRole('button', { name: 'Order environmental plan for property 3411/12/3' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Order environmental plan for property 3411/12/3' }),
    );
    const table = within(
      await dialog.findByRole('table', { name: 'Price of the environmental plan, excl. VAT' }),
    );
    expect(
      table.getByRole('row', { name: /Environmental plan, fixed price \(over 500 daa\)/ }),
    ).toBeInTheDocument();
    expect(table.getByRole('row', { name: /Area, per daa of productive forest/ })).toHaveTextContent(/820 ×/);
    expect(table.getByRole('row', { name: /Total/ })).toBeInTheDocument();
    expect(dialog.getByText('Individual pricing for special conditions.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: /^Order for / })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });
});
