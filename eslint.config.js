import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** The first segment of every page's address (client/src/config/paths.ts holds them all). */
const APP_ADDRESS =
  '/^\\/(home|info|contact|app-link|categories|lot-list|lot-view|lot-result|game-view|favourites|check-protocol|check-black-list|order-create|order-preview|profile)(\\/|\\?|$)/';

/**
 * Where a trade type's id may be named: its mechanism's rules, the server's table of engines, and
 * the demo and reference data that make lots of each kind (docs/architecture.md "Where a new sale
 * mechanism goes").
 */
const MECHANISM_HOMES = [
  'shared/src/domain/trade/**',
  'server/src/jobs/trade-engines.ts',
  'server/src/demo/**',
  'server/src/db/seed/**',
];
const TRADE_TYPE_BRANCH = {
  selector: "MemberExpression[object.name='TRADE_TYPE']",
  message:
    "Ask the lot's mechanism (mechanismOf(trade_type) from shared/src/domain/trade/mechanisms.ts) instead of naming a trade type.",
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'loadtest/reports/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Scripts served as they are (the offline page's), outside the build: plain browser scripts.
    files: ['client/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    // The service worker runs in its own global scope (client/service-worker/sw.ts).
    files: ['client/service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // What differs between trade mechanisms is asked of the lot's mechanism, not of its trade type.
    files: ['shared/src/**/*.ts', 'server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    ignores: [...MECHANISM_HOMES, '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', TRADE_TYPE_BRANCH] },
  },
  {
    // An address of the app is written once, in client/src/config/paths.ts (docs/architecture.md).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/config/paths.ts', 'client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        TRADE_TYPE_BRANCH,
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=${APP_ADDRESS}]`,
          message: 'Build the address with paths (or ROUTES) from client/src/config/paths.ts.',
        })),
      ],
    },
  },
);
