import type { CSSProperties } from 'react';
import tokenSheet from '@/styles/tokens.css?raw';
import { readTokens } from './read-tokens';

/** How a family's tokens are shown: what a designer needs to see of a colour is not a bar. */
type Sample = 'swatch' | 'typeface' | 'text' | 'weight' | 'bar' | 'line' | 'corner' | 'shadow';

// Samples are drawn with the token itself (`var(--name)`), so the page shows what the app shows.
function sampleStyle(sample: Sample, token: string, scale: number): CSSProperties {
  const box: CSSProperties = {
    width: 'var(--size-thumb-sm)',
    height: 'var(--size-thumb-sm)',
    border: '1px solid var(--color-border)',
    background: 'var(--color-surface)',
  };
  switch (sample) {
    case 'swatch':
      return { ...box, background: `var(${token})` };
    case 'typeface':
      return { fontFamily: `var(${token})` };
    case 'text':
      return { fontSize: `var(${token})`, lineHeight: 1.2 };
    case 'weight':
      return { fontWeight: `var(${token})` };
    case 'bar':
      return {
        width: `calc(var(${token}) * ${scale})`,
        height: 'var(--space-6)',
        background: 'var(--color-brand)',
      };
    case 'line':
      return { borderTop: `var(${token}) solid var(--color-brand)` };
    case 'corner':
      return { ...box, borderRadius: `var(${token})` };
    case 'shadow':
      return { ...box, border: 'none', boxShadow: `var(${token})` };
  }
}

interface TokenTableProps {
  /** A family's prefix without dashes (`color` lists `--color` and every `--color-*`), or several. */
  family: string | string[];
  sample: Sample;
  /** Bars for lengths wider than the page are drawn at this fraction of their size. */
  scale?: number;
}

/**
 * Every token of one family, read from the app's token stylesheet: its name, its value, the comment
 * written above it, and a sample drawn with it. A token added or changed there shows here as it is.
 */
export function TokenTable({ family, sample, scale = 1 }: TokenTableProps) {
  const families = [family].flat();
  const tokens = families.flatMap((name) => readTokens(tokenSheet, name));
  if (tokens.length === 0) return <p>No --{families.join(', --')} tokens are declared.</p>;
  return (
    <table style={{ width: '100%' }}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map(({ name, value, note }) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
              {note && <div>{note}</div>}
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td style={{ width: '40%' }}>
              <div style={sampleStyle(sample, name, scale)}>
                {(sample === 'typeface' || sample === 'text' || sample === 'weight') &&
                  'Fresh dishes, delivered'}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
