import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { StaticShell } from './StaticShell';

/**
 * index.html's #root as DOM nodes, without the whitespace Prettier puts around its tags (also around the logo's
 * text, where SVG drops it when drawing).
 */
function indexHtmlShell(): Element | null {
  const indexHtml = readFileSync('index.html', 'utf8');
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(indexHtml)?.[1] ?? '';
  const template = document.createElement('template');
  template.innerHTML = root.replace(/>\s+/g, '>').replace(/\s+</g, '<').trim();
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
