import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { eva, kari } from '../../../tests/personas';
import { EconomicsPage } from './EconomicsPage';

const THIS_YEAR = new Date().getFullYear();
const LAST_YEAR = THIS_YEAR - 1;

beforeEach(async () => {
  await loadTexts('economics');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const openEconomics = async (pid: string, accountId: string, search = '') =>
  renderPage(<EconomicsPage />, {
    path: '/economics',
    initialEntry: `/economics${search}`,
    accountId,
    session: { userData: await signInWithToken(await signSandboxAccessToken(pid)) },
  });

/** A table row's cells as the user reads them, ' | ' between cells. */
const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.replace(/\s+/g, ' ')).join(' | ');

/** The page's own Norwegian words (the API's data and the shared components' are not its). */
const NORWEGIAN =
  /Økonomi|Regnskapsår|Tømmeroppgjør|Tømmerinntekt|Årsrapporter|Vis som tabell|Oppgjør og kreditnotaer|Søylediagram|Liggende|Kontrakt \d|Ingen oppgjør|Sum \d|Sortiment|Inntekt|Volum\b|Diagrammene|Du kan laste ned/;

describe('EconomicsPage in English (#43)', () => {
  it("shows Kari's year in English: settlements, charts with their text alternative and table, reports", async () => {
    const { user } = await openEconomics(kari.pid, 'acc-kari', `?year=${String(LAST_YEAR)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Financial year' })).toHaveValue(String(LAST_YEAR));
    const credit = (await screen.findByText('Credit note K-2024-0333.pdf', { selector: 'p' })).closest('li')!;
    expect(credit).toHaveTextContent(/Contract 2024-033 · /);
    expect(screen.getByText('Timber settlement S-2024-0332.pdf', { selector: 'p' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: `Annual reports for ${String(LAST_YEAR)}` }),
    ).toBeVisible();

    const perYear = await screen.findByRole('figure', { name: 'Timber income per year' });
    expect(perYear).toHaveAccessibleDescription(
      /^Bar chart of timber income per year, credit notes deducted: /,
    );
    await user.click(within(perYear).getByRole('button', { name: 'Show as table' }));
    const yearRows = within(
      within(perYear).getByRole('table', { name: 'Timber income per year' }),
    ).getAllByRole('row');
    expect(cellsOf(yearRows[0]!)).toBe('Year | Timber income');

    const perAssortment = screen.getByRole('figure', {
      name: `Volume and income per assortment in ${String(LAST_YEAR)}`,
    });
    expect(perAssortment).toHaveAccessibleDescription(
      new RegExp(
        `^Horizontal bar charts of volume and income per assortment in ${String(LAST_YEAR)}: Sagtømmer gran`,
      ),
    );
    await user.click(within(perAssortment).getByRole('button', { name: 'Show as table' }));
    const rows = within(within(perAssortment).getByRole('table')).getAllByRole('row');
    expect(cellsOf(rows[0]!)).toBe('Assortment | Volume | Income');
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('says in English what is missing for a year without settlements', async () => {
    await openEconomics(kari.pid, 'acc-nordmann-skog');
    expect(await screen.findAllByText(`No settlements for ${String(THIS_YEAR)}`)).toHaveLength(2);
    const exports = await screen.findByRole('group', {
      name: `Download the timber settlements for ${String(THIS_YEAR)}`,
    });
    expect(within(exports).getByRole('button', { name: 'Download Excel' })).toBeDisabled();
    expect(exports).toHaveAccessibleDescription(
      `Settlements and credit notes as a spreadsheet, with VAT: No settlements to download for ${String(THIS_YEAR)}.`,
    );
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('switches back to Norwegian in place: headings, file names and the export', async () => {
    await openEconomics(kari.pid, 'acc-kari', `?year=${String(LAST_YEAR)}`);
    await screen.findByText('Credit note K-2024-0333.pdf', { selector: 'p' });
    await act(async () => {
      await activateLocale('nb', { remember: false });
    });
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'Økonomi' })).toBeInTheDocument();
    });
    expect(screen.getByText('Kreditnota K-2024-0333.pdf', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Regnskapsår' })).toHaveValue(String(LAST_YEAR));
    expect(screen.getByRole('button', { name: 'Last ned CSV' })).toBeEnabled();
  });

  it("says in English why Eva Feil's charts and download wait", async () => {
    await openEconomics(eva.pid, 'acc-feil');
    expect(
      await screen.findByText('The charts are shown once the timber settlements have been loaded.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You can download once the timber settlements have been loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });
});
