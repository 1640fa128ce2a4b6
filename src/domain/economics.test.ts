import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { TimberSettlement } from '../api/generated/model';
import {
  chosenYear,
  incomePerAssortment,
  incomePerYear,
  settlementSummary,
  settlementsOfYear,
  totalAmount,
  yearOptions,
} from './economics';

const settlement = (
  id: string,
  date: string,
  lines: [string, number, number][],
  isCreditNote = false,
): TimberSettlement => ({
  id,
  contractId: 'contract-1',
  settlementNumber: id,
  date,
  isCreditNote,
  lines: lines.map(([assortmentName, volume, amount]) => ({
    assortmentName,
    volume,
    amount,
    vatAmount: amount / 4,
  })),
  volume: lines.reduce((sum, [, volume]) => sum + volume, 0),
  amount: lines.reduce((sum, [, , amount]) => sum + amount, 0),
});

const SETTLEMENTS = [
  settlement('S-1', '2024-10-14', [
    ['Sagtømmer gran', 180, 97200],
    ['Massevirke gran', 140, 43400],
  ]),
  settlement('S-2', '2025-02-18', [
    ['Sagtømmer gran', 95, 52250],
    ['GFL biovirke', 40, 6400],
  ]),
  settlement('K-3', '2025-04-03', [['Sagtømmer gran', -12, -6600]], true),
];

describe('economics', () => {
  it('offers this year, the earlier years with settlements and the chosen year, newest first', () => {
    expect(yearOptions(SETTLEMENTS, 2026)).toEqual([2026, 2025, 2024, 2023]);
    // The last three closed years are offered without settlements: their annual reports are there.
    expect(yearOptions([], 2026)).toEqual([2026, 2025, 2024, 2023]);
    expect(yearOptions([], 2026, 2021)).toEqual([2026, 2025, 2024, 2023, 2021]);
    expect(yearOptions([settlement('S-9', '2019-05-02', [])], 2026)).toEqual([2026, 2025, 2024, 2023, 2019]);
    expect(yearOptions([settlement('S-9', '2027-01-02', [])], 2026)).toEqual([2026, 2025, 2024, 2023]);
  });

  it('takes the year from the address when it is a past or the current year', () => {
    expect(chosenYear('2025', 2026)).toBe(2025);
    expect(chosenYear('2019', 2026)).toBe(2019);
    expect(chosenYear('2027', 2026)).toBe(2026);
    expect(chosenYear('1999', 2026)).toBe(2026);
    expect(chosenYear('abc', 2026)).toBe(2026);
    expect(chosenYear(null, 2026)).toBe(2026);
  });

  it('sums income per year with the credit note deducted', () => {
    expect(incomePerYear(SETTLEMENTS)).toEqual([
      { year: 2024, amount: 140600 },
      { year: 2025, amount: 52050 },
    ]);
  });

  it('sums volume and income per assortment, largest income first', () => {
    expect(incomePerAssortment(settlementsOfYear(SETTLEMENTS, 2025))).toEqual([
      { assortmentName: 'Sagtømmer gran', volume: 83, amount: 45650 },
      { assortmentName: 'GFL biovirke', volume: 40, amount: 6400 },
    ]);
    expect(totalAmount(settlementsOfYear(SETTLEMENTS, 2025))).toBe(52050);
  });

  const arbitrarySettlement = fc
    .record({
      day: fc.integer({ min: 0, max: 3000 }),
      lines: fc.array(
        fc.tuple(
          fc.constantFrom('Sagtømmer gran', 'Massevirke furu', 'GFL biovirke'),
          fc.integer({ min: -500, max: 500 }),
          fc.integer({ min: -5_000_000, max: 5_000_000 }).map((ore) => ore / 100),
        ),
        { maxLength: 4 },
      ),
    })
    .map(({ day, lines }) =>
      settlement(
        `S-${String(day)}`,
        new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10),
        lines,
      ),
    );

  it('loses no krone: the years, the assortments and the total all add up to the same', () => {
    fc.assert(
      fc.property(fc.array(arbitrarySettlement, { maxLength: 12 }), (settlements) => {
        const total = Math.round(totalAmount(settlements) * 100);
        const byYear = incomePerYear(settlements).reduce(
          (sum, item) => sum + Math.round(item.amount * 100),
          0,
        );
        const byAssortment = incomePerAssortment(settlements).reduce(
          (sum, item) => sum + Math.round(item.amount * 100),
          0,
        );
        expect(byYear).toBe(total);
        expect(byAssortment).toBe(total);
      }),
    );
  });
});

describe("a contract's settlement summary (the measuring notes page)", () => {
  it('gives volume, price per m³ and sum per assortment as the lines give them, and the totals', () => {
    const summary = settlementSummary([
      settlement('S-2025-0871', '2025-09-01', [
        ['Sagtømmer gran', 212.4, 110448],
        ['Massevirke gran', 98.1, 37782],
      ]),
    ]);
    expect(summary.rows).toEqual([
      { assortmentName: 'Sagtømmer gran', volume: 212.4, amount: 110448, pricePerCubicMetre: 520 },
      { assortmentName: 'Massevirke gran', volume: 98.1, amount: 37782, pricePerCubicMetre: 385.14 },
    ]);
    expect(summary.volume).toBe(310.5);
    expect(summary.amount).toBe(148230);
  });

  it('deducts a credit note from its assortment, and has no price where nothing is left to divide by', () => {
    const summary = settlementSummary([
      settlement('S-1', '2025-02-18', [
        ['Sagtømmer gran', 95, 52250],
        ['GFL biovirke', 40, 6400],
      ]),
      settlement(
        'K-1',
        '2025-04-03',
        [
          ['Sagtømmer gran', -12, -6600],
          ['GFL biovirke', -40, -6400],
        ],
        true,
      ),
    ]);
    expect(summary.rows).toEqual([
      { assortmentName: 'Sagtømmer gran', volume: 83, amount: 45650, pricePerCubicMetre: 550 },
      { assortmentName: 'GFL biovirke', volume: 0, amount: 0, pricePerCubicMetre: null },
    ]);
    expect(summary.volume).toBe(83);
    expect(summary.amount).toBe(45650);
  });

  it('is empty without settlements', () => {
    expect(settlementSummary([])).toEqual({ rows: [], volume: 0, amount: 0 });
  });
});
