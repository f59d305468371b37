// Reads a Markdown doc for what the docs' test (scripts/docs.test.ts) holds true: the repository paths it
// names and the first-load budgets it states. Pure: the test brings the repository's files.

export interface PathMention {
  /** As the doc writes it, e.g. `src/routes/-lib/router.tsx`, `router.tsx`, `-lib/`. */
  path: string;
  line: number;
  /**
   * `root`: relative to the repository's root, exactly (a tree's entry, a link once resolved, a path
   * whose first folder is a top-level one); `anywhere`: a file or folder name, or the end of a path,
   * that must exist somewhere in the repository (`router.tsx`, `lib/api/base-api.ts`, `-lib/`).
   */
  from: 'root' | 'anywhere';
  /** A link's anchor (`#speed`), for the heading it must name. */
  anchor?: string;
}

export interface BudgetStatement {
  kb: number;
  line: number;
  /** The words around the figure that say which page it is for. */
  context: string;
}

/** What a doc's path must be in to be taken for one: the repository's top-level folders and files. */
export interface RepositoryRoots {
  topLevel: ReadonlySet<string>;
}

/** Extensions that make a lone name in backticks a file name (`router.tsx`), not a property (`food.id`). */
const FILE_EXTENSIONS = new Set([
  'ts',
  'tsx',
  'mts',
  'mjs',
  'cjs',
  'js',
  'json',
  'yaml',
  'yml',
  'md',
  'mdx',
  'css',
  'html',
  'svg',
  'png',
  'jpg',
]);

/** Only these characters make a path; anything else (`*`, `{`, `<`, `…`, `:`, `@`, `=`) is a glob, a placeholder, a URL or code. */
const PATH_CHARACTERS = /^[\w.$/-]+$/;

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text[i] === '\n') line++;
  return line;
}

/** The doc with its fenced blocks blanked (their lines kept, so line numbers hold), and the blocks. */
function splitFences(markdown: string): { prose: string; blocks: { firstLine: number; lines: string[] }[] } {
  const lines = markdown.split('\n');
  const blocks: { firstLine: number; lines: string[] }[] = [];
  let open: { firstLine: number; lines: string[]; tree: boolean } | undefined;
  const prose = lines.map((line, index) => {
    if (/^\s*```/.test(line)) {
      if (open) {
        if (open.tree) blocks.push(open);
        open = undefined;
      } else {
        // A block in a language (sh, ts…) is code; a bare one may be a layout tree.
        open = { firstLine: index + 2, lines: [], tree: /^\s*```\s*(text)?\s*$/.test(line) };
      }
      return '';
    }
    if (open) {
      open.lines.push(line);
      return '';
    }
    return line;
  });
  return { prose: prose.join('\n'), blocks };
}

/**
 * Whether `token` reads as a repository path: only path characters, not absolute (`/cart-page`,
 * `/usr/bin/chromium` are routes and the machine's files), and a folder (`-lib/`), a file name
 * (`router.tsx`) or a path (`src/…`, `.storybook/…`). A path among other words (a command) must
 * start at a top-level folder or be a top-level file; a lone word is never one (`mocks`, `bench`).
 */
function isPath(token: string, roots: RepositoryRoots, lone: boolean): boolean {
  if (!PATH_CHARACTERS.test(token) || token.startsWith('/') || token.includes('//')) return false;
  const folder = token.endsWith('/');
  const segments = token.replace(/^\.\//, '').replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
  const name = segments.at(-1)!;
  const isFileName = name.lastIndexOf('.') > 0 && FILE_EXTENSIONS.has(name.slice(name.lastIndexOf('.') + 1));
  if (segments.length === 1 && !folder) return isFileName && (lone || roots.topLevel.has(name));
  return roots.topLevel.has(segments[0]!) || (lone && (folder || isFileName));
}

function mention(path: string, line: number, roots: RepositoryRoots): PathMention {
  const first = path.replace(/^\.\//, '').split('/')[0]!;
  return { path, line, from: roots.topLevel.has(first) ? 'root' : 'anywhere' };
}

/** Paths in backticks: a lone one, or the top-level ones among a command's words. */
function codeSpanPaths(prose: string, roots: RepositoryRoots): PathMention[] {
  const found: PathMention[] = [];
  for (const match of prose.matchAll(/`([^`]+)`/g)) {
    // An unclosed backtick would pair across paragraphs.
    if (match[1]!.includes('\n\n')) continue;
    const words = match[1]!.trim().split(/\s+/);
    const line = lineAt(prose, match.index);
    if (words.length === 1) {
      if (isPath(words[0]!, roots, true)) found.push(mention(words[0]!, line, roots));
      continue;
    }
    for (const word of words) {
      const bare = word.replace(/^['"(]+|[,.;:'")]+$/g, '');
      if (isPath(bare, roots, false)) found.push(mention(bare, line, roots));
    }
  }
  return found;
}

/** Link targets in the repository, resolved against the doc's folder (`docDir`, '' for the root). */
function linkPaths(prose: string, docDir: string): PathMention[] {
  const found: PathMention[] = [];
  for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const line = lineAt(prose, match.index);
    const path = file === '' ? '' : joinPath(docDir, file);
    found.push({ path, line, from: 'root', ...(anchor === undefined ? {} : { anchor }) });
  }
  return found;
}

function joinPath(dir: string, relative: string): string {
  const parts: string[] = dir === '' ? [] : dir.split('/');
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/') + (relative.endsWith('/') ? '/' : '');
}

const TREE_ENTRY = /^( *)(\S+(?:, \S+)*?)(?: {2,}(.*))?$/;

/**
 * A layout tree (a bare fenced block whose first line is a folder and what it holds): each entry is a
 * path from the root through the folders above it; its description's folder and file names must exist
 * somewhere (`(lint/)`, `tokens.css`), or under the root when they start at a top-level folder.
 */
function treePaths(block: { firstLine: number; lines: string[] }, roots: RepositoryRoots): PathMention[] {
  if (!/^[\w.-]+\/ {2,}\S/.test(block.lines[0] ?? '')) return [];
  const found: PathMention[] = [];
  const folders: { indent: number; path: string }[] = [];
  block.lines.forEach((text, index) => {
    const line = block.firstLine + index;
    const entry = TREE_ENTRY.exec(text);
    // A line that is no entry carries on the description above it.
    const description = entry ? (entry[3] ?? '') : text;
    if (entry) {
      const indent = entry[1]!.length;
      while (folders.length > 0 && folders.at(-1)!.indent >= indent) folders.pop();
      const parent = folders.at(-1)?.path ?? '';
      for (const name of entry[2]!.split(', ')) {
        found.push({ path: parent + name, line, from: 'root' });
        if (name.endsWith('/')) folders.push({ indent, path: parent + name });
      }
    }
    for (const word of description.matchAll(/(?<![\w.$/*-])[\w.$-]+(?:\/[\w.$-]+)*\/?(?![\w.$/*{<-])/g)) {
      const token = word[0].replace(/\.$/, '');
      if (isPath(token, roots, true)) found.push(mention(token, line, roots));
    }
  });
  return found;
}

/** Every repository path the doc names: in backticks, in links and in layout trees. */
export function pathMentions(markdown: string, docDir: string, roots: RepositoryRoots): PathMention[] {
  const { prose, blocks } = splitFences(markdown);
  return [
    ...codeSpanPaths(prose, roots),
    ...linkPaths(prose, docDir),
    ...blocks.flatMap((block) => treePaths(block, roots)),
  ].sort((a, b) => a.line - b.line);
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of splitFences(markdown).prose.split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const FIGURE = /(\d+(?:\.\d+)?)\s*kB\b/g;

/**
 * Every first-load budget the doc states, in one of two forms: a figure in kB in the Budget column of a
 * table (the row says which page), or a figure in kB in a sentence that says 'budget', where the part
 * of the sentence between commas or semicolons that holds the figure says which page.
 */
export function budgetStatements(markdown: string): BudgetStatement[] {
  const found: BudgetStatement[] = [];
  const lines = splitFences(markdown).prose.split('\n');
  let budgetColumn: number | undefined;
  let paragraph: { text: string; line: number }[] = [];
  const endParagraph = () => {
    found.push(...sentenceBudgets(paragraph));
    paragraph = [];
  };
  lines.forEach((text, index) => {
    const line = index + 1;
    if (text.trimStart().startsWith('|')) {
      endParagraph();
      const cells = text
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|');
      const previous = lines[index - 1]?.trimStart() ?? '';
      if (!previous.startsWith('|')) {
        // A table's header row.
        const column = cells.findIndex((cell) => /budget/i.test(cell));
        budgetColumn = column === -1 ? undefined : column;
      } else if (budgetColumn !== undefined && !/^[\s|:-]+$/.test(text)) {
        const context = cells.filter((_, column) => column !== budgetColumn).join(', ');
        for (const figure of cells[budgetColumn]?.matchAll(FIGURE) ?? []) {
          found.push({ kb: Number(figure[1]), line, context });
        }
      } else if (budgetColumn === undefined) {
        found.push(...sentenceBudgets([{ text: cells.join(' | '), line }]));
      }
      return;
    }
    budgetColumn = undefined;
    if (text.trim() === '' || /^\s*(#|[-*] |\d+\. )/.test(text)) endParagraph();
    if (text.trim() !== '') paragraph.push({ text, line });
  });
  endParagraph();
  return found;
}

function sentenceBudgets(paragraph: { text: string; line: number }[]): BudgetStatement[] {
  const found: BudgetStatement[] = [];
  // Joined with one space each, so an offset maps back to its line.
  const starts: number[] = [];
  let text = '';
  for (const part of paragraph) {
    starts.push(text.length);
    text += `${part.text} `;
  }
  const lineOf = (offset: number) => paragraph[starts.findLastIndex((start) => start <= offset)]?.line ?? 0;
  let sentenceStart = 0;
  for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z`*(])/)) {
    const start = text.indexOf(sentence, sentenceStart);
    sentenceStart = start + sentence.length;
    if (!/budget/i.test(sentence)) continue;
    for (const figure of sentence.matchAll(FIGURE)) {
      const before = sentence.slice(0, figure.index).split(/[,;|]/).at(-1)!;
      const after = sentence.slice(figure.index).split(/[,;|]/)[0]!;
      found.push({ kb: Number(figure[1]), line: lineOf(start + figure.index), context: before + after });
    }
  }
  return found;
}
