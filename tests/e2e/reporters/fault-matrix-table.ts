import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** What tests/e2e/fault-matrix.spec.ts attaches to each row's test, as FAULT_MATRIX_ROW. */
export interface FaultMatrixRow {
  /** The route, or the route's form ('… (lagring)'). */
  label: string;
  /** Where the row goes in the table: the routes' order, a form's row right after its page's. */
  order: number;
  /** The columns, in order. */
  faults: readonly string[];
  /** 'ok', 'FEIL', or '–' where the page makes no call to lay the fault on. */
  cells: Record<string, string>;
}

export const FAULT_MATRIX_ROW = 'feilmatrise-rad';

/**
 * The fault matrix's table (routes × faults), printed once at the end of the run from the rows its tests
 * attached, whichever worker ran them; a row retried in CI counts with its last attempt.
 */
export default class FaultMatrixTableReporter implements Reporter {
  private readonly rows = new Map<string, FaultMatrixRow>();

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const attachment of result.attachments) {
      if (attachment.name !== FAULT_MATRIX_ROW || !attachment.body) continue;
      const row = JSON.parse(attachment.body.toString('utf8')) as FaultMatrixRow;
      this.rows.set(row.label, row);
    }
  }

  onEnd(): void {
    const rows = [...this.rows.values()].sort((a, b) => a.order - b.order);
    const faults = rows[0]?.faults;
    if (!faults) return;
    const width = Math.max(...rows.map((row) => row.label.length));
    const cells = rows.flatMap((row) => Object.values(row.cells));
    const count = (outcome: string) => String(cells.filter((cell) => cell === outcome).length);
    console.log(
      [
        '',
        `Feilmatrise: ${String(rows.length)} rader × ${String(faults.length)} feil; ` +
          `${count('ok')} ok, ${count('FEIL')} feil, ${count('–')} uten kall å legge feil på (–)`,
        `| ${'Rute'.padEnd(width)} | ${faults.map((fault) => fault.padEnd(9)).join(' | ')} |`,
        `|-${'-'.repeat(width)}-|-${faults.map(() => '-'.repeat(9)).join('-|-')}-|`,
        ...rows.map(
          (row) =>
            `| ${row.label.padEnd(width)} | ${faults.map((fault) => (row.cells[fault] ?? '').padEnd(9)).join(' | ')} |`,
        ),
        '',
      ].join('\n'),
    );
  }
}
