// @vitest-environment node
/**
 * The lint config enforces the architecture (docs/architecture.md): an import across a boundary,
 * relative or aliased, a circle of imports or a file name out of style fails `npm run lint`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
/**
 * The project's config without its two type-aware rules. The probes are about imports and names;
 * the type-aware program would cost a minute of the suite and check nothing they ask, and a probe
 * file's name may be one the project service does not know.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
    },
  },
});

/** The rules that fire when `file` gains `line`. */
async function rulesFiring(file: string, line: string): Promise<string[]> {
  const code = `${line}\n${readFileSync(`${root}/${file}`, 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  // Problems without a rule (parse errors, unused disable comments) are named by their message.
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it.each([
    [
      'a feature reaching into another, relatively',
      'src/features/cart/cart-slice.ts',
      "import '../account/user-slice';",
    ],
    [
      'a feature reaching into another, by alias',
      'src/features/cart/cart-slice.ts',
      "import '@/features/account/user-slice';",
    ],
    ['a component using the store', 'src/components/ui/empty-state.tsx', "import '@/store/hooks';"],
    ['lib using a feature', 'src/lib/api/error-message.ts', "import '../../features/foods/api/foods-api';"],
    ['the app importing the mocks', 'src/store/store.ts', "import '@mocks/db';"],
    ['app code importing a test helper', 'src/store/store.ts', "import '../testing/fixtures';"],
    ['the mocks importing the app', 'mocks/handlers/foods.ts', "import '../../src/utils/normalize';"],
    ['the kernel importing the mocks', 'contract/rounding.ts', "import '../mocks/seed';"],
    ['the kernel importing the app', 'contract/rounding.ts', "import '@/utils/format-price';"],
    ['a route importing the router', 'src/routes/index.tsx', "import '@/routes/-lib/router';"],
    ['a route importing the app', 'src/routes/index.tsx', "import '@/app/route-code';"],
    ['the app importing a route, relatively', 'src/app/app.tsx', "import '../routes/__root';"],
    ['a feature importing the app', 'src/features/cart/cart-slice.ts', "import '@/app/route-code';"],
    ['a feature taking the store itself', 'src/features/cart/cart-slice.ts', "import '@/store/store';"],
    ['a page importing a route', 'src/pages/cart-page.tsx', "import '@/routes/-lib/use-menu-prices';"],
    ['a page importing the app', 'src/pages/cart-page.tsx', "import '@/app/route-code';"],
    ['a feature importing a page', 'src/features/cart/cart-slice.ts', "import '@/pages/cart-page';"],
    ['the store importing a page', 'src/store/listeners.ts', "import '@/pages/cart-page';"],
  ])('refuses %s', async (_case, file, line) => {
    expect(await rulesFiring(file, line)).toContain('import-x/no-restricted-paths');
  });

  it.each([
    ['a feature taking the typed hooks', 'src/features/cart/cart-slice.ts', "import '@/store/hooks';"],
    ['the mocks using the kernel', 'mocks/handlers/foods.ts', "import '@contract/rules';"],
    ['a route composing a feature', 'src/routes/index.tsx', "import '@/features/cart/cart-slice';"],
    ['a route taking the typed hooks', 'src/routes/index.tsx', "import '@/store/hooks';"],
    ['a route showing a page', 'src/routes/index.tsx', "import '@/pages/dashboard-page';"],
    ['a page composing a feature', 'src/pages/dashboard-page.tsx', "import '@/features/cart/cart-view';"],
    ['the router taking a page', 'src/routes/-lib/router.tsx', "import '@/pages/route-fallbacks';"],
  ])('allows %s', async (_case, file, line) => {
    expect(await rulesFiring(file, line)).toEqual([]);
  });

  it('refuses a circle of imports', async () => {
    const rules = await rulesFiring(
      'src/lib/api/base-api.ts',
      "import '@/features/account/api/account-api';",
    );
    expect(rules).toContain('import-x/no-cycle');
  });
});

describe('house style', () => {
  it('wants kebab-case file names', async () => {
    const lint = async (file: string) => {
      const [result] = await eslint.lintText('export const probe = 1;\n', { filePath: `${root}/${file}` });
      return result!.messages.map((message) => message.ruleId);
    };
    expect(await lint('src/components/ui/EmptyState.tsx')).toContain('check-file/filename-naming-convention');
    expect(await lint('src/components/ui/empty-state-probe.tsx')).toEqual([]);
  });

  it('reports a disable comment that disables nothing', async () => {
    const rules = await rulesFiring('src/utils/format-price.ts', '// eslint-disable-next-line no-console\n');
    expect(rules).toEqual([expect.stringMatching(/^Unused eslint-disable directive/)]);
  });
});
