// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const packages = ['ui', 'api-client', 'realtime', 'console', 'fake-platform'];
const apps = ['host', 'sandbox'];

/** Deep imports into another package bypass its one public entry. */
const deepImport = {
  group: ['@hygiene/*/*', '!@hygiene/*/package.json'],
  message: 'Import from the public export instead.',
};

/** Packages may not import what sits above them in ARCHITECTURE.md. */
const forbid = (/** @type {string[]} */ names, /** @type {string} */ why) => ({
  group: names.map((n) => `@hygiene/${n}`),
  message: why,
});

const appImports = forbid(apps, 'Libraries never import an app.');

/** @param {string} pkg @param {object[]} extra */
const boundaries = (pkg, extra = []) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [deepImport, appImports, ...extra] }],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.toolchain/**',
      '.storybook/public/**',
      '**/generated/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'separate-type-imports' },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Relative paths may not climb from one package into another.
      'import-x/no-relative-packages': 'error',
      'import-x/no-cycle': 'off',
      'no-restricted-imports': ['error', { patterns: [deepImport] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...storybook.configs['flat/recommended'],
  // The arrows of ARCHITECTURE.md: nothing imports upward.
  boundaries('ui', [
    forbid(
      ['api-client', 'realtime', 'console', 'fake-platform'],
      '@hygiene/ui is presentational: it knows nothing of the API, the hub or the screens.',
    ),
  ]),
  boundaries('api-client', [
    forbid(['ui', 'realtime', 'console', 'fake-platform'], '@hygiene/api-client stands alone.'),
    { group: ['react', 'react-dom', 'react/*'], message: 'No React in @hygiene/api-client.' },
  ]),
  boundaries('realtime', [
    forbid(['console', 'fake-platform'], '@hygiene/realtime may use ui and api-client only.'),
  ]),
  boundaries('fake-platform', [
    forbid(['ui', 'realtime', 'console'], '@hygiene/fake-platform builds on the contract only.'),
  ]),
  boundaries('console', [
    forbid(
      ['fake-platform'],
      'Screens talk to the platform through @hygiene/api-client; stories use fake-platform via MSW.',
    ),
  ]),
  {
    // Stories and tests of the screens may use the fake platform to stand in for the API.
    files: ['packages/console/src/**/*.{stories,test}.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImport, appImports] }],
    },
  },
  {
    files: packages.map((p) => `packages/${p}/src/**`),
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
);
