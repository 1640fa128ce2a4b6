import { expect, it } from 'vitest';
import { prepareGooberStyleSheet } from './gooberStyleSheet';

it('makes goober’s style element once, with a text node for goober to write into', () => {
  // As the entry finds the page: without one (the app's test files share a page, vite.config.ts).
  for (const sheet of document.querySelectorAll('style#_goober')) sheet.remove();
  prepareGooberStyleSheet();
  prepareGooberStyleSheet();
  const sheets = document.querySelectorAll('style#_goober');
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
});
