import { byName, type ArtContext, type NameTable } from './context';
import { scatter } from './random';
import { shadow } from './scene';
import { circle, ellipse, group, line, path, rect, rotate } from './svg';

interface Skewer {
  /** Colours of the pieces along each stick, used in turn. */
  pieces: readonly string[];
  /** One long kebab per stick instead of pieces. */
  kebab?: boolean;
  /** Shrimp curls instead of cubes. */
  shrimp?: boolean;
  /** A little bowl of dipping sauce. */
  dip?: string;
}

const CHICKEN = '#d9953f';
const LAMB = '#7a3e22';
const PEPPER = '#e63946';
const GREEN = '#6a994e';
const ONION = '#f1e3c4';

const SKEWERS: NameTable<Skewer> = [
  ['shrimp', { pieces: ['#f08a6b'], shrimp: true }],
  ['halloumi|paneer', { pieces: ['#f3e3bd', PEPPER, '#f3e3bd', GREEN] }],
  ['seekh', { pieces: [LAMB], kebab: true, dip: '#6ab04c' }],
  ['negima', { pieces: [CHICKEN, '#e8f0c9'] }],
  ['satay|moo ping', { pieces: ['#b9662d'], dip: '#c98b2b' }],
  ['souvlaki', { pieces: [LAMB, ONION, PEPPER], dip: '#f7f5ee' }],
  ['lamb|beef|cumin|char siu', { pieces: [LAMB, LAMB, ONION] }],
  ['tandoori', { pieces: ['#d2462a', ONION, '#d2462a', GREEN] }],
];

function stick(y: number, skewer: Skewer): string {
  const pieces = skewer.kebab
    ? rect(110, y - 13, 180, 26, skewer.pieces[0] ?? LAMB, { rx: 13 })
    : [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 118 + i * 32;
          const colour = skewer.pieces[i % skewer.pieces.length] ?? CHICKEN;
          return skewer.shrimp
            ? path(`M${x - 12} ${y + 6}a13 13 0 1 1 18 4`, 'none', {
                stroke: colour,
                'stroke-width': 10,
                'stroke-linecap': 'round',
              })
            : rect(x - 14, y - 14, 28, 28, colour, { rx: 7 }) +
                path(`M${x - 8} ${y - 6}l10 10M${x - 2} ${y - 9}l10 10`, 'none', {
                  stroke: '#3e2115',
                  'stroke-width': 2,
                  opacity: 0.35,
                });
        })
        .join('');
  return line(80, y, 330, y, '#c8a27a', 5) + pieces;
}

export function drawSkewer({ name, rng, palette }: ArtContext): string {
  const skewer = byName(name, SKEWERS, { pieces: [CHICKEN, PEPPER, CHICKEN, GREEN] });
  const herbs = scatter(rng, 7, 200, 150, 130, 62).map(({ x, y }) =>
    ellipse(x, y, 5, 2.4, '#2e7d32', { transform: rotate(rng.between(0, 180), x, y), opacity: 0.8 }),
  );
  const dip = skewer.dip ? circle(320, 214, 24, palette.accent) + circle(320, 214, 18, skewer.dip) : '';
  return [
    shadow(206, 160, 172, 80),
    rect(34, 74, 332, 152, '#fdfcf8', { rx: 40 }),
    rect(42, 82, 316, 136, 'none', { rx: 34, stroke: palette.accent, 'stroke-width': 3, opacity: 0.55 }),
    ...herbs,
    group({ transform: rotate(-8, 200, 150) }, stick(122, skewer), stick(176, skewer)),
    dip,
  ].join('');
}
