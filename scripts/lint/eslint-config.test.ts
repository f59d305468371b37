// @vitest-environment node
/**
 * The lint config enforces the architecture (docs/architecture.md): an import across a boundary,
 * relative or aliased, a circle of imports or a file name out of style fails `npm run lint`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules that fire when `file` (an existing file, so type-aware rules can run) gains `line`. */
async function rulesFiring(file: string, line: string): Promise<string[]> {
  const code = `${line}\n${readFileSync(`${root}/${file}`, 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  // Problems without a rule (parse errors, unused disable comments) are named by their message.
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

// The first lint builds the type-aware program for the whole tree: minutes on a busy machine. It is
// paid once here, under a hook's patience, so no single case times out for it.
beforeAll(() => rulesFiring('src/features/cart/cart-slice.ts', ''), 600_000);

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
    // A file name the project service does not know: lint it without the type-aware rules.
    const untyped = new ESLint({
      cwd: root,
      overrideConfig: {
        languageOptions: { parserOptions: { projectService: false } },
        rules: {
          '@typescript-eslint/no-floating-promises': 'off',
          '@typescript-eslint/no-misused-promises': 'off',
        },
      },
    });
    const lint = async (file: string) => {
      const [result] = await untyped.lintText('export const probe = 1;\n', { filePath: `${root}/${file}` });
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
