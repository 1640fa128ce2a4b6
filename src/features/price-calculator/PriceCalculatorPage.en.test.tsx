import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { sandboxServer } from '../../../tests/sandboxServer';
import { kari } from '../../../tests/personas';
import { PriceCalculatorPage } from './PriceCalculatorPage';

beforeEach(async () => {
  await loadTexts('price-calculator');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const openCalculator = async (search = '') =>
  renderPage(<PriceCalculatorPage />, {
    path: '/priceCalculator',
    initialEntry: `/priceCalculator${search}`,
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
  });

/** The calculator's own Norwegian words (the sortiment guide, the operation types and the API's are not its). */
const NORWEGIAN =
  /Priskalkulator|Regn ut omtrent|anslag|Tømmerinnmelding|Driftsform|Volum per sortiment|Kjøpes ikke|Beregnet verdi|Bruttoverdi|Nettoverdi|Netto eks|Netto inkl|Mva\. 25|Skriv inn volum|Skriv et tall|Eiendommene dine|Henter kommun|Pris \d|Ved privat drift/;

describe('PriceCalculatorPage in English (#43)', () => {
  it('prices the assortments in English, with its validation', async () => {
    const { user } = await openCalculator('?sagtommerGran=120');
    expect(screen.getByRole('heading', { level: 1, name: 'Price calculator' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Timber registration' })).toHaveAttribute(
      'href',
      '/timberRegistration',
    );
    expect(await screen.findByDisplayValue('Ringsaker (3411)')).toHaveAccessibleName('Municipality');
    expect(screen.getByRole('combobox', { name: 'Municipality' })).toHaveAccessibleDescription(
      'Your properties are in Ringsaker.',
    );
    expect(screen.getByRole('combobox', { name: 'Operation type' })).toHaveValue('1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Volume per assortment' }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(/^Price .+\/m³ · Harvest .+\/m³ · Terrain transport .+\/m³$/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2, name: 'Estimated value' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Estimated value per assortment' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual([
      'Assortment',
      'Volume',
      'Gross value',
      'Harvest',
      'Terrain transport',
      'Net excl. VAT',
      'Net incl. VAT',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByText('Net value incl. VAT')).toBeInTheDocument();
    expect(screen.getByText('VAT 25%')).toBeInTheDocument();

    const pulp = screen.getByRole('textbox', { name: 'Massevirke furu (m³)' });
    await user.type(pulp, '12x');
    expect(pulp).toHaveAccessibleDescription('Enter a number, for example 120 or 120.5.');
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('says in English what a private operation leaves out, and what is missing', async () => {
    await openCalculator('?operationType=2');
    expect(
      await screen.findByText('Enter a volume for at least one assortment to see the value.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^With a private operation, you do the harvesting/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('asks in English for the number when the municipality register does not answer', async () => {
    sandboxServer.use(http.get('*/kommuneinfo/v1/kommuner', () => new HttpResponse(null, { status: 503 })));
    const { user } = await openCalculator();
    const municipality = await screen.findByRole(
      'textbox',
      { name: 'Municipality number' },
      { timeout: 15_000 },
    );
    expect(municipality).toHaveAccessibleDescription(
      /^The list of municipalities cannot be fetched right now/,
    );
    await user.clear(municipality);
    await user.type(municipality, '34');
    expect(municipality).toHaveAccessibleDescription(
      'The municipality number has four digits, for example 3411.',
    );
    expect(
      screen.getByText('Choose the municipality where you want to harvest to see the prices.'),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });
});
