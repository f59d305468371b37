// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { declaredTokens, tokenProblems, type TokenSet } from './token-lint';

const src = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${src}/${file}`, 'utf8');

const tokenSheet = declaredTokens(read('styles/tokens.css'));
const tokens: TokenSet = {
  defined: new Set([...tokenSheet.keys(), ...declaredTokens(read('styles/global.css')).keys()]),
  breakpoints: new Set(
    [...tokenSheet].filter(([name]) => name.startsWith('--breakpoint-')).map(([, value]) => value),
  ),
};

const stylesheets = [
  'styles/global.css',
  ...readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .sort(),
];

describe('design tokens', () => {
  it('finds the stylesheets and the breakpoints', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
    expect(tokens.breakpoints.size).toBeGreaterThanOrEqual(3);
  });

  it('keeps raw colours, lengths, font sizes, query widths and unknown tokens out of every stylesheet', () => {
    const problems = stylesheets.flatMap((file) =>
      tokenProblems(read(file), tokens).map(({ line, message }) => `src/${file}:${line} ${message}`),
    );
    expect(problems).toEqual([]);
  });

  it('uses only tokens that exist inside tokens.css itself', () => {
    const undefinedTokens = [...tokenSheet.values()]
      .flatMap((value) => [...value.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name))
      .filter((name) => !tokens.defined.has(name!));
    expect(undefinedTokens).toEqual([]);
  });

  it.each([
    ['a hex colour', '.a {\n  color: #fff;\n}', 2, 'raw colour'],
    ['an rgb() colour', '.a { background: rgb(0 0 0 / 8%); }', 1, 'raw colour'],
    ['a named colour', '.a {\n\n  border: 1px solid red;\n}', 3, "named colour 'red'"],
    ['a length', '.a {\n  padding: 0 0.5rem;\n}', 2, 'raw length 0.5rem'],
    ['a font size in em', '.a { font-size: 0.8em; }', 1, 'is not var(--font-size-*)'],
    ['a token typo', '.a { color: var(--colour-text); }', 1, '--colour-text is not a token'],
    [
      'a width off the breakpoints',
      '@media (max-width: 41rem) {\n  .a { color: inherit; }\n}',
      1,
      'query width 41rem',
    ],
    ['a token declared in a component', '.a { --gap: 1rem; }', 1, 'declared outside tokens.css'],
  ])('reports %s with its line', (_, css, line, message) => {
    expect(tokenProblems(css, tokens)).toEqual([{ line, message: expect.stringContaining(message) }]);
  });

  it('allows what is no raw value: 0, hairlines, percentages, tracking in em, unitless numbers, tokens', () => {
    const css = `@container header (max-width: 40rem) {
  .a {
    margin: 0;
    border: 1px solid var(--color-border);
    width: 100%;
    letter-spacing: -0.02em;
    line-height: 1.2;
    z-index: 100;
    aspect-ratio: 4 / 3;
    background: transparent;
    color: currentColor;
    grid-template-areas: 'red name';
    font-size: var(--font-size-sm);
    padding: calc(-1 * var(--space-2));
  }
}`;
    expect(tokenProblems(css, tokens)).toEqual([]);
  });
});
