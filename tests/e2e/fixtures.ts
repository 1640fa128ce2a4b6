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
  /** Content-Security-Policy violations the browser reported during the test. */
  cspViolations: string[];
}

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
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });
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
