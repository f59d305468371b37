// @vitest-environment node
// Docs that stay true: every repository path README.md and docs/*.md name exists, every link lands on a
// file and heading that exist, and every first-load budget they state is the one `npm run size` holds.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_BUDGET_KB } from './lib/budgets.mjs';
import {
  budgetStatements,
  headingAnchors,
  pathMentions,
  type PathMention,
  type RepositoryRoots,
} from './lib/doc-mentions.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = [
  'README.md',
  ...readdirSync(`${ROOT}docs`).flatMap((name) => (name.endsWith('.md') ? [`docs/${name}`] : [])),
];
const read = (doc: string) => readFileSync(`${ROOT}${doc}`, 'utf8');

/** Named in the docs, yet in no repository: what else they are. */
const NOT_IN_THE_REPOSITORY = new Map([
  ['storybook/', "the demo build's folder for the Storybook"],
  ['api-docs/', "the demo build's folder for the API reference"],
  ['Pages/', 'a section of the Storybook sidebar'],
  ['Flows/', 'a section of the Storybook sidebar'],
  ['src/features/x/', 'any feature'],
  ['assets/food-1.jpg', "a server's relative picture link"],
  ['floor-scroll.js', "a file the bench's no-app floor writes"],
  ['floor-tap.js', "a file the bench's no-app floor writes"],
  ['floor-back.js', "a file the bench's no-app floor writes"],
  ['floor-change.js', "a file the bench's no-app floor writes"],
  ['floor-menu.json', "a file the bench's no-app floor writes"],
]);

/** The repository's files as git sees them: committed, or new and not ignored. */
function repository() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const files = new Set(
    git('ls-files', '-z', '--cached', '--others', '--exclude-standard').split('\0').filter(Boolean),
  );
  const folders = new Set(
    [...files].flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  const roots: RepositoryRoots = { topLevel: new Set([...files].map((file) => file.split('/')[0]!)) };
  const exists = (path: string, from: PathMention['from']) => {
    const folder = path.endsWith('/');
    const bare = path.replace(/^\.\//, '').replace(/\/$/, '');
    const candidates = folder ? folders : [...files, ...folders];
    if (from === 'root') return folder ? folders.has(bare) : files.has(bare) || folders.has(bare);
    return [...candidates].some((candidate) => candidate === bare || candidate.endsWith(`/${bare}`));
  };
  /** What a build or a run writes (dist/, test-results/…): ignored by git, so never stale. */
  const ignored = (paths: string[]) => {
    if (paths.length === 0) return new Set<string>();
    try {
      return new Set(git('check-ignore', '--no-index', '--', ...paths).split('\n'));
    } catch {
      // Exit code 1: none is ignored.
      return new Set<string>();
    }
  };
  return { roots, exists, ignored };
}

const repo = repository();
const mentions = DOCS.map((doc) => ({
  doc,
  paths: pathMentions(read(doc), doc.includes('/') ? doc.slice(0, doc.lastIndexOf('/')) : '', repo.roots),
}));

describe('the docs name only paths that exist', () => {
  it('finds the paths the docs name', () => {
    expect(DOCS).toContain('docs/architecture.md');
    const all = mentions.flatMap(({ paths }) => paths.map(({ path }) => path));
    // Hundreds today; a reader that found few would be reading wrong.
    expect(all.length).toBeGreaterThan(300);
    expect(all).toEqual(
      expect.arrayContaining(['contract/openapi.yaml', 'scripts/lib/chromium.mjs', 'docs/testing.md']),
    );
  });

  it('every path named exists in the repository', () => {
    const missing = mentions.flatMap(({ doc, paths }) =>
      paths
        .filter(
          ({ path, from }) => path !== '' && !NOT_IN_THE_REPOSITORY.has(path) && !repo.exists(path, from),
        )
        .map(({ path, line }) => ({ path, where: `${doc}:${line}` })),
    );
    const ignored = repo.ignored(missing.map(({ path }) => path));
    expect(
      missing.filter(({ path }) => !ignored.has(path)).map(({ path, where }) => `${where} ${path}`),
    ).toEqual([]);
  });

  it('every link to a heading names one that exists', () => {
    const anchors = new Map<string, Set<string>>();
    const headings = (doc: string) =>
      anchors.get(doc) ?? anchors.set(doc, headingAnchors(read(doc))).get(doc)!;
    const broken = mentions.flatMap(({ doc, paths }) =>
      paths
        .filter(({ path, anchor }) => anchor !== undefined && (path === '' || path.endsWith('.md')))
        .filter(({ path, anchor }) => !headings(path === '' ? doc : path).has(anchor!))
        .map(({ path, anchor, line }) => `${doc}:${line} ${path}#${anchor}`),
    );
    expect(broken).toEqual([]);
  });

  it('names nothing as outside the repository that the docs no longer mention', () => {
    const named = new Set(mentions.flatMap(({ paths }) => paths.map(({ path }) => path)));
    expect([...NOT_IN_THE_REPOSITORY.keys()].filter((path) => !named.has(path))).toEqual([]);
  });
});

/** Which budget a statement is for, from the words beside its figure; the first that fits. */
const BUDGET_PAGES = [
  { budget: 'realCheckout', words: /checkout/i },
  { budget: 'demoHome', words: /\bdemo\b|mocks on/i },
  { budget: 'realHome', words: /real[- ]server|mocks off/i },
] as const;

describe('the docs state the budgets the size check holds', () => {
  const statements = DOCS.flatMap((doc) =>
    budgetStatements(read(doc)).map((statement) => ({ doc, ...statement })),
  );
  const pageOf = (context: string) => BUDGET_PAGES.find(({ words }) => words.test(context))?.budget;

  it('finds each budget stated', () => {
    const stated = new Set(statements.map(({ context }) => pageOf(context)));
    expect([...stated].filter(Boolean).sort()).toEqual(Object.keys(FIRST_LOAD_BUDGET_KB).sort());
  });

  it('every budget stated is the size check’s, for the page it names', () => {
    const wrong = statements.flatMap(({ doc, line, kb, context }) => {
      const page = pageOf(context);
      if (!page)
        return [
          `${doc}:${line} ${kb} kB: name the page (the checkout, the demo, or the real server or mocks off)`,
        ];
      const budget = FIRST_LOAD_BUDGET_KB[page];
      return kb === budget
        ? []
        : [`${doc}:${line} ${kb} kB for ${page}, but the size check holds ${budget} kB`];
    });
    expect(wrong).toEqual([]);
  });
});
