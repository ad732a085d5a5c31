// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
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
      // Features never import each other; shared code lives in components, lib, config (STYLE.md).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../features/*', '../../features/*'], message: 'Features do not import each other.' }] },
      ],
    },
  },
);
