import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TimberSettlement } from '../api/generated/model';
import { totalAmount, settlementsOfYear } from './economics';
import {
  csvNumber,
  csvText,
  EXPORT_HEADERS,
  exportFileName,
  exportRows,
  exportTotals,
  settlementsCsv,
} from './settlementExport';

const settlement = (
  settlementNumber: string,
  date: string,
  lines: [string, number, number, number][],
  isCreditNote = false,
): TimberSettlement => ({
  id: settlementNumber,
  contractId: 'contract-1',
  contractNumber: '2024-033',
  settlementNumber,
  date,
  isCreditNote,
  lines: lines.map(([assortmentName, volume, amount, vatAmount]) => ({
    assortmentName,
    volume,
    amount,
    vatAmount,
  })),
  volume: lines.reduce((sum, [, volume]) => sum + volume, 0),
  amount: lines.reduce((sum, [, , amount]) => sum + amount, 0),
});

// Newest first, as the API lists them.
const SETTLEMENTS = [
  settlement('K-2024-0333', '2025-04-03', [['Sagtømmer gran', -12, -6600, -1650]], true),
  settlement('S-2024-0332', '2025-02-18', [
    ['Sagtømmer gran', 95, 52250, 13062.5],
    ['GFL biovirke', 40.5, 6400.1, 1600.03],
  ]),
  settlement('S-2024-0331', '2024-10-14', [['Massevirke gran', 140, 43400, 10850]]),
];

const BOM = '\uFEFF';

describe('exportRows', () => {
  it('gives the year’s settlement lines oldest first, a credit note’s negative and marked', () => {
    expect(exportRows(SETTLEMENTS, 2025)).toEqual([
      {
        date: '2025-02-18',
        contract: '2024-033',
        assortment: 'Sagtømmer gran',
        volume: 95,
        amountExclVat: 52250,
        vat: 13062.5,
        amountInclVat: 65312.5,
        creditNote: false,
        documentNumber: 'S-2024-0332',
      },
      {
        date: '2025-02-18',
        contract: '2024-033',
        assortment: 'GFL biovirke',
        volume: 40.5,
        amountExclVat: 6400.1,
        vat: 1600.03,
        amountInclVat: 8000.13,
        creditNote: false,
        documentNumber: 'S-2024-0332',
      },
      {
        date: '2025-04-03',
        contract: '2024-033',
        assortment: 'Sagtømmer gran',
        volume: -12,
        amountExclVat: -6600,
        vat: -1650,
        amountInclVat: -8250,
        creditNote: true,
        documentNumber: 'K-2024-0333',
      },
    ]);
    expect(exportRows(SETTLEMENTS, 2023)).toEqual([]);
  });

  it('sums to what the page shows for the year, credit notes deducted', () => {
    const totals = exportTotals(exportRows(SETTLEMENTS, 2025));
    expect(totals).toEqual({ volume: 123.5, amountExclVat: 52050.1, vat: 13012.53, amountInclVat: 65062.63 });
    expect(totals.amountExclVat).toBe(totalAmount(settlementsOfYear(SETTLEMENTS, 2025)));
  });

  it('sums any year’s amounts exactly as the page does, in whole øre, and incl. MVA is excl. plus MVA', () => {
    const line = fc.tuple(
      fc.constantFrom('Sagtømmer gran', 'Massevirke furu'),
      fc.integer({ min: -50_000, max: 50_000 }).map((litres) => litres / 1000),
      fc.integer({ min: -5_000_000, max: 5_000_000 }).map((ore) => ore / 100),
      fc.integer({ min: -1_250_000, max: 1_250_000 }).map((ore) => ore / 100),
    );
    fc.assert(
      fc.property(fc.array(fc.array(line, { maxLength: 3 }), { maxLength: 6 }), (settlements) => {
        const all = settlements.map((lines, index) =>
          settlement(`S-${String(index)}`, `2025-0${String((index % 9) + 1)}-01`, lines),
        );
        const totals = exportTotals(exportRows(all, 2025));
        expect(totals.amountExclVat).toBe(totalAmount(all));
        expect(Math.round(totals.amountInclVat * 100)).toBe(
          Math.round(totals.amountExclVat * 100) + Math.round(totals.vat * 100),
        );
      }),
    );
  });
});

describe('settlementsCsv', () => {
  const csv = settlementsCsv(exportRows(SETTLEMENTS, 2025));
  const lines = csv.slice(1).split('\r\n');

  it('starts with a byte-order mark and the Norwegian headers, semicolon-separated', () => {
    expect(csv.startsWith(BOM)).toBe(true);
    expect(lines[0]).toBe(
      'Dato;Kontrakt;Sortiment;Volum m³;Beløp eks. MVA;MVA;Beløp inkl. MVA;Kreditnota;Dokumentnummer',
    );
    expect(lines[0]?.split(';')).toEqual([...EXPORT_HEADERS]);
  });

  it('writes dates as DD.MM.YYYY and numbers with a decimal comma, without thousands separators', () => {
    expect(lines.slice(1)).toEqual([
      '18.02.2025;2024-033;Sagtømmer gran;95;52250,00;13062,50;65312,50;nei;S-2024-0332',
      '18.02.2025;2024-033;GFL biovirke;40,5;6400,10;1600,03;8000,13;nei;S-2024-0332',
      '03.04.2025;2024-033;Sagtømmer gran;-12;-6600,00;-1650,00;-8250,00;ja;K-2024-0333',
      '',
    ]);
  });

  it('ends every row with CRLF, and has only the headers for a year without settlements', () => {
    expect(csv.endsWith('K-2024-0333\r\n')).toBe(true);
    expect(settlementsCsv([])).toBe(`${BOM}${EXPORT_HEADERS.join(';')}\r\n`);
  });

  it('quotes a text with a separator, a quote or a line break, doubling the quotes', () => {
    expect(csvText('Sagtømmer gran')).toBe('Sagtømmer gran');
    expect(csvText('Gran; furu')).toBe('"Gran; furu"');
    expect(csvText('«Gran» "A"')).toBe('"«Gran» ""A"""');
    expect(csvText('to\nlinjer')).toBe('"to\nlinjer"');
  });

  it('makes a text that starts like a formula inert', () => {
    expect(csvText('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvText('+47')).toBe("'+47");
    expect(csvText('-1')).toBe("'-1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('rounds amounts to øre and volumes to litres', () => {
    expect(csvNumber(0.1 + 0.2, 'amount')).toBe('0,30');
    expect(csvNumber(-0.5, 'amount')).toBe('-0,50');
    expect(csvNumber(1234567.891, 'amount')).toBe('1234567,89');
    expect(csvNumber(0.1 + 0.2, 'volume')).toBe('0,3');
    expect(csvNumber(212.4, 'volume')).toBe('212,4');
  });
});

describe('exportFileName', () => {
  it('names the year and the account', () => {
    expect(exportFileName('Nordmann Skog AS', 2025, 'csv')).toBe('Tømmeroppgjør 2025 Nordmann Skog AS.csv');
    expect(exportFileName('Kari Nordmann', 2024, 'xlsx')).toBe('Tømmeroppgjør 2024 Kari Nordmann.xlsx');
  });

  it('replaces what a file system does not take', () => {
    expect(exportFileName('Berg/Dal: "Skog"  AS', 2025, 'csv')).toBe(
      'Tømmeroppgjør 2025 Berg-Dal- -Skog- AS.csv',
    );
    expect(exportFileName('  ', 2025, 'xlsx')).toBe('Tømmeroppgjør 2025.xlsx');
  });
});
