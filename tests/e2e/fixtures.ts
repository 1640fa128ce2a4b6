import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe (WCAG 2.1 A/AA) on what the page shows now and fails on any violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

interface Fixtures {
  /** Content-Security-Policy violations (Trusted Types included) the browser reported during the test. */
  cspViolations: string[];
}

/**
 * What the browser says of a CSP violation: its own console report ('Refused to ... Content Security
 * Policy'), or, for Trusted Types, the sink's complaint ("This document requires 'TrustedHTML'
 * assignment"), which may reach the page only as an error thrown in a library's event handler.
 */
const CSP_MESSAGE = /Content Security Policy|Trusted(HTML|Script|ScriptURL)\b|TrustedTypePolicy/;

/** The binding through which the page hands the test each `securitypolicyviolation` event. */
const VIOLATION_BINDING = 'reportCspViolationToTest';

/** The sandbox API of the e2e server (scripts/e2e-server.ts), reached directly, not through the portal. */
const SANDBOX_API = `http://127.0.0.1:${process.env.SANDBOX_API_PORT ?? '4180'}`;

export const test = base.extend<Fixtures & { freshSandbox: undefined }>({
  freshSandbox: [
    async ({ request }, use) => {
      // Every test starts from the seeded personas, whatever the tests before it changed.
      const response = await request.post(`${SANDBOX_API}/__sandbox/reset`);
      expect(response.status()).toBe(204);
      await use(undefined);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const note = (text: string) => {
        if (CSP_MESSAGE.test(text)) violations.push(text);
      };
      // Every page of the test's context (a test may open a second tab), from before its first script.
      context.on('console', (message) => {
        note(message.text());
      });
      context.on('weberror', (error) => {
        note(String(error.error()));
      });
      await context.exposeBinding(VIOLATION_BINDING, (_source, violation: unknown) => {
        violations.push(`securitypolicyviolation: ${JSON.stringify(violation)}`);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (violation: object) => unknown>)[binding];
          void report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            sample: event.sample,
            source: `${event.sourceFile}:${String(event.lineNumber)}`,
          });
        });
      }, VIOLATION_BINDING);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page }, use) => {
    await use(page);
    // Every test ends with the page it left checked by axe, and with no CSP violation.
    if (!page.isClosed() && page.url().startsWith('http')) await expectAccessible(page);
  },
});

export { expect };
