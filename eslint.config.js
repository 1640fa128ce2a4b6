import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

/**
 * Every file in src/ holds its texts as Lingui messages (#43), and 'lingui/no-unlocalized-strings' keeps it so,
 * but these, which no person reads in the portal's language: the API client's and the configuration's errors
 * (for developers and telemetry; a start-up error shows the configuration's own Norwegian words marked
 * lang="nb"), the routes' paths, and the domain files the sandbox API runs outside the build (under tsx, where a
 * macro cannot run): their Norwegian is the sandbox API's own answers, and the pages say the same in messages of
 * their own.
 */
const NOT_READ_IN_THE_PORTALS_LANGUAGE = [
  'src/api/**',
  'src/config.ts',
  'src/paths.ts',
  'src/telemetryTarget.ts',
  'src/domain/accountUpdate.ts',
  'src/domain/arrangementNotification.ts',
  'src/domain/attachmentTypes.ts',
  'src/domain/harvestArea.ts',
  'src/domain/orderRules.ts',
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'src/api/generated/**',
      'public/**',
      '.lighthouse/**',
      '.analyze/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] } },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      // `_name` marks a value left out on purpose (e.g. a field dropped from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { varsIgnorePattern: '^_', argsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Lingui's rules for how messages are written (#43, docs/i18n.md), everywhere in the app.
    files: ['src/**/*.{ts,tsx}'],
    ...lingui.configs['flat/recommended'],
  },
  {
    // Text a person reads must be a message (#43): a string or JSX text that is not one is an error.
    files: ['src/**'],
    ignores: ['**/*.test.{ts,tsx}', ...NOT_READ_IN_THE_PORTALS_LANGUAGE],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // A string whose type is a union of literals (a variant, a role, a key) is code, not text.
          useTsTypes: true,
          // Code, not text (a string without letters is never one): lowercase ids, paths, CSS keywords and MIME
          // types ('one-time-code', 'flex-start'), and camelCase names ('returnTo', 'useOneTimeCode').
          ignore: ['^[a-z0-9]+([-_./:][a-z0-9]+)*$', '^[a-z]+([A-Z][a-z0-9]*)+$'],
          ignoreNames: [
            {
              regex: { pattern: '^(className|id|key|to|href|name|type|role|variant|color|component|size)$' },
            },
            {
              regex: { pattern: '^(sx|style|slotProps|align|direction|justifyContent|alignItems|severity)$' },
            },
            { regex: { pattern: '^(autoComplete|inputMode|pattern|autoCapitalize|lang|target|rel)$' } },
            {
              regex: { pattern: '^(aria-(controls|describedby|labelledby|haspopup|current|live)|data-.*)$' },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
            'location',
          ],
          ignoreFunctions: [
            'reportError',
            'Error',
            'console.*',
            'useMediaQuery',
            'setFocus',
            'document.*',
            'window.*',
            'performance.*',
            // CSS selectors and event names, not texts.
            '*.querySelector',
            '*.querySelectorAll',
            '*.matches',
            '*.classList.contains',
            '*.on',
            '*.off',
          ],
        },
      ],
    },
  },
  {
    // Architecture (shared/design/ARCHITECTURE.md): a feature never imports another feature; only tests
    // import the sandbox; src/app is the only place that composes features.
    files: ['src/**/*.{ts,tsx}', 'sandbox/**/*.ts', 'tests/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['src/**/*', 'sandbox/**/*', 'tests/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['featureName'] },
        { type: 'app', pattern: 'src/app' },
        { type: 'generated', pattern: 'src/api/generated' },
        { type: 'shared', pattern: 'src/(api|auth|session|components|domain|telemetry|offline|i18n)' },
        { type: 'root', pattern: 'src/*.{ts,tsx}' },
        { type: 'sandbox', pattern: 'sandbox' },
        { type: 'tests', pattern: 'tests' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'sandbox', 'tests'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['shared', 'generated', 'root', 'app'] } } },
              disallow: { to: { element: { types: { anyOf: ['sandbox', 'tests'] } } } },
            },
            {
              from: { element: { types: { anyOf: ['shared', 'generated', 'root'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    // ARCHITECTURE.md: every server call goes through its feature's api.ts, or src/api/ for a read several
    // features share, so each call has one query key and one place that updates the cache after it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/features/*/api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/generated/endpoints', '**/api/generated/endpoints/**'],
              message:
                "Call the server through the feature's api.ts (a query-options function or a mutation hook), or src/api/ for a read several features share. Generated models and zod schemas may be imported anywhere.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may use the sandbox and the shared test set-up; a feature's tests still stay in their feature.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: one that needs none takes `{}`.
    files: ['tests/e2e/**/*.ts'],
    rules: {
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
);
