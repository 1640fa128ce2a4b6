import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { StaticShell } from './StaticShell';

/** index.html's #root, without the whitespace between its tags, as DOM nodes. */
function indexHtmlShell(): Element | null {
  const indexHtml = readFileSync('index.html', 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1] ?? '';
  const template = document.createElement('template');
  template.innerHTML = root.replace(/>\s+</g, '><').trim();
  return template.content.firstElementChild;
}

describe('StaticShell', () => {
  it('draws what index.html paints before the JavaScript runs, so nothing blinks when React takes over', () => {
    const shell = indexHtmlShell();
    expect(shell?.className).toBe('shell');
    const { container } = render(<StaticShell />);
    expect(container.firstElementChild?.isEqualNode(shell)).toBe(true);
  });
});
