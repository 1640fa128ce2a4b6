import { expect, it } from 'vitest';
import { prepareGooberStyleSheet } from './gooberStyleSheet';

it('makes goober’s style element once, with a text node for goober to write into and the style nonce', () => {
  // As the entry finds the page: without one (the app's test files share a page, vite.config.ts).
  for (const sheet of document.querySelectorAll('style#_goober')) sheet.remove();
  prepareGooberStyleSheet('bm9uY2U=');
  prepareGooberStyleSheet('bm9uY2U=');
  const sheets = document.querySelectorAll<HTMLStyleElement>('style#_goober');
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.firstChild?.nodeType).toBe(Node.TEXT_NODE);
  expect(sheets[0]?.nonce).toBe('bm9uY2U=');
  // goober sets window.__nonce__ on its sheet each time it writes.
  expect((window as { __nonce__?: string }).__nonce__).toBe('bm9uY2U=');
});
