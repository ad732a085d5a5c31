// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features: each a folder of web/src/features. */
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The sides a domain feature may have (features/quotes/client, …/admin; leads' public side is `contact`). */
const SIDES = ['client', 'admin', 'contact'];

/** Each feature's side folders, and whether it has a `shared` folder for what its sides both use. */
const FEATURE_SIDES = FEATURES.map((feature) => {
  const folders = readdirSync(new URL(`./web/src/features/${feature}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return { feature, sides: folders.filter((folder) => SIDES.includes(folder)), shared: folders.includes('shared') };
});

/**
 * A domain's client and admin sides (decision 013) use what they share and never each other, so neither side's
 * screens can quietly depend on the other's; `shared` uses neither side.
 */
const SIDE_ZONES = FEATURE_SIDES.flatMap(({ feature, sides, shared }) => [
  ...sides
    .filter(() => sides.length > 1)
    .map((side) => ({
      target: `./web/src/features/${feature}/${side}`,
      from: sides.filter((other) => other !== side).map((other) => `./web/src/features/${feature}/${other}`),
      message: `The ${side} side of ${feature} does not import another side: move what both need to ${feature}/shared.`,
    })),
  ...(shared && sides.length
    ? [
        {
          target: `./web/src/features/${feature}/shared`,
          from: sides.map((side) => `./web/src/features/${feature}/${side}`),
          message: `${feature}/shared is what the sides share: it imports neither side.`,
        },
      ]
    : []),
]);

/**
 * The web app's layers (STYLE.md, docs/decisions/013-document-layer-and-layering.md): `app` composes features;
 * a feature uses only itself and the shared layers (components, lib, config, theme); the shared layers use
 * neither features nor `app`. Imports go one way, so there is always one obvious place for new code.
 */
const WEB_LAYER_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to components, lib or config.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app: the app composes features, not the other way round.',
  },
  ...['components', 'lib', 'config', 'theme'].map((layer) => ({
    target: `./web/src/${layer}`,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code does not import features or the app.',
  })),
  {
    // components/ holds pieces that know no domain (a card frame, a field, a dialog); what reads or writes the
    // data, or names a document type, belongs to the feature of its domain.
    target: './web/src/components',
    from: [
      './web/src/lib/firestore',
      './web/src/lib/storage',
      './web/src/lib/auth',
      './web/src/lib/callables.ts',
      './web/src/lib/firebase.ts',
    ],
    message:
      'Components know no domain: code that uses documents, files, callables or the session belongs to its feature.',
  },
  ...SIDE_ZONES,
];

/**
 * Live Firestore data is read one way: the named hooks of web/src/lib/firestore, on its one listener core, each
 * with its failure policy (docs/decisions/031-live-data-layer.md). Nothing else listens for itself.
 */
const LIVE_READS = [
  {
    name: 'firebase/firestore',
    importNames: ['onSnapshot', 'onSnapshotsInSync'],
    message: 'Listen through a named hook in web/src/lib/firestore (its live core), not onSnapshot.',
  },
  {
    name: 'reactfire',
    importNames: [
      'useFirestoreCollection',
      'useFirestoreCollectionData',
      'useFirestoreDoc',
      'useFirestoreDocData',
      'useFirestoreDocOnce',
      'useFirestoreDocDataOnce',
    ],
    message: "Read live data with a named hook in web/src/lib/firestore, not reactfire's data hooks.",
  },
];

/**
 * Queries are built in one place, the named builders of web/src/lib/firestore, so that one test can check each
 * against firestore.indexes.json and its limit (docs/decisions/034-indexes-checked-against-queries.md).
 */
const QUERY_BUILDING = {
  name: 'firebase/firestore',
  importNames: [
    'query',
    'collection',
    'collectionGroup',
    'where',
    'orderBy',
    'limit',
    'limitToLast',
    'and',
    'or',
    'getCountFromServer',
    'getAggregateFromServer',
  ],
  message: 'Build queries in a named builder of web/src/lib/firestore (checked against firestore.indexes.json).',
};

const noFocusedTests = ['describe', 'it', 'test'].map((object) => ({
  object,
  property: 'only',
  message: 'A focused test skips the rest of the suite; remove .only before committing.',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/dist/**', 'web/.ssr/**', 'functions/lib/**', '.cache/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'simple-import-sort': simpleImportSort, 'import-x': importX },
    settings: {
      // Parse TypeScript dependencies too, or no-cycle cannot follow an import into a .ts file.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'web/tsconfig.json',
            'web/tsconfig.scripts.json',
            'functions/tsconfig.json',
            'common/tsconfig.json',
            'tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // A cycle makes load order matter and hides which module owns what; none is allowed, type imports included.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-properties': ['error', ...noFocusedTests],
      // Node built-ins, packages, the shared workspace, web's own `@/` modules, then relative imports.
      'simple-import-sort/imports': [
        'error',
        { groups: [['^node:'], ['^@?\\w'], ['^@agency/'], ['^@/'], ['^\\.\\.'], ['^\\.']] },
      ],
      'simple-import-sort/exports': 'error',
    },
  },
  {
    // The support module's `test` fails any test whose page breaks the Content-Security-Policy; a spec that took
    // Playwright's own would silently skip that check. Types (Page, Locator) may still come from Playwright.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['default', 'test', 'expect'],
              message: "Import test and expect from tests/e2e/support/test.ts, which checks every page's CSP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: WEB_LAYER_ZONES }],
      'no-restricted-imports': ['error', { paths: [...LIVE_READS, QUERY_BUILDING] }],
    },
  },
  {
    // A screen is a flow hook (a reducer with named states) plus plain views (STYLE.md): a component longer than
    // this hides its states from the reader and the tests; split it into views, or move its flow into a hook.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    // The live-data layer itself, and the one named exception: the session watch acts on the server's word about
    // the account outside React (docs/decisions/031-live-data-layer.md).
    files: ['web/src/lib/firestore/**/*.{ts,tsx}', 'web/src/lib/auth/session-watch.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
