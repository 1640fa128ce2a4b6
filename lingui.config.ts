import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Norwegian Bokmål is the source: the texts stay Norwegian in the code (Lingui's macros), `npm run
 * i18n:extract` writes them to the PO catalogs, and the English ones are translated in
 * src/locales/en/messages.po. The Vite plugin compiles a catalog when the app imports it (src/i18n/i18n.ts),
 * one chunk per language. docs/i18n.md says how and why.
 */
export default defineConfig({
  sourceLocale: 'nb',
  locales: ['nb', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/api/generated/**'],
    },
  ],
  // Where a text is used, without line numbers: a line moved in the code does not change the catalogs.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
