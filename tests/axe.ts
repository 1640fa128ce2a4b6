import axe from 'axe-core';
import { expect } from 'vitest';

/** The WCAG levels the browser tests check (tests/e2e/fixtures.ts). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe (WCAG 2.1 A/AA) on what a component test rendered and fails on any violation, for widgets no page
 * shows yet. jsdom has no layout, so what depends on it (colour contrast, target size) is left to the browser
 * tests, which run axe on every page.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
