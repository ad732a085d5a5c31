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
