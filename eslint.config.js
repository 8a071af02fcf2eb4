// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const reactImports = {
  patterns: [
    {
      group: ['react', 'react/*', 'react-dom', 'react-dom/*', '@preact/signals-react', '@preact/signals-react/*'],
      message: 'src/core, src/api and src/sync are headless: they never import React.',
    },
  ],
};

const pluginImports = {
  group: ['**/plugins', '**/plugins/*', '**/plugins/**', 'notes-panel/plugins'],
  message: 'src/ui and src/core learn about note types and actions only from the registry: never import plugins/.',
};

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', '.bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Build React elements; never inject HTML.' },
        { selector: "AssignmentExpression[left.property.name='innerHTML']", message: 'Never assign innerHTML.' },
      ],
    },
  },
  {
    files: ['src/api/**', 'src/sync/**'],
    rules: { 'no-restricted-imports': ['error', reactImports] },
  },
  {
    files: ['src/core/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...reactImports.patterns, pluginImports] }] },
  },
  {
    files: ['src/ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [pluginImports] }] },
  },
  {
    // notes-panel/testing: a test without a DOM loads it, so React stays in its own entry.
    files: ['testing/**'],
    ignores: ['testing/react.ts', 'testing/*.test.*'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: reactImports.patterns[0].group, message: 'notes-panel/testing is headless: React belongs in testing/react.ts (notes-panel/testing/react).' }] }],
    },
  },
  {
    // The shipped plugins stand where a third party does: the package's entry points only
    // (notes-panel/core, notes-panel/api; plugins/ itself), never the core's or the API's insides.
    // Their tests, and plugins/testing (the repository's test helpers), may reach further.
    files: ['plugins/**/*.{ts,tsx}'],
    ignores: ['plugins/**/*.test.{ts,tsx}', 'plugins/testing/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: String.raw`^(\.\./)+(src/(?!((core|api)/index|views)\.ts$)|mock/|test/|testing/|cli/)`,
          message: 'A shipped plugin imports only what a third party can: src/core/index.ts (notes-panel/core), src/api/index.ts (notes-panel/api) and src/views.ts (notes-panel/views). Export what it needs there if it is public API.',
        }],
      }],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}', 'plugins/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
