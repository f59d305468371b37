import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['foods', 'cart', 'account', 'orders'];

/** ARCHITECTURE.md "Who may import whom", enforced rather than hoped for. */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [{ group: forbidden, message }],
        paths: [
          {
            name: 'react-redux',
            importNames: ['useDispatch', 'useSelector'],
            message: 'Use the typed useAppDispatch / useAppSelector from @/app/hooks.',
          },
        ],
      },
    ],
  },
});

const mocks = ['@mocks/*', '**/mocks/**'];
const appAndRoutes = ['@/app/*', '@/routes/*', '@/routeTree.gen'];

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // RTK Query spells "no argument" as `void` in its generics.
      '@typescript-eslint/no-invalid-void-type': 'off',
    },
  },
  layer(
    ['src/types/**', 'src/config/**', 'src/utils/**'],
    ['@/lib/*', '@/components/*', '@/features/*', '@/testing/*', ...appAndRoutes, ...mocks],
    'types, config and utils import nothing of ours but each other.',
  ),
  layer(
    ['src/lib/**'],
    ['@/components/*', '@/features/*', '@/testing/*', ...appAndRoutes, ...mocks],
    'lib imports only types, config and utils.',
  ),
  layer(
    ['src/components/**'],
    ['@/lib/*', '@/features/*', '@/testing/*', ...appAndRoutes, ...mocks],
    'components are presentational: no store, no API.',
  ),
  ...FEATURES.map((feature) =>
    layer(
      [`src/features/${feature}/**`],
      [
        ...FEATURES.filter((other) => other !== feature).map((other) => `@/features/${other}/*`),
        '@/routes/*',
        '@/routeTree.gen',
        '@/testing/*',
        ...mocks,
      ],
      'a feature never imports another feature, the routes or the mocks.',
    ),
  ),
  layer(
    ['src/routes/**', 'src/app/**'],
    ['@/testing/*', ...mocks],
    'the app reaches the mocks only at start-up (src/main.tsx).',
  ),
  layer(
    ['mocks/**'],
    ['@/app/*', '@/features/*', '@/lib/*', '@/components/*', '@/routes/*', '@/utils/*', '@/testing/*'],
    'mocks import only src/types and src/config.',
  ),
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      'src/testing/**',
      '**/*.stories.tsx',
      '.storybook/**',
      'e2e/**',
      'scripts/**',
    ],
    rules: {
      'no-restricted-imports': 'off',
      'no-console': 'off',
      // A test that finds nothing should fail loudly at the assertion, not be guarded around.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
