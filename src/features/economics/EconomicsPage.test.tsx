import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { expectNoAxeViolations } from '../../../tests/axe';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { sandboxServer } from '../../../tests/sandboxServer';
import { EconomicsPage } from './EconomicsPage';
import { kari, eva } from '../../../tests/personas';

const THIS_YEAR = new Date().getFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const YEAR_BEFORE = THIS_YEAR - 2;
const THREE_YEARS_BACK = THIS_YEAR - 3;

const openEconomics = async (pid: string, accountId: string, search = '') =>
  renderPage(<EconomicsPage />, {
    path: '/economics',
    initialEntry: `/economics${search}`,
    accountId,
    session: { userData: await signInWithToken(await signSandboxAccessToken(pid)) },
  });

/** The section under a level-2 heading. */
const section = async (name: string | RegExp) => {
  const found = (await screen.findByRole('heading', { level: 2, name })).closest('section');
  if (!found) throw new Error(`no section '${String(name)}'`);
  return within(found);
};

/** A table row's cells as the user reads them, ' | ' between cells. */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s+/g, ' ')).join(' | ');

/** The part under a level-3 heading (an annual report, a chart). */
const part = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 3, name });
  const found = heading.closest('figure') ?? heading.parentElement;
  if (!found) throw new Error(`no part '${name}'`);
  return within(found);
};

describe('EconomicsPage', () => {
  it("shows Kari's settlements of the year in the address, the credit note marked, and the year's reports", async () => {
    await openEconomics(kari.pid, 'acc-kari', `?year=${String(LAST_YEAR)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeInTheDocument();
    const year = screen.getByRole('combobox', { name: 'Regnskapsår' });
    expect(year).toHaveValue(String(LAST_YEAR));
    await waitFor(() => {
      expect(
        within(year)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([THIS_YEAR, LAST_YEAR, YEAR_BEFORE, THREE_YEARS_BACK].map(String));
    });

    const settlements = await section(`Tømmeroppgjør ${String(LAST_YEAR)}`);
    const credit = (await settlements.findByText('Kreditnota K-2024-0333.pdf', { selector: 'p' })).closest(
      'li',
    )!;
    expect(within(credit).getByText('Kreditnota', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(credit).toHaveTextContent(`Kontrakt 2024-033 · 03.04.${String(LAST_YEAR)}`);
    expect(credit).toHaveTextContent(/−6\s600,00\skr/);
    const settlement = settlements
      .getByText('Tømmeroppgjør S-2024-0332.pdf', { selector: 'p' })
      .closest('li')!;
    expect(
      within(settlement).queryByText('Kreditnota', { selector: '.MuiChip-label' }),
    ).not.toBeInTheDocument();
    expect(settlement).toHaveTextContent(/18\.02\.\d{4} · 210\sm³80\s400,00\skr/);
    expect(settlements.getByRole('button', { name: 'Vis Kreditnota K-2024-0333.pdf' })).toBeInTheDocument();
    expect(settlements.getByText(/^Sum \d{4}: 73\s800,00\skr$/)).toBeInTheDocument();

    for (const [title, file] of [
      ['Årsoppgjør tømmer', `Årsoppgjør tømmer ${String(LAST_YEAR)}.pdf`],
      ['Årsoppgave', `Årsoppgave ${String(LAST_YEAR)}.pdf`],
      ['Utbytte', `Utbytte ${String(LAST_YEAR)}.pdf`],
      ['Andelseieroppgave', `Andelseieroppgave ${String(LAST_YEAR)}.pdf`],
    ] as const) {
      const report = await part(title);
      expect(await report.findByRole('button', { name: `Last ned ${file}` })).toBeInTheDocument();
    }
    await expectNoAxeViolations();
  });

  it("switches year: the year before's settlements and reports", async () => {
    const { user } = await openEconomics(kari.pid, 'acc-kari', `?year=${String(LAST_YEAR)}`);
    const year = screen.getByRole('combobox', { name: 'Regnskapsår' });
    await screen.findByRole('option', { name: String(YEAR_BEFORE) });
    await user.selectOptions(year, String(YEAR_BEFORE));
    const settlements = await section(`Tømmeroppgjør ${String(YEAR_BEFORE)}`);
    expect(
      await settlements.findByText('Tømmeroppgjør S-2024-0331.pdf', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(settlements.queryByText(/Kreditnota/)).not.toBeInTheDocument();
    expect(
      await (await part('Årsoppgave')).findByText(`Årsoppgave ${String(YEAR_BEFORE)}.pdf`, { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it("shows the charts' numbers as a table with 'Vis som tabell', the same as the description says", async () => {
    const { user } = await openEconomics(kari.pid, 'acc-kari', `?year=${String(LAST_YEAR)}`);
    const perYear = await part('Tømmerinntekt per år');
    const figure = screen.getByRole('figure', { name: 'Tømmerinntekt per år' });
    expect(figure).toHaveAccessibleDescription(
      new RegExp(`${String(YEAR_BEFORE)}: 171\\s200,00\\skr, ${String(LAST_YEAR)}: 73\\s800,00\\skr`),
    );
    const toggle = perYear.getByRole('button', { name: 'Vis som tabell' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const rows = within(perYear.getByRole('table', { name: 'Tømmerinntekt per år' })).getAllByRole('row');
    expect(rows.map(cellsOf).slice(0, 3)).toEqual([
      'År | Tømmerinntekt',
      `${String(YEAR_BEFORE)} | 171 200,00 kr`,
      `${String(LAST_YEAR)} | 73 800,00 kr`,
    ]);

    const perAssortment = await part(`Volum og inntekt per sortiment i ${String(LAST_YEAR)}`);
    await user.click(perAssortment.getByRole('button', { name: 'Vis som tabell' }));
    const table = perAssortment.getByRole('table');
    expect(within(table).getAllByRole('row').map(cellsOf)).toEqual([
      'Sortiment | Volum | Inntekt',
      'Sagtømmer gran | 83 m³ | 45 650,00 kr',
      'Massevirke furu | 75 m³ | 21 750,00 kr',
      'GFL biovirke | 40 m³ | 6 400,00 kr',
    ]);
    await expectNoAxeViolations();
  });

  it("says 'Ingen oppgjør' and 'Ingen dokumenter' for a year without any", async () => {
    await openEconomics(kari.pid, 'acc-nordmann-skog');
    expect(screen.getByRole('combobox', { name: 'Regnskapsår' })).toHaveValue(String(THIS_YEAR));
    const settlements = await section(`Tømmeroppgjør ${String(THIS_YEAR)}`);
    expect(await settlements.findByText(`Ingen oppgjør for ${String(THIS_YEAR)}`)).toBeInTheDocument();
    const reports = await section(`Årsrapporter for ${String(THIS_YEAR)}`);
    await waitFor(() => {
      expect(reports.getAllByText('Ingen dokumenter')).toHaveLength(4);
    });
  });

  it("offers the year's settlements as CSV and Excel, and says why not when the year has none", async () => {
    const { user } = await openEconomics(kari.pid, 'acc-nordmann-skog', `?year=${String(LAST_YEAR)}`);
    const exports = await screen.findByRole('group', {
      name: `Last ned tømmeroppgjørene for ${String(LAST_YEAR)}`,
    });
    expect(within(exports).getByRole('button', { name: 'Last ned CSV' })).toBeEnabled();
    expect(within(exports).getByRole('button', { name: 'Last ned Excel' })).toBeEnabled();
    expect(exports).toHaveAccessibleDescription('Oppgjør og kreditnotaer som regneark, med MVA:');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Regnskapsår' }), String(THIS_YEAR));
    const none = await screen.findByRole('group', {
      name: `Last ned tømmeroppgjørene for ${String(THIS_YEAR)}`,
    });
    expect(within(none).getByRole('button', { name: 'Last ned CSV' })).toBeDisabled();
    expect(within(none).getByRole('button', { name: 'Last ned Excel' })).toBeDisabled();
    expect(none).toHaveAccessibleDescription(
      `Oppgjør og kreditnotaer som regneark, med MVA: Ingen oppgjør å laste ned for ${String(THIS_YEAR)}.`,
    );
    await expectNoAxeViolations();
  });

  it('keeps the page when one report fails, and fetches it again with Prøv igjen', async () => {
    let failing = true;
    sandboxServer.use(
      http.get('*/api/account/reports/dividend/:id/accountingYear/:year', () =>
        failing ? HttpResponse.json({ message: 'feil' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = await openEconomics(kari.pid, 'acc-kari', `?year=${String(LAST_YEAR)}`);
    const dividend = await part('Utbytte');
    expect(await dividend.findByText(/Vi klarte ikke å hente utbytte/)).toBeInTheDocument();
    expect(
      await (await part('Årsoppgave')).findByText(`Årsoppgave ${String(LAST_YEAR)}.pdf`, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tømmeroppgjør S-2024-0332.pdf', { selector: 'p' })).toBeInTheDocument();
    failing = false;
    await user.click(dividend.getByRole('button', { name: 'Prøv igjen' }));
    expect(
      await dividend.findByText(`Utbytte ${String(LAST_YEAR)}.pdf`, { selector: 'p' }),
    ).toBeInTheDocument();
  });

  it("shows Eva Feil's failures in place, each with Prøv igjen, never a blank page", async () => {
    await openEconomics(eva.pid, 'acc-feil');
    expect(screen.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeInTheDocument();
    expect(await screen.findByText(/Vi klarte ikke å hente tømmeroppgjørene/)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByRole('button', { name: 'Prøv igjen' })).toHaveLength(5);
    });
    expect(screen.getByText('Diagrammene vises når tømmeroppgjørene er hentet.')).toBeInTheDocument();
    expect(screen.getByText('Du kan laste ned når tømmeroppgjørene er hentet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last ned Excel' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Regnskapsår' })).toBeInTheDocument();
  });
});
