/** One design token as its stylesheet declares it, with the comment written above it. */
export interface Token {
  name: string;
  value: string;
  note: string;
}

// A comment never spans another comment's end: the file's header above `:root {` belongs to no token.
const DECLARATION = /(?:\/\*((?:(?!\*\/)[\s\S])*)\*\/\s*)?(--[\w-]+)\s*:\s*([^;]+);/g;

/**
 * The custom properties of one family (`color` matches `--color` and `--color-*`) in a stylesheet's
 * text, in source order. The first declaration wins: later ones only override it in media queries.
 */
export function readTokens(css: string, family: string): Token[] {
  const tokens = new Map<string, Token>();
  for (const [, comment, name = '', value = ''] of css.matchAll(DECLARATION)) {
    const inFamily = name === `--${family}` || name.startsWith(`--${family}-`);
    if (!inFamily || tokens.has(name)) continue;
    tokens.set(name, { name, value: value.trim().replace(/\s+/g, ' '), note: comment?.trim() ?? '' });
  }
  return [...tokens.values()];
}
