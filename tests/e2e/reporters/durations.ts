import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { relative } from 'node:path';

interface FileTime {
  tests: number;
  ms: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

/**
 * How long each spec file's tests took (every attempt, both viewports), the slowest first, and the run's own
 * duration: where the browser tests' minutes go, printed at the end of every run.
 */
export default class DurationsReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    const time = this.files.get(file) ?? { tests: 0, ms: 0 };
    time.tests += 1;
    time.ms += result.duration;
    this.files.set(file, time);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.files].sort(([, a], [, b]) => b.ms - a.ms);
    if (rows.length === 0) return;
    const width = Math.max(...rows.map(([file]) => file.length));
    console.log(
      [
        '',
        'Tid per testfil (summen av testene, alle forsøk og begge visninger):',
        ...rows.map(
          ([file, time]) =>
            `  ${file.padEnd(width)}  ${seconds(time.ms).padStart(6)}  (${String(time.tests)} tester)`,
        ),
        `Nettlesertestene tok ${seconds(result.duration)} i alt.`,
        '',
      ].join('\n'),
    );
  }
}
