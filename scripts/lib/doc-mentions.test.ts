// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budgetStatements, headingAnchors, pathMentions } from './doc-mentions.ts';

const roots = { topLevel: new Set(['src', 'contract', 'e2e', 'docs', '.storybook', 'vite.config.ts']) };
const paths = (markdown: string, docDir = 'docs') =>
  pathMentions(markdown, docDir, roots).map(({ path, from, anchor }) =>
    anchor ? `${path}#${anchor}` : `${from} ${path}`,
  );

describe('the paths a doc names', () => {
  it('reads paths, file names and folders in backticks, from the root when they start at a top-level one', () => {
    expect(
      paths(
        'The router (`src/routes/-lib/router.tsx`), `router.tsx`, `-lib/`, `.storybook/` and `vite.config.ts`.',
      ),
    ).toEqual([
      'root src/routes/-lib/router.tsx',
      'anywhere router.tsx',
      'anywhere -lib/',
      'root .storybook/',
      'root vite.config.ts',
    ]);
  });

  it('leaves out routes, URLs, globs, placeholders, packages, keys, properties and plain words', () => {
    const markdown = [
      '`/cart-page`, `/usr/bin/chromium`, `http://localhost:5173/api/**`, `e2e/*.e2e.ts`,',
      '`openapi-<version>.yaml`, `msw/node`, `foodstore.mockDb`, `food.id`, `shopper@foodstore.test`,',
      '`store/hooks`, `.env.local`, `npm run bench`, `src`.',
    ].join('\n');
    expect(paths(markdown)).toEqual([]);
  });

  it('takes from a command only the paths under a top-level folder', () => {
    expect(
      paths(
        '`cp contract/openapi.yaml contract/released/openapi-<version>.yaml` and `docs/product.md, decision N`',
      ),
    ).toEqual(['root contract/openapi.yaml', 'root docs/product.md']);
  });

  it('resolves links against the doc’s folder, with their anchors, and leaves out other sites', () => {
    expect(
      paths('[a](testing.md#speed), [b](../README.md), [c](#layout), [d](https://example.com/x.md)'),
    ).toEqual(['docs/testing.md#speed', 'root README.md', '#layout']);
  });

  it('reads a layout tree: entries from the folders above them, names in their descriptions', () => {
    const tree = [
      '```',
      'src/           the app',
      '  routes/      file routes; -lib/ (router.tsx)',
      '  main.tsx     starts it',
      'e2e/           browser tests',
      '```',
      '```sh',
      'src/           a shell block is code',
      '```',
    ].join('\n');
    expect(paths(tree)).toEqual([
      'root src/',
      'root src/routes/',
      'anywhere -lib/',
      'anywhere router.tsx',
      'root src/main.tsx',
      'root e2e/',
    ]);
  });

  it('gives each the line it is on', () => {
    expect(pathMentions('One\n\nTwo `src/a.ts`\n', '', roots)).toEqual([
      { path: 'src/a.ts', line: 3, from: 'root' },
    ]);
  });
});

describe('the budgets a doc states', () => {
  it('reads a Budget column, each figure with its row', () => {
    const table = [
      '| Page | Budget |',
      '| --- | --- |',
      '| Home, demo build (mocks on) | 187.5 kB |',
      '| Checkout | 223 kB |',
    ];
    expect(budgetStatements(table.join('\n'))).toEqual([
      { kb: 187.5, line: 3, context: ' Home, demo build (mocks on) ' },
      { kb: 223, line: 4, context: ' Checkout ' },
    ]);
  });

  it('reads a sentence that says budget, each figure with the words between its commas', () => {
    const prose =
      'The size check holds\nthe budgets: home 147 kB mocks off, 187.5 kB demo. The demo is 13 kB lighter.';
    expect(budgetStatements(prose)).toEqual([
      { kb: 147, line: 2, context: 'The size check holds the budgets: home 147 kB mocks off' },
      { kb: 187.5, line: 2, context: ' 187.5 kB demo.' },
    ]);
  });

  it('leaves out figures in other tables and sentences', () => {
    expect(
      budgetStatements('| Page | Today |\n| --- | --- |\n| Home | 146.4 kB |\n\nHome is 146.4 kB.'),
    ).toEqual([]);
  });
});

describe('the headings a link may name', () => {
  it('are GitHub’s anchors: lower case, punctuation dropped, repeats numbered', () => {
    const markdown =
      '# Testing\n## The demo’s state: a file and a link\n### Comparing versions: `contract:diff`\n## Testing';
    expect([...headingAnchors(markdown)]).toEqual([
      'testing',
      'the-demos-state-a-file-and-a-link',
      'comparing-versions-contractdiff',
      'testing-1',
    ]);
  });
});
