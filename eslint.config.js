// Lint rules for the whole repository. Import boundaries follow DESIGN.md §2:
// shared never imports server or client code, the client never imports the server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const boundary = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/shared/**'],
    rules: boundary([
      {
        group: ['**/server/**', '**/client/**'],
        message: 'shared code must not import server or client code',
      },
      { group: ['node:*'], message: 'shared code runs in the browser too' },
    ]),
  },
  {
    files: ['src/client/**'],
    languageOptions: {
      globals: { ...globals.browser },
      // The client is type-checked with the DOM library, not with the root (Node) tsconfig.
      parserOptions: {
        projectService: false,
        project: './tsconfig.client.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary([
        {
          group: ['**/server/**'],
          message: 'the client reaches the server only over HTTP; share types through src/shared',
        },
        { group: ['node:*'], message: 'client code runs in the browser' },
      ]),
    },
  },
  {
    // Test files share their worker's module cache (vite.config.ts): a stand-in that one file sets for
    // a module does not reach the module when an earlier file of the worker has loaded it already.
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock)$/]",
          message:
            'test files share one module cache, so a module stand-in set here may not apply: put it in src/client/test/setup.tsx (client) or inject the dependency',
        },
      ],
    },
  },
);
