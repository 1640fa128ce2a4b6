import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestError, TestResult } from '@playwright/test/reporter';

const FAILURES_FILE = join('test-results', 'failures.txt');

const fromHere = (path: string) => relative(process.cwd(), path);

/** The first line of an error that says something, and where in the test it was thrown. */
function firstLineOf(error: TestError): string {
  // Playwright's messages carry the terminal's colours; the log is read as text.
  const text = stripVTControlCharacters(error.message ?? error.value ?? '');
  const lines = text.split('\n').map((candidate) => candidate.trim());
  const line = lines.find((candidate) => candidate.length > 0);
  // An expectation's first line names the matcher only; what it looked for is on the line 'Locator: …'.
  const locator = lines.find((candidate) => candidate.startsWith('Locator:'));
  const where = error.location ? ` (${fromHere(error.location.file)}:${String(error.location.line)})` : '';
  return `${line ?? 'ukjent feil'}${locator ? ` ${locator}` : ''}${where}`;
}

/** What an attempt left to read the failure by: the trace, the screenshot, the page's outline. */
function evidenceOf(result: TestResult): string[] {
  return result.attachments
    .filter(
      (attachment) =>
        attachment.path !== undefined && ['trace', 'screenshot', 'error-context'].includes(attachment.name),
    )
    .map((attachment) => `${attachment.name}: ${fromHere(attachment.path ?? '')}`);
}

/**
 * The tests that failed on every try, printed last in the run (and to test-results/failures.txt): each with
 * its project and place, the first line of each attempt's error and where its trace, screenshot and page
 * outline are, so that a failure on another machine can be read from the CI log alone.
 */
export default class FailuresReporter implements Reporter {
  private readonly tests: TestCase[] = [];

  onTestEnd(test: TestCase): void {
    if (!this.tests.includes(test)) this.tests.push(test);
  }

  onEnd(): void {
    const failed = this.tests.filter((test) => test.outcome() === 'unexpected');
    if (failed.length === 0) return;
    const lines = [`Feilede tester (feilet på hvert forsøk): ${String(failed.length)}`];
    for (const test of failed) {
      const place = `${fromHere(test.location.file)}:${String(test.location.line)}`;
      lines.push(
        `- [${test.parent.project()?.name ?? ''}] ${place} › ${test.titlePath().slice(3).join(' › ')}`,
      );
      for (const result of test.results) {
        const attempt = `  forsøk ${String(result.retry + 1)} (${result.status}, ${(result.duration / 1000).toFixed(0)} s)`;
        const errors = result.errors.length > 0 ? result.errors : result.error ? [result.error] : [];
        const [first] = errors;
        lines.push(`${attempt}: ${first ? firstLineOf(first) : ''}`);
        for (const evidence of evidenceOf(result)) lines.push(`    ${evidence}`);
      }
    }
    const text = lines.join('\n');
    mkdirSync('test-results', { recursive: true });
    writeFileSync(FAILURES_FILE, `${text}\n`);
    console.log(`\n${text}\n`);
  }
}
