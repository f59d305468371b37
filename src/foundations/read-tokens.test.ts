// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTokens } from './read-tokens';

const CSS = `/* The tokens. */
:root {
  --color-brand: #b3261e;
  /* Body text. */
  --color-text:
    #1f1b16;
  --colorful: red;
  --space: 1rem;
  --space-2: calc(var(--space) * 2);
  --shadow: 0 1px 2px rgb(0 0 0 / 6%), 0 4px 12px rgb(0 0 0 / 6%);
}
@media (min-width: 40rem) {
  :root { --space: 1.5rem; }
}`;

describe('readTokens', () => {
  it('reads one family in source order, with the comment above each token', () => {
    expect(readTokens(CSS, 'color')).toEqual([
      { name: '--color-brand', value: '#b3261e', note: '' },
      { name: '--color-text', value: '#1f1b16', note: 'Body text.' },
    ]);
  });

  it('keeps the base value of a token a media query overrides, and values with commas whole', () => {
    expect(readTokens(CSS, 'space').map(({ name, value }) => [name, value])).toEqual([
      ['--space', '1rem'],
      ['--space-2', 'calc(var(--space) * 2)'],
    ]);
    expect(readTokens(CSS, 'shadow')[0]?.value).toBe('0 1px 2px rgb(0 0 0 / 6%), 0 4px 12px rgb(0 0 0 / 6%)');
  });
});
