import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports ui and screens refuse: they take data through props and know nothing of routing or the API. */
export const pureImportPatterns = [
  {
    group: ['@meridian/data', '@meridian/data/*'],
    message: 'ui and screens take data through props.',
  },
  {
    group: ['@meridian/api', '@meridian/api/*', '**/apps/api/**', '**/apps/dashboard/**'],
    message: 'ui and screens know nothing of the API or the app that wires them.',
  },
  {
    group: ['react-router', 'react-router-dom', 'swr', 'wagmi', 'viem'],
    message: 'ui and screens are pure, props-driven components.',
  },
];

/** Files where test doubles may take liberties with types. */
const testFiles = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}', 'tests/**', '**/test/**', 'vitest.setup.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-test/**',
      '**/dist-test-*/**',
      '**/node_modules/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Casting API data instead of validating it with the contract is forbidden.
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // A double cast through `unknown` silences the type checker instead of proving the type:
    // validate the value (the contract's structs) or narrow it. Tests may fake shapes.
    files: ['**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]',
          message: '`as unknown as` hides a type error: validate or narrow the value instead.',
        },
      ],
    },
  },
  {
    // The contract's own optional, nullable, record and union (schema.ts) remember what they
    // wrap, so that the OpenAPI document can say it (a nullable object as `X | null`, a
    // record's values); superstruct's forget it.
    files: ['packages/contract/src/**'],
    ignores: ['packages/contract/src/schema.ts', ...testFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'superstruct',
              importNames: ['optional', 'nullable', 'record', 'union'],
              message: "Use the contract's own from './schema': the OpenAPI document reads what they wrap.",
            },
          ],
        },
      ],
    },
  },
  {
    // ui and screens are pure: no data, routing or API imports. Screens may use the
    // contract's rules (roles, option lists, website rules) so that forms and API agree.
    files: ['packages/screens/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: pureImportPatterns }] },
  },
  {
    // Flat config replaces a rule's options block by block rather than merging them, so the
    // ui block repeats the shared patterns before adding its own.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pureImportPatterns,
            { group: ['@meridian/*'], message: '@meridian/ui depends on no other workspace package.' },
          ],
        },
      ],
    },
  },
);
