import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase } from '@playwright/test/reporter';

const FLAKY_FILE = join('test-results', 'flaky.txt');

/**
 * The tests that passed only on their retry (CI retries a failed test once): printed at the end of the run and
 * written to test-results/flaky.txt, "Ingen ustabile tester" when there are none. Each one is a bug the suite
 * found, in the portal or in the test, to be fixed where it shows up.
 */
export default class FlakyReporter implements Reporter {
  private readonly tests: TestCase[] = [];

  onTestEnd(test: TestCase): void {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd(): void {
    const flaky = this.tests
      .filter((test) => test.outcome() === 'flaky')
      .map((test) => `${test.parent.project()?.name ?? ''} › ${test.titlePath().slice(2).join(' › ')}`);
    const text =
      flaky.length === 0
        ? 'Ingen ustabile tester'
        : [
            `Ustabile tester (besto først på nytt forsøk): ${String(flaky.length)}`,
            ...flaky.map((line) => `- ${line}`),
          ].join('\n');
    mkdirSync('test-results', { recursive: true });
    writeFileSync(FLAKY_FILE, `${text}\n`);
    console.log(`\n${text}\n`);
  }
}
