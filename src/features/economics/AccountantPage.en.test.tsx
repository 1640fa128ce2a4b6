import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { signSandboxAccessToken } from '../../../sandbox/eid/tokens.ts';
import { activateLocale, loadTexts } from '../../i18n/i18n';
import { renderPage, signInWithToken } from '../../../tests/renderPage';
import { siri } from '../../../tests/personas';
import { AccountantPage } from './AccountantPage';

const LAST_YEAR = new Date().getFullYear() - 1;

/** What the page saves: the file's name and its content, caught where a download link would be clicked. */
let saved: { name: string; blob: Blob }[] = [];
let failSaving = false;
let lastBlob: Blob | undefined;
const originals = {
  create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  click: Object.getOwnPropertyDescriptor(HTMLAnchorElement.prototype, 'click'),
};
const restore = (target: object, name: string, descriptor: PropertyDescriptor | undefined) => {
  if (descriptor) Object.defineProperty(target, name, descriptor);
  else Reflect.deleteProperty(target, name);
};

beforeEach(async () => {
  saved = [];
  failSaving = false;
  lastBlob = undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      if (failSaving) throw new Error('Ingen plass');
      lastBlob = blob;
      return 'blob:test';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
  Object.defineProperty(HTMLAnchorElement.prototype, 'click', {
    configurable: true,
    writable: true,
    value: function click(this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    },
  });
  await loadTexts('economics');
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  restore(URL, 'createObjectURL', originals.create);
  restore(URL, 'revokeObjectURL', originals.revoke);
  restore(HTMLAnchorElement.prototype, 'click', originals.click);
  await activateLocale('nb', { remember: false });
});

const openAccountant = async (search = '') =>
  renderPage(<AccountantPage />, {
    path: '/accountant',
    initialEntry: `/accountant${search}`,
    accountId: 'acc-dahl',
    session: { userData: await signInWithToken(await signSandboxAccessToken(siri.pid)) },
  });

/** The accountant's page's own Norwegian words (the API's data and the shared components' are not its). */
const NORWEGIAN =
  /Økonomi|Kunder|Søk etter|Viser \d|Personlig konto|Org\.nr\.|Regnskapsår|Tømmeroppgjør|Tømmerinntekt|Årsrapporter|Vis som tabell|Oppgjør og kreditnotaer|lesetilgang|Søylediagram|Ingen oppgjør/;

describe('AccountantPage in English (#43)', () => {
  it("lists Siri's clients in English, and says so when none matches", async () => {
    const { user } = await openAccountant();
    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument();
    const clients = await screen.findByRole('list', { name: 'Clients' });
    expect(within(clients).getByRole('link', { name: /^Kari Nordmann/ })).toHaveTextContent(
      'Personal account',
    );
    expect(within(clients).getByRole('link', { name: /^Nordmann Skog AS/ })).toHaveTextContent(
      'Org. no. 923 456 783',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 2 clients');
    const search = screen.getByRole('searchbox', { name: 'Search by name or organisation number' });
    await user.type(search, 'kari');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 2 clients');
    await user.type(search, 'xyz');
    expect(screen.getByRole('status')).toHaveTextContent('No clients match the search.');
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it("downloads a client's year in English; the file itself stays Norwegian", async () => {
    const { user } = await openAccountant();
    await user.click(await screen.findByRole('link', { name: /^Nordmann Skog AS/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finances for Nordmann Skog AS' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/As the accountant, you can view the client's timber settlements/),
    ).toBeInTheDocument();
    await screen.findByRole('option', { name: String(LAST_YEAR) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Financial year' }), String(LAST_YEAR));
    expect(
      await screen.findByRole('heading', { level: 2, name: `Timber settlements ${String(LAST_YEAR)}` }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Timber settlement S-2025-2021.pdf', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Total ${String(LAST_YEAR)}: `))).toBeInTheDocument();
    for (const name of [
      'Annual timber settlement',
      'Annual statement',
      'Dividend',
      'Shareholder statement',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Timber income in charts' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Timber income per year' })).toHaveAccessibleDescription(
      /^Bar chart of timber income per year, credit notes deducted: /,
    );

    const exports = screen.getByRole('group', {
      name: `Download the timber settlements for ${String(LAST_YEAR)}`,
    });
    expect(exports).toHaveAccessibleDescription('Settlements and credit notes as a spreadsheet, with VAT:');
    await user.click(within(exports).getByRole('button', { name: 'Download CSV' }));
    await within(exports).findByRole('button', { name: 'Download CSV' });
    await vi.waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    const [file] = saved;
    expect(file?.name).toBe(`Tømmeroppgjør ${String(LAST_YEAR)} Nordmann Skog AS.csv`);
    const csv = await file?.blob.text();
    expect(csv).toMatch(
      /^\uFEFF?Dato;Kontrakt;Sortiment;Volum m³;Beløp eks\. MVA;MVA;Beløp inkl\. MVA;Kreditnota;Dokumentnummer\r\n/,
    );
    expect(document.body).not.toHaveTextContent(NORWEGIAN);
  });

  it('says in English when the file could not be made', async () => {
    failSaving = true;
    const { user } = await openAccountant();
    await user.click(await screen.findByRole('link', { name: /^Nordmann Skog AS/ }));
    await screen.findByRole('option', { name: String(LAST_YEAR) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Financial year' }), String(LAST_YEAR));
    const exports = await screen.findByRole('group', {
      name: `Download the timber settlements for ${String(LAST_YEAR)}`,
    });
    await user.click(within(exports).getByRole('button', { name: 'Download Excel' }));
    expect(await screen.findByText('We could not create the file. Try again.')).toBeInTheDocument();
  });

  it('says in English that a client was not found', async () => {
    await openAccountant('?client=acc-hansen');
    expect(
      await screen.findByText('The client was not found. You may no longer have access to it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Finances' })).toBeInTheDocument();
  });
});
