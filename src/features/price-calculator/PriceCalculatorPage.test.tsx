import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { expectNoAxeViolations } from '../../../tests/axe';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { sandboxServer } from '../../../tests/sandboxServer';
import { PriceCalculatorPage } from './PriceCalculatorPage';
import { kari } from '../../../tests/personas';

const openCalculator = async (search = '') =>
  renderPage(<PriceCalculatorPage />, {
    path: '/priceCalculator',
    initialEntry: `/priceCalculator${search}`,
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)) },
  });

const normalized = (element: Element) => element.textContent.replace(/\s+/g, ' ');

/** The result table's rows as ' | '-separated cells. */
const resultRows = () =>
  within(screen.getByRole('table', { name: 'Beregnet verdi per sortiment' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map(normalized).join(' | '));

/** The municipalities the open list offers. */
const offered = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('PriceCalculatorPage', () => {
  it("prices two assortments from the address in Kari's municipality; the total matches the lines", async () => {
    await openCalculator('?sagtommerGran=120&massevirkeGran=80,5');
    expect(screen.getByRole('heading', { level: 1, name: 'Priskalkulator' })).toBeInTheDocument();
    expect(screen.getByText(/er et anslag/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tømmerinnmelding' })).toHaveAttribute(
      'href',
      '/timberRegistration',
    );
    expect(await screen.findByDisplayValue('Ringsaker (3411)')).toHaveAccessibleName('Kommune');
    expect(screen.getByRole('combobox', { name: 'Driftsform' })).toHaveValue('1');
    expect(await screen.findByRole('textbox', { name: 'Sagtømmer gran (m³)' })).toHaveValue('120');
    expect(resultRows()).toEqual([
      'Sortiment | Volum | Bruttoverdi | Hogst | Terrengtransport | Netto eks. mva. | Netto inkl. mva.',
      'Sagtømmer gran | 120 m³ | 78 600,00 kr | 17 400,00 kr | 7 800,00 kr | 53 400,00 kr | 66 750,00 kr',
      'Massevirke gran | 80,5 m³ | 29 382,50 kr | 13 685,00 kr | 5 232,50 kr | 10 465,00 kr | 13 081,25 kr',
      'Sum | 200,5 m³ | 107 982,50 kr | 31 085,00 kr | 13 032,50 kr | 63 865,00 kr | 79 831,25 kr',
    ]);
    const summary = screen.getByText('Nettoverdi inkl. mva.').closest('dl')!;
    expect(normalized(summary)).toContain('Mva. 25 %15 966,25 kr');
    expect(normalized(summary)).toContain('Nettoverdi inkl. mva.79 831,25 kr');
    await expectNoAxeViolations();
  });

  it('recalculates as the owner types, and says what is wrong with a volume', async () => {
    const { user } = await openCalculator();
    expect(await screen.findByText(/Skriv inn volum for minst ett sortiment/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Sagtømmer furu (m³)' }), '10');
    // 10 × 610 = 6 100; costs 10 × (145 + 65) = 2 100; net 4 000; incl. MVA 5 000.
    expect(resultRows().at(-1)).toBe(
      'Sum | 10 m³ | 6 100,00 kr | 1 450,00 kr | 650,00 kr | 4 000,00 kr | 5 000,00 kr',
    );
    const pulp = screen.getByRole('textbox', { name: 'Massevirke furu (m³)' });
    await user.type(pulp, '12x');
    expect(pulp).toHaveAccessibleDescription(/Skriv et tall/);
    expect(pulp).toHaveAttribute('aria-invalid', 'true');
    expect(resultRows()).toHaveLength(3);
  });

  it('tells a private operation that the own costs are not deducted', async () => {
    await openCalculator('?operationType=2&sagtommerGran=10');
    expect(await screen.findByText(/Ved privat drift står du selv for hogst/)).toBeInTheDocument();
    // Private operation: 655 + 25 kr/m³, no costs.
    expect(resultRows().at(-1)).toBe(
      'Sum | 10 m³ | 6 800,00 kr | 0,00 kr | 0,00 kr | 6 800,00 kr | 8 500,00 kr',
    );
  });

  it("offers the municipalities by name, the account's own first, and prices the one chosen", async () => {
    const { user } = await openCalculator();
    const municipality = await screen.findByRole('combobox', { name: 'Kommune' });
    await screen.findByDisplayValue('Ringsaker (3411)');
    expect(municipality).toHaveAccessibleDescription('Eiendommene dine ligger i Ringsaker.');
    await user.click(municipality);
    const listbox = screen.getByRole('listbox');
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby') !== null)).toEqual([true, true]);
    const own = within(listbox).getByRole('group', { name: 'Der eiendommene dine ligger' });
    expect(
      within(own)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ringsaker (3411)']);
    const all = within(listbox).getByRole('group', { name: 'Alle kommuner' });
    expect(within(all).getAllByRole('option')[0]).toHaveTextContent('Alvdal (3428)');
    await expectNoAxeViolations();
    await user.clear(municipality);
    await user.type(municipality, 'hama');
    expect(offered()).toEqual(['Hamar (3403)']);
    await user.keyboard('{Enter}');
    expect(municipality).toHaveValue('Hamar (3403)');
    await user.type(await screen.findByRole('textbox', { name: 'Sagtømmer gran (m³)' }), '10');
    expect(await screen.findByText(/Pris 650,00 kr\/m³/)).toBeInTheDocument();
    await user.clear(municipality);
    await user.type(municipality, '3433');
    expect(offered()).toEqual(['Skjåk (3433)']);
    await expectNoAxeViolations();
  });

  it('says so when the number in the address is no municipality', async () => {
    await openCalculator('?municipality=9999');
    const municipality = await screen.findByRole('combobox', { name: 'Kommune' });
    expect(await screen.findByText(/Kommunenummer 9999 finnes ikke i kommunelisten/)).toBeInTheDocument();
    expect(municipality).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the number by hand when the municipality register does not answer', async () => {
    sandboxServer.use(http.get('*/kommuneinfo/v1/kommuner', () => new HttpResponse(null, { status: 503 })));
    const { user } = await openCalculator();
    const municipality = await screen.findByRole('textbox', { name: 'Kommunenummer' }, { timeout: 15_000 });
    expect(municipality).toHaveValue('3411');
    expect(municipality).toHaveAccessibleDescription(/Listen over kommuner kan ikke hentes nå/);
    await screen.findByText('Volum per sortiment');
    await user.clear(municipality);
    await user.type(municipality, '34');
    expect(municipality).toHaveAccessibleDescription(/fire sifre/);
    expect(municipality).toHaveValue('34');
    expect(screen.queryByText('Volum per sortiment')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows failed prices with Prøv igjen', async () => {
    let failing = true;
    sandboxServer.use(
      http.get('*/api/assortments', () =>
        failing ? HttpResponse.json({ message: 'feil' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openCalculator('?municipality=3403');
    expect(await screen.findByText(/Vi klarte ikke å hente prisene/)).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByText(/Pris 650,00 kr\/m³/)).toBeInTheDocument();
  });
});
