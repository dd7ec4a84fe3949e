// @ts-check
import js from '@eslint/js';
import { readFileSync, readdirSync } from 'node:fs';

import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const packages = ['ui', 'api-client', 'realtime', 'console', 'fake-platform'];
const apps = ['host', 'sandbox'];

/**
 * Deep imports into another package bypass its public entries: the main one and the sub-entries
 * its package.json `exports` declares (read from there, so a new sub-entry needs no rule here).
 */
const subEntries = packages.flatMap((name) => {
  const manifest = JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8'));
  return Object.keys(manifest.exports ?? {})
    .filter((key) => key !== '.')
    .map((key) => `!@hygiene/${name}/${key.slice(2)}`);
});
const deepImport = {
  group: ['@hygiene/*/*', ...subEntries],
  message: 'Import from a public entry instead (the package.json exports).',
};

/** Packages may not import what sits above them (docs/DEVELOPING.md, "Shape"). */
const forbid = (/** @type {string[]} */ names, /** @type {string} */ why) => ({
  group: names.map((n) => `@hygiene/${n}`),
  message: why,
});

const appImports = forbid(apps, 'Libraries never import an app.');

/**
 * Inside the console the arrows run shared -> features -> routing/app (bulletproof-react's
 * rule): a feature never imports another feature, and shared code never imports a feature. What
 * two features need moves down to shared code (components, data, lib, state, routing/paths).
 */
const consoleSrc = 'packages/console/src';
const consoleFeatures = readdirSync(`${consoleSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/**
 * Shared code is every entry of `src` but the features, the public entry and `routing/routes.ts`
 * (which gathers the features' manifests; the paths, the host's route table and the side menu
 * are derived from it). Read from the folder, so a new shared folder or file is guarded without
 * an edit here.
 */
const consoleAboveShared = new Set(['features', 'routing', 'index.ts']);
const sharedConsoleCode = [
  ...readdirSync(consoleSrc).filter((entry) => !consoleAboveShared.has(entry)),
  ...readdirSync(`${consoleSrc}/routing`)
    .filter((entry) => entry !== 'routes.ts' && !entry.includes('.test.'))
    .map((entry) => `routing/${entry}`),
];
const consoleFlow = [
  ...consoleFeatures.map((feature) => ({
    target: `./${consoleSrc}/features/${feature}`,
    from: `./${consoleSrc}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to shared code.',
  })),
  ...sharedConsoleCode.map((shared) => ({
    target: `./${consoleSrc}/${shared}`,
    from: `./${consoleSrc}/features`,
    message: 'Shared code never imports a feature.',
  })),
  {
    target: `./${consoleSrc}/routing/routes.ts`,
    from: `./${consoleSrc}/features`,
    except: consoleFeatures.map((feature) => `./${feature}/manifest.ts`),
    message: 'The routing knows a feature only by its manifest (features/<name>/manifest.ts).',
  },
];

/** @param {string} pkg @param {object[]} extra */
const boundaries = (pkg, extra = []) => ({
  files: [`packages/${pkg}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: [deepImport, appImports, ...extra] }],
  },
});

/** Syntax the house rules forbid in every source file (`no-restricted-syntax`). */
const houseSyntax = [
  {
    // One tag name for every union in the repo, the one TanStack Query's results use, so a
    // reader never wonders which it is here (issue 28). An HTTP code is `httpStatus`.
    selector: "TSUnionType > TSTypeLiteral > TSPropertySignature[key.name='kind']",
    message: 'Unions are tagged with `status` in this repo, not `kind`.',
  },
  {
    // styled-components writes `& + &` and `& ~ &` with the component's static class, so
    // where two themes share a page the colour of the theme injected last wins in both.
    selector: 'TaggedTemplateExpression TemplateElement[value.raw=/&\\s*[+~]\\s*&/]',
    message:
      'A sibling rule on `&` leaks across themes in styled-components: use `&:not(:first-child)`.',
  },
  {
    // styled-components ships CommonJS to Node (no `exports` map), and Node's ESM loader makes
    // a CommonJS default import the whole `module.exports`: `styled.div` is undefined in an app
    // whose server loads the packages from node_modules (React Router, issue 32).
    selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
    message: "Import `{ styled }` from 'styled-components': its default import breaks in Node.",
  },
];

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
    settings: {
      // Resolve workspace packages to their source, as TypeScript and Vite do, so the import
      // rules (cycles, restricted paths) follow imports across packages and into .ts/.tsx files.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['@hygiene/source', 'import', 'module', 'default'],
        }),
      ],
    },
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
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
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
  // The arrows of docs/DEVELOPING.md ("Shape"): nothing imports upward.
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
    files: [`${consoleSrc}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: consoleFlow }] },
  },
  {
    // Stories and tests of the screens, and the story kit they share (testing/), may use the fake
    // platform to stand in for the API.
    files: [
      'packages/console/src/**/*.{stories,test}.{ts,tsx}',
      'packages/console/src/testing/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: [deepImport, appImports] }],
    },
  },
  {
    // A package's build config may use the repository's build scripts (scripts/build/), as the
    // published packages mark their client modules after tsup, and the host's chunking reads
    // the module graph with the walk the pictures' inputs use.
    files: ['packages/*/tsup.config.ts', 'apps/host/build/*.ts'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    // Each example app's Embedded.tsx links to examples/shared/ (one component for both apps);
    // scripts/examples.ts copies the file itself into the app it builds.
    files: ['examples/*/src/**', 'examples/*/app/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: packages.map((p) => `packages/${p}/src/**`),
    ignores: ['**/*.test.*', '**/*.stories.*'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: [
      'packages/*/{src,scripts}/**/*.{ts,tsx}',
      'apps/*/{src,bench}/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'scripts/**/*.ts',
      'e2e/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...houseSyntax],
    },
  },
  {
    // Every phone story is shown on the house phone and measures its box (@hygiene/story-kit,
    // issue 28): a story's own viewport or box would measure something else.
    files: ['**/*.stories.tsx'],
    ignores: ['.storybook/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...houseSyntax,
        {
          selector: "Property[key.name='viewport'] > ObjectExpression > Property[key.name='value']",
          message: 'Show a story on the phone with `...onPhone` (@hygiene/story-kit).',
        },
        {
          selector: "JSXAttribute[name.name='data-testid'][value.value='phone']",
          message: 'Spread `onPhone` into the story: it draws the phone box for you.',
        },
        {
          selector: "CallExpression[callee.property.name='getByTestId'][arguments.0.value='phone']",
          message: 'Measure the phone box with `expectFitsPhone` or `phoneBoxOf`.',
        },
      ],
    },
  },
);
