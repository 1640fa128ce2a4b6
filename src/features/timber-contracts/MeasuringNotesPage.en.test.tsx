import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { MeasuringNotesPage } from './MeasuringNotesPage';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { kari } from '../../../tests/personas';

beforeEach(async () => {
  await loadTexts('timber-contract-pages');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  await activateLocale('nb', { remember: false });
});

const openNotes = async (contractId = 'contract-2025-087') =>
  renderPage(<MeasuringNotesPage />, {
    path: '/timberContract/measuringNotes',
    accountId: 'acc-kari',
    session: { userData: await signInWithToken(await signSandboxAccessToken(kari.pid)), contractId },
  });

/** The page's and the settlement summary's own Norwegian words (their catalog). */
const NORWEGIAN =
  /Målebrev|Kontrakt \d|Dato|Målemetode|\bVolum\b|Oppgjøret i korte|Til sammen|i alt|uten mva|Ingen oppgjør|Vis målebrev/;

describe('MeasuringNotesPage in English (#43)', () => {
  it('shows the settlement summary and the measurement notes table in English', async () => {
    await openNotes();
    expect(screen.getByRole('heading', { level: 1, name: 'Measurement notes' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'The settlement in brief' });
    const items = await within(summary).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Sagtømmer gran: 212[.,]4\sm³ at .+ per m³, .+ in total$/);
    expect(summary).toHaveTextContent(/In total 310[.,]5\sm³ and /);
    expect(summary).toHaveTextContent('The amounts are excluding VAT.');
    const table = await screen.findByRole('table', { name: 'Measurement notes for contract 2025-087' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Assortment', 'Measuring method', 'Volume', 'Measurement notes']);
    expect(within(table).getAllByRole('button', { name: /^Show measurement note/ }).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Measurement notes as PDF' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('says in English that there is no settlement and no measurement note yet', async () => {
    await openNotes('contract-2026-110');
    expect(await screen.findByText('No measurement notes yet.')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'No settlement yet. Once the timber is settled, you will see the volume, price and total per assortment here.',
      ),
    ).toBeInTheDocument();
  });
});
