import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Files that may reach across layers: tests, stories and the tooling around them. */
const TEST_AND_TOOLING = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.tsx',
  'src/testing/**',
  '.storybook/**',
  'e2e/**',
  'scripts/**',
  'vite-plugins/**',
  'bench/**',
  'menu-maker/**',
];

const FEATURES = ['foods', 'cart', 'account', 'orders'];

/** A zone: code under `target` may not import from `from` (relative, aliased or dynamic alike). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

const SRC_LAYERS_ABOVE_LIB = [
  './src/components',
  './src/features',
  './src/store',
  './src/pages',
  './src/routes',
  './src/app',
];

/**
 * Who may import whom (docs/architecture.md), by folder, so a relative `../account/user-slice` is
 * caught as surely as `@/features/account/user-slice`.
 */
const BOUNDARIES = [
  zone(
    './contract',
    ['./src', './mocks', './scripts', './vite-plugins', './bench', './menu-maker', './e2e', './.storybook'],
    'The contract kernel imports nothing else of ours.',
  ),
  zone(
    './mocks',
    ['./src', './scripts', './vite-plugins', './bench', './menu-maker', './e2e'],
    'The mock backend imports only the contract kernel.',
  ),
  zone(
    './src',
    ['./mocks', './src/testing'],
    'The app reaches the mocks only at start-up (src/main.tsx); test helpers only from tests and stories.',
  ),
  zone(
    ['./src/config', './src/utils'],
    ['./src/lib', ...SRC_LAYERS_ABOVE_LIB],
    'config and utils import nothing of ours but each other and the contract.',
  ),
  zone('./src/lib', SRC_LAYERS_ABOVE_LIB, 'lib imports only config, utils and the contract.'),
  zone(
    './src/components',
    ['./src/lib', ...SRC_LAYERS_ABOVE_LIB.filter((layer) => layer !== './src/components')],
    'Components are presentational: no store, no API.',
  ),
  ...FEATURES.map((feature) =>
    zone(
      `./src/features/${feature}`,
      FEATURES.filter((other) => other !== feature).map((other) => `./src/features/${other}`),
      'A feature never imports another feature: pages and routes compose them.',
    ),
  ),
  zone(
    './src/features',
    ['./src/pages', './src/routes', './src/app'],
    'Features never import pages, routes or the app.',
  ),
  zone('./src/features', './src/store', 'Features take only the typed hooks from the store.', ['./hooks.ts']),
  zone(
    './src/store',
    ['./src/pages', './src/routes', './src/app'],
    "The store composes the features' slices; pages, routes and the app use it, never the other way.",
  ),
  zone(
    './src/pages',
    ['./src/routes', './src/app'],
    'Pages take their data as props or from the store, never from routes or the app.',
  ),
  zone('./src/routes', './src/app', 'Routes never import the app: it renders them.'),
  zone('./src/app', './src/routes', 'The app gets its router from main.tsx, never from routes/.'),
  zone(
    './src/routes',
    './src/routes/-lib/router.tsx',
    'Routes get the store from the router context (src/routes/__root.tsx), never from the router.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-real',
      'dist-e2e-real',
      'test-results',
      'storybook-static',
      'coverage',
      'node_modules',
      'public/mockServiceWorker.js',
      'src/routeTree.gen.ts',
      'contract/wire.gen.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads every imported file: it must parse TypeScript to see their imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // RTK Query spells "no argument" as `void` in its generics.
      '@typescript-eslint/no-invalid-void-type': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use the typed useAppDispatch / useAppSelector from @/store/hooks.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    // TanStack Router names route files after their URLs (`food.$id.tsx`, `__root.tsx`).
    files: ['src/routes/*.tsx', 'src/routes/_authenticated/*.tsx', 'src/routeTree.gen.ts'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['public/mock-api-worker.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: TEST_AND_TOOLING,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }] },
  },
  {
    // Rules that need types, where they catch real bugs: a promise nobody awaits or handles.
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: [...TEST_AND_TOOLING, 'contract/check/cli.ts'],
    rules: {
      'no-console': 'off',
      // A test that finds nothing should fail loudly at the assertion, not be guarded around.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
