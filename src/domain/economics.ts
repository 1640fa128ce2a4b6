import type { TimberSettlement } from '../api/generated/model';

/**
 * Economics (Økonomi): a settlement belongs to the accounting year of its date; the year selector offers the
 * current year, the last three closed years (their annual reports, e.g. for the tax return, come whether or not
 * there were settlements) and the earlier years that have settlements, newest first; the charts sum settlements per year
 * and per assortment, a credit note counting against them. Sums are taken in whole øre.
 */

/** The accounting year of a settlement (its date is YYYY-MM-DD). */
export const accountingYearOf = (settlement: Pick<TimberSettlement, 'date'>): number =>
  Number(settlement.date.slice(0, 4));

/** The first accounting year the portal asks the API about. */
export const FIRST_ACCOUNTING_YEAR = 2000;

/**
 * The year the address asks for (`?year=2025`) when it is a past or the current accounting year; otherwise
 * the current year. A linked year without settlements still shows its annual reports.
 */
export function chosenYear(asked: string | null, thisYear: number): number {
  const year = asked !== null && /^\d{4}$/.test(asked) ? Number(asked) : Number.NaN;
  return year >= FIRST_ACCOUNTING_YEAR && year <= thisYear ? year : thisYear;
}

/** How many closed accounting years the year selector always offers. */
export const CLOSED_YEARS_OFFERED = 3;

/**
 * The current year, the last {@link CLOSED_YEARS_OFFERED} closed years, every earlier year with a settlement and
 * the chosen year, newest first.
 */
export function yearOptions(
  settlements: readonly Pick<TimberSettlement, 'date'>[],
  thisYear: number,
  chosen: number = thisYear,
): number[] {
  const closed = Array.from({ length: CLOSED_YEARS_OFFERED }, (_, index) => thisYear - 1 - index);
  const years = new Set([thisYear, ...closed, chosen]);
  for (const item of settlements) {
    const year = accountingYearOf(item);
    if (Number.isInteger(year) && year >= FIRST_ACCOUNTING_YEAR && year <= thisYear) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

export const settlementsOfYear = <T extends Pick<TimberSettlement, 'date'>>(
  settlements: readonly T[],
  year: number,
): T[] => settlements.filter((item) => accountingYearOf(item) === year);

const sumOre = (amounts: readonly number[]): number =>
  amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
const sumVolume = (volumes: readonly number[]): number =>
  Math.round(volumes.reduce((sum, volume) => sum + volume, 0) * 1000) / 1000;

export interface YearIncome {
  year: number;
  /** NOK, credit notes deducted. */
  amount: number;
}

/** Timber income per accounting year, oldest first, for the years that have settlements. */
export function incomePerYear(settlements: readonly TimberSettlement[]): YearIncome[] {
  const years = [...new Set(settlements.map(accountingYearOf))].sort((a, b) => a - b);
  return years.map((year) => ({
    year,
    amount: sumOre(settlementsOfYear(settlements, year).map((item) => item.amount)) / 100,
  }));
}

export interface AssortmentIncome {
  assortmentName: string;
  /** m³, credit notes deducted. */
  volume: number;
  /** NOK, credit notes deducted. */
  amount: number;
}

/** Volume and income per assortment over the given settlements, largest income first. */
export function incomePerAssortment(settlements: readonly TimberSettlement[]): AssortmentIncome[] {
  const lines = settlements.flatMap((item) => item.lines);
  const names = [...new Set(lines.map((line) => line.assortmentName))];
  return names
    .map((assortmentName) => {
      const own = lines.filter((line) => line.assortmentName === assortmentName);
      return {
        assortmentName,
        volume: sumVolume(own.map((line) => line.volume)),
        amount: sumOre(own.map((line) => line.amount)) / 100,
      };
    })
    .sort((a, b) => b.amount - a.amount || a.assortmentName.localeCompare(b.assortmentName, 'nb'));
}

/** The sum of the settlements' amounts (NOK), credit notes deducted. */
export const totalAmount = (settlements: readonly Pick<TimberSettlement, 'amount'>[]): number =>
  sumOre(settlements.map((item) => item.amount)) / 100;

export interface SettlementSummaryRow extends AssortmentIncome {
  /** NOK per m³, rounded to whole øre; null when no volume is left to divide by (all of it credited). */
  pricePerCubicMetre: number | null;
}

export interface SettlementSummary {
  rows: SettlementSummaryRow[];
  /** m³ over all assortments, credit notes deducted. */
  volume: number;
  /** NOK over all assortments, credit notes deducted. */
  amount: number;
}

/**
 * A contract's settlements in plain figures, as their lines give them: volume, price per m³ and sum for each
 * assortment (a credit note counting against it), and the totals. The price is the sum divided by the volume,
 * the average the owner was paid for that assortment.
 */
export function settlementSummary(settlements: readonly TimberSettlement[]): SettlementSummary {
  const rows = incomePerAssortment(settlements).map((row) => ({
    ...row,
    pricePerCubicMetre: row.volume === 0 ? null : Math.round((row.amount / row.volume) * 100) / 100,
  }));
  return {
    rows,
    volume: sumVolume(rows.map((row) => row.volume)),
    amount: sumOre(rows.map((row) => row.amount)) / 100,
  };
}
