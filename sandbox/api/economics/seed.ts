import type { Report } from '../../../src/api/generated/model/index.ts';
import { pdfBase64 } from '../pdf.ts';

/**
 * Economics (Økonomi): the annual reports of an account per accounting year. The settlements themselves are
 * kept with their contracts (contracts/seed.ts). Reports exist only for closed years: this year's come after
 * the year end, so asking for them answers 404, which the portal shows as no document.
 */
export type AnnualReportKind = 'annualTimberSettlement' | 'annualStatement' | 'dividend' | 'shareholder';

export const ANNUAL_REPORT_TITLES: Record<AnnualReportKind, string> = {
  annualTimberSettlement: 'Årsoppgjør tømmer',
  annualStatement: 'Årsoppgave',
  dividend: 'Utbytte',
  shareholder: 'Andelseieroppgave',
};

export interface StoredAnnualReport {
  accountId: string;
  kind: AnnualReportKind;
  year: number;
  report: Report;
}

export interface EconomicsData {
  annualReports: StoredAnnualReport[];
}

const annualReport = (
  accountId: string,
  accountName: string,
  kind: AnnualReportKind,
  year: number,
  lines: string[],
): StoredAnnualReport => {
  const title = `${ANNUAL_REPORT_TITLES[kind]} ${String(year)}`;
  return {
    accountId,
    kind,
    year,
    report: {
      name: `${title}.pdf`,
      fileContent: pdfBase64(title, [accountName, ...lines]),
      year,
      // Issued in January after the year end.
      createdDate: `${String(year + 1)}-01-20T08:00:00.000Z`,
    },
  };
};

/**
 * Kari's personal account (a member) has all four reports for the last three closed years; Nordmann Skog AS
 * (not a member) has no dividend or shareholder reports.
 */
export function createEconomicsData(): EconomicsData {
  const thisYear = new Date().getFullYear();
  const kari = (kind: AnnualReportKind, year: number, lines: string[]) =>
    annualReport('acc-kari', 'Kari Nordmann', kind, year, lines);
  const lastYear = thisYear - 1;
  const yearBefore = thisYear - 2;
  const threeYearsBack = thisYear - 3;
  return {
    annualReports: [
      kari('annualTimberSettlement', lastYear, ['Tømmeroppgjør: 73 800,00 kr', 'Kreditnota: -6 600,00 kr']),
      kari('annualStatement', lastYear, ['Tømmerinntekt: 73 800,00 kr', 'Utbytte: 1 240,00 kr']),
      kari('dividend', lastYear, ['Utbytte på omsetning: 1 240,00 kr']),
      kari('shareholder', lastYear, ['Andelskapital: 5 000,00 kr']),
      kari('annualTimberSettlement', yearBefore, ['Tømmeroppgjør: 171 200,00 kr']),
      kari('annualStatement', yearBefore, ['Tømmerinntekt: 171 200,00 kr', 'Utbytte: 2 890,00 kr']),
      kari('dividend', yearBefore, ['Utbytte på omsetning: 2 890,00 kr']),
      kari('shareholder', yearBefore, ['Andelskapital: 5 000,00 kr']),
      // Three years back: deliveries under a contract long since closed (not in the contract list).
      kari('annualTimberSettlement', threeYearsBack, ['Tømmeroppgjør: 88 400,00 kr']),
      kari('annualStatement', threeYearsBack, ['Tømmerinntekt: 88 400,00 kr', 'Utbytte: 1 510,00 kr']),
      kari('dividend', threeYearsBack, ['Utbytte på omsetning: 1 510,00 kr']),
      kari('shareholder', threeYearsBack, ['Andelskapital: 5 000,00 kr']),
      annualReport('acc-nordmann-skog', 'Nordmann Skog AS', 'annualTimberSettlement', lastYear, [
        'Tømmeroppgjør: 55 200,00 kr',
      ]),
      annualReport('acc-nordmann-skog', 'Nordmann Skog AS', 'annualStatement', lastYear, [
        'Tømmerinntekt: 55 200,00 kr',
      ]),
    ],
  };
}

export const annualReportOf = (
  data: EconomicsData,
  accountId: string,
  kind: AnnualReportKind,
  year: number,
): Report | undefined =>
  data.annualReports.find((item) => item.accountId === accountId && item.kind === kind && item.year === year)
    ?.report;
