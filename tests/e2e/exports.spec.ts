import { readFile } from 'node:fs/promises';
import { readSheet } from 'read-excel-file/node';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { chooseAccount, onceOnTheDesktop, signInAs, signInOncePerFile } from './helpers';

onceOnTheDesktop('the files are what is checked, and accountants download them at a desk');

signInOncePerFile();

const THIS_YEAR = new Date().getFullYear();
const LAST_YEAR = THIS_YEAR - 1;
const THREE_YEARS_BACK = THIS_YEAR - 3;

const HEADERS = [
  'Dato',
  'Kontrakt',
  'Sortiment',
  'Volum m³',
  'Beløp eks. MVA',
  'MVA',
  'Beløp inkl. MVA',
  'Kreditnota',
  'Dokumentnummer',
];

/** Requests for the export's chunk (the file writer and the workbook library) the page has made. */
function exportChunkRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/settlementExportFile-[^/]*\.js$/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

const section = (page: Page, heading: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: heading }) });

/** Whole øre of an amount as the page shows it ('−6 600,00 kr') or as the CSV has it ('-6600,00'). */
const ore = (text: string): number =>
  Math.round(
    Number(
      text
        .replace(/[^\d,−-]/g, '')
        .replace(',', '.')
        .replace('−', '-'),
    ) * 100,
  );
/** Litres of a volume as the page shows it ('83 m³', '40,5 m³') or as the CSV has it. */
const litres = (text: string): number =>
  Math.round(
    Number(
      text
        .replace(/m³/, '')
        .replace(/[^\d,−-]/g, '')
        .replace(',', '.')
        .replace('−', '-'),
    ) * 1000,
  );

/** One file row as numbers and texts, whichever file it came from. */
interface FileRow {
  date: string;
  contract: string;
  assortment: string;
  litres: number;
  exclVat: number;
  vat: number;
  inclVat: number;
  creditNote: string;
  documentNumber: string;
}

const csvRow = (cells: string[]): FileRow => {
  const [date, contract, assortment, volume, exclVat, vat, inclVat, creditNote, documentNumber] = cells;
  return {
    date: date ?? '',
    contract: contract ?? '',
    assortment: assortment ?? '',
    litres: litres(volume ?? ''),
    exclVat: ore(exclVat ?? ''),
    vat: ore(vat ?? ''),
    inclVat: ore(inclVat ?? ''),
    creditNote: creditNote ?? '',
    documentNumber: documentNumber ?? '',
  };
};

const number = (value: unknown): number => {
  expect(typeof value, `${String(value)} is a number in the workbook`).toBe('number');
  return value as number;
};

const workbookRow = (cells: unknown[]): FileRow => {
  const [date, contract, assortment, volume, exclVat, vat, inclVat, creditNote, documentNumber] = cells;
  expect(date).toBeInstanceOf(Date);
  const day = (date as Date).toISOString().slice(0, 10);
  return {
    date: `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`,
    contract: String(contract),
    assortment: String(assortment),
    litres: Math.round(number(volume) * 1000),
    exclVat: Math.round(number(exclVat) * 100),
    vat: Math.round(number(vat) * 100),
    inclVat: Math.round(number(inclVat) * 100),
    creditNote: String(creditNote),
    documentNumber: String(documentNumber),
  };
};

/** The file's path once it has been saved. */
async function savedPath(download: Download): Promise<string> {
  const path = await download.path();
  expect(await download.failure()).toBeNull();
  return path;
}

/** Per assortment: litres and øre excl. MVA, summed over the rows. */
function perAssortment(rows: readonly FileRow[]): string[] {
  const sums = new Map<string, { litres: number; ore: number }>();
  for (const row of rows) {
    const sum = sums.get(row.assortment) ?? { litres: 0, ore: 0 };
    sums.set(row.assortment, { litres: sum.litres + row.litres, ore: sum.ore + row.exclVat });
  }
  return [...sums].map(([name, sum]) => `${name}: ${String(sum.litres)} l, ${String(sum.ore)} øre`).sort();
}

test('Siri laster ned en kundes år som CSV og Excel, og filene har de samme summene som siden', async ({
  page,
}) => {
  const exportChunks = exportChunkRequests(page);
  await signInAs(page, 'Siri Dahl');
  await expect(page).toHaveURL(/\/accountant$/);
  await page
    .getByRole('list', { name: 'Kunder' })
    .getByRole('link', { name: /^Kari Nordmann/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Økonomi for Kari Nordmann' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Regnskapsår' }).selectOption(String(LAST_YEAR));
  const settlements = section(page, `Tømmeroppgjør ${String(LAST_YEAR)}`);
  const sumText = await settlements.getByText(new RegExp(`^Sum ${String(LAST_YEAR)}: `)).innerText();
  const pageSum = ore(sumText.replace(/^Sum \d{4}:/, ''));
  const figure = page.getByRole('figure', { name: `Volum og inntekt per sortiment i ${String(LAST_YEAR)}` });
  await figure.getByRole('button', { name: 'Vis som tabell' }).click();
  const pageAssortments = (
    await Promise.all(
      (await figure.getByRole('table').locator('tbody tr').all()).map(async (row) => {
        const [name, volume, amount] = await row.locator('th, td').allInnerTexts();
        return `${(name ?? '').trim()}: ${String(litres(volume ?? ''))} l, ${String(ore(amount ?? ''))} øre`;
      }),
    )
  ).sort();
  expect(pageAssortments.length).toBeGreaterThan(1);

  const exports = page.getByRole('group', { name: `Last ned tømmeroppgjørene for ${String(LAST_YEAR)}` });
  await expect(exports.getByRole('button', { name: 'Last ned CSV' })).toBeEnabled();
  await expectAccessible(page);
  // The export's code comes with the first click, not with the page.
  expect(exportChunks).toEqual([]);

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'Last ned CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toBe(`Tømmeroppgjør ${String(LAST_YEAR)} Kari Nordmann.csv`);
  const csv = await readFile(await savedPath(csvDownload), 'utf8');
  expect(csv.charCodeAt(0), 'the file starts with a byte-order mark').toBe(0xfeff);
  const [header, ...lines] = csv.slice(1).split('\r\n');
  expect(header?.split(';')).toEqual(HEADERS);
  expect(lines.pop()).toBe('');
  const csvRows = lines.map((line) => csvRow(line.split(';')));
  expect(exportChunks.length).toBeGreaterThan(0);

  // Excel by keyboard.
  await exports.getByRole('button', { name: 'Last ned Excel' }).focus();
  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(xlsxDownload.suggestedFilename()).toBe(`Tømmeroppgjør ${String(LAST_YEAR)} Kari Nordmann.xlsx`);
  const [xlsxHeader, ...xlsxData] = await readSheet(await readFile(await savedPath(xlsxDownload)), {
    dateFormat: 'dd.mm.yyyy',
  });
  expect(xlsxHeader).toEqual(HEADERS);
  const xlsxRows = xlsxData.map(workbookRow);

  // Both files say the same, and what the page says.
  expect(xlsxRows).toEqual(csvRows);
  expect(csvRows.reduce((sum, row) => sum + row.exclVat, 0)).toBe(pageSum);
  expect(perAssortment(csvRows)).toEqual(pageAssortments);
  for (const row of csvRows) expect(row.inclVat).toBe(row.exclVat + row.vat);
  const credit = csvRows.filter((row) => row.creditNote === 'ja');
  expect(credit.map((row) => [row.documentNumber, row.date, row.exclVat])).toEqual([
    ['K-2024-0333', `03.04.${String(LAST_YEAR)}`, -660000],
  ]);
  expect(new Set(csvRows.map((row) => row.creditNote))).toEqual(new Set(['ja', 'nei']));
  expect(csvRows.every((row) => row.contract !== '' && row.vat !== 0)).toBe(true);

  // A year without settlements has nothing to download, and says so.
  await page.getByRole('combobox', { name: 'Regnskapsår' }).selectOption(String(THREE_YEARS_BACK));
  const empty = page.getByRole('group', {
    name: `Last ned tømmeroppgjørene for ${String(THREE_YEARS_BACK)}`,
  });
  await expect(empty.getByRole('button', { name: 'Last ned CSV' })).toBeDisabled();
  await expect(empty.getByRole('button', { name: 'Last ned Excel' })).toBeDisabled();
  await expect(empty).toHaveAccessibleDescription(
    new RegExp(`Ingen oppgjør å laste ned for ${String(THREE_YEARS_BACK)}\\.$`),
  );
  await expect(empty.getByText(`Ingen oppgjør å laste ned for ${String(THREE_YEARS_BACK)}.`)).toBeVisible();
  await expectAccessible(page);
});

test.describe('når filen ikke kan lages', () => {
  test('Kari får en feilmelding på Økonomi, og knappene virker igjen', async ({ page }) => {
    await page.route(/settlementExportFile-[^/]*\.js$/, (route) => route.abort());
    await signInAs(page, 'Kari Nordmann');
    await chooseAccount(page, 'Kari Nordmann');
    await page.goto(`/economics?year=${String(LAST_YEAR)}`);
    const exports = page.getByRole('group', { name: `Last ned tømmeroppgjørene for ${String(LAST_YEAR)}` });
    await exports.getByRole('button', { name: 'Last ned Excel' }).click();
    await expect(page.getByText('Vi klarte ikke å lage filen. Prøv igjen.')).toBeVisible();
    await expect(exports.getByRole('button', { name: 'Last ned Excel' })).toBeEnabled();
    await expectAccessible(page);
  });
});
