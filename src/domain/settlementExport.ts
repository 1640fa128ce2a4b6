import type { TimberSettlement } from '../api/generated/model';
import { settlementsOfYear } from './economics';

/**
 * The accountant's export of an accounting year's settlements and credit notes (issue #28): one row per
 * settlement line (assortment), oldest first, as CSV that Excel in Norwegian opens right (UTF-8 with BOM,
 * semicolons, decimal comma) and as the rows of an Excel workbook. Pure, so the page's bundle does not carry
 * it: the file is written by a module loaded on click.
 */

/**
 * The columns, in order, as their headers read: Norwegian in every language (#43), as the whole file is, since an
 * accountant's system reads them and a file is the same whoever downloads it.
 */
/* eslint-disable lingui/no-unlocalized-strings -- the export's column names, not the page's text */
export const EXPORT_HEADERS = [
  'Dato',
  'Kontrakt',
  'Sortiment',
  'Volum m³',
  'Beløp eks. MVA',
  'MVA',
  'Beløp inkl. MVA',
  'Kreditnota',
  'Dokumentnummer',
] as const;
/* eslint-enable lingui/no-unlocalized-strings */

export interface ExportRow {
  /** YYYY-MM-DD, the settlement's date. */
  date: string;
  /** The contract's number, or '' when the API has none. */
  contract: string;
  assortment: string;
  /** m³, negative on a credit note. */
  volume: number;
  /** NOK, negative on a credit note. */
  amountExclVat: number;
  vat: number;
  amountInclVat: number;
  creditNote: boolean;
  /** The settlement's or credit note's number, as on its PDF. */
  documentNumber: string;
}

export interface ExportTotals {
  volume: number;
  amountExclVat: number;
  vat: number;
  amountInclVat: number;
}

const ore = (amount: number): number => Math.round(amount * 100);
const kroner = (ore: number): number => ore / 100;
/** Volumes are summed in litres (m³ with three decimals), so 0.1 + 0.2 is 0.3. */
const litres = (volume: number): number => Math.round(volume * 1000);

/** The rows of the year's settlements and credit notes: one per line, by date, then document number. */
export function exportRows(settlements: readonly TimberSettlement[], year: number): ExportRow[] {
  return [...settlementsOfYear(settlements, year)]
    .sort((a, b) => a.date.localeCompare(b.date) || a.settlementNumber.localeCompare(b.settlementNumber))
    .flatMap((settlement) =>
      settlement.lines.map((line) => ({
        date: settlement.date,
        contract: settlement.contractNumber ?? '',
        assortment: line.assortmentName,
        volume: line.volume,
        amountExclVat: kroner(ore(line.amount)),
        vat: kroner(ore(line.vatAmount)),
        amountInclVat: kroner(ore(line.amount) + ore(line.vatAmount)),
        creditNote: settlement.isCreditNote,
        documentNumber: settlement.settlementNumber,
      })),
    );
}

/** The sums of the rows' numbers, credit notes deducted (they are negative). */
export function exportTotals(rows: readonly ExportRow[]): ExportTotals {
  const sum = (value: (row: ExportRow) => number) => rows.reduce((total, row) => total + value(row), 0);
  return {
    volume: sum((row) => litres(row.volume)) / 1000,
    amountExclVat: kroner(sum((row) => ore(row.amountExclVat))),
    vat: kroner(sum((row) => ore(row.vat))),
    amountInclVat: kroner(sum((row) => ore(row.amountInclVat))),
  };
}

/** 'ja' or 'nei', as the credit-note column says it. */
export const yesNo = (value: boolean): string => (value ? 'ja' : 'nei');

/** DD.MM.YYYY, which Excel in Norwegian reads as a date. */
export const exportDate = (isoDate: string): string =>
  `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;

/**
 * A number as Excel in Norwegian reads it from CSV: decimal comma, no thousands separator, an ASCII minus.
 * Amounts with two decimals; volumes with as many as they have (up to three).
 */
export function csvNumber(value: number, decimals: 'amount' | 'volume'): string {
  const text = decimals === 'amount' ? value.toFixed(2) : String(litres(value) / 1000);
  return text.replace('.', ',');
}

/**
 * A text cell: quoted when it holds the separator, a quote or a line break (quotes doubled), and made inert
 * when it starts like a formula (=, +, -, @), so a spreadsheet never runs text from the API as one.
 */
export function csvText(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** The CSV file's text: byte-order mark, header row, the rows; CRLF after every row, as RFC 4180 has it. */
export function settlementsCsv(rows: readonly ExportRow[]): string {
  const lines = [
    EXPORT_HEADERS.map(csvText),
    ...rows.map((row) => [
      exportDate(row.date),
      csvText(row.contract),
      csvText(row.assortment),
      csvNumber(row.volume, 'volume'),
      csvNumber(row.amountExclVat, 'amount'),
      csvNumber(row.vat, 'amount'),
      csvNumber(row.amountInclVat, 'amount'),
      yesNo(row.creditNote),
      csvText(row.documentNumber),
    ]),
  ];
  return BOM + lines.map((cells) => cells.join(SEPARATOR) + LINE_END).join('');
}

/**
 * The file's name: what it is, the year and the account, e.g. 'Tømmeroppgjør 2025 Nordmann Skog AS.csv'.
 * Characters no file system takes (Windows' / \ : * ? " < > |, control characters) become '-'.
 */
export function exportFileName(accountName: string, year: number, extension: 'csv' | 'xlsx'): string {
  const name = accountName
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[/\\:*?"<>|\u0000-\u001f]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the export's file name, Norwegian in every language
  return `Tømmeroppgjør ${String(year)}${name ? ` ${name}` : ''}.${extension}`;
}
