import { expect, it } from 'vitest';
import { prepareGooberStyleSheet } from './gooberStyleSheet';

it('makes goober’s style element once, with a text node for goober to write into', () => {
  prepareGooberStyleSheet();
  prepareGooberStyleSheet();
  const sheets = document.querySelectorAll('style#_goober');
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
});
