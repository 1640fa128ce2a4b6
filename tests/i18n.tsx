import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { render as renderWithoutI18n, type RenderOptions } from '@testing-library/react';
import { i18n } from '../src/i18n/i18n';

/**
 * Testing Library's `wrapper` for a component rendered without renderPage: the portal's texts come from Lingui
 * (#43), which needs its provider, as App gives it. The language is the one tests/setupEachFile.ts activated
 * (Norwegian), or the one a test switched to.
 */
export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Testing Library's `render` inside Lingui's provider: a drop-in for a test that renders a component by itself. */
export function render(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithoutI18n(ui, { wrapper: WithI18n, ...options });
}
