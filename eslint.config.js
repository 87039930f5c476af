import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    // ui and screens are pure: no data, routing or API imports. Screens may use the
    // contract's rules (roles, option lists, website rules) so that forms and API agree.
    files: ['packages/ui/src/**', 'packages/screens/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@meridian/data', '@meridian/data/*'],
              message: 'ui and screens take data through props.',
            },
            {
              group: ['react-router', 'react-router-dom', 'swr', 'wagmi', 'viem'],
              message: 'ui and screens are pure, props-driven components.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@meridian/*'], message: '@meridian/ui depends on no other workspace package.' }] },
      ],
    },
  },
);
